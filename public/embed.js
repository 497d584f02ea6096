/*
 * Cloakroom for host pages: posters and auto-resize. No dependencies. Include it once on a page that
 * embeds Cloakroom:   <script src="https://YOUR-CLOAKROOM-HOST/embed.js" defer></script>
 * Each link <a data-cloakroom href="https://YOUR-CLOAKROOM-HOST/?chapter=crash">...</a> becomes a
 * light poster (its text, the chapter, a Play button): no player, no SQLite engine is loaded until
 * it is pressed, then that one iframe loads in its place. Without this script the link still opens
 * the chapter. Each Cloakroom iframe takes the height its content reports (cloakroom:resize).
 * The file is ASCII (other characters as \u escapes): host pages load it in whatever charset they have.
 * Only Cloakroom's own iframes are sized: an iframe on this page whose address is on the origin this
 * script came from, and only by a message from that iframe, sent from that origin (or from the opaque
 * origin "null" when the iframe is sandboxed without allow-same-origin).
 */
(function () {
  'use strict';
  if (window.__cloakroomEmbed) return;
  window.__cloakroomEmbed = true;
  var script = document.currentScript;
  var home = new URL(script && script.src ? script.src : location.href, document.baseURI).origin;

  function frameFor(source) {
    var frames = document.getElementsByTagName('iframe');
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].contentWindow === source) return frames[i];
    }
    return null;
  }

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (!data || typeof data !== 'object' || data.type !== 'cloakroom:resize') return;
    var height = data.height;
    if (typeof height !== 'number' || !isFinite(height) || height < 100 || height > 20000) return;
    var frame = frameFor(event.source);
    if (!frame) return;
    var from;
    try {
      from = new URL(frame.src, document.baseURI).origin;
    } catch {
      return;
    }
    if (from !== home) return;
    var opaque = frame.hasAttribute('sandbox') && !frame.sandbox.contains('allow-same-origin');
    if (event.origin !== home && !(opaque && event.origin === 'null')) return;
    frame.style.height = Math.ceil(height) + 'px';
  });

  // ---------- posters: one iframe per press, none before ----------
  var STYLE =
    '.cloakroom-poster{box-sizing:border-box;display:grid;place-items:center;width:100%;min-height:180px;aspect-ratio:16/9;' +
    'padding:16px;border-radius:10px;background:#1f2a44;color:#f4f1ea;font:16px/1.35 system-ui,sans-serif;text-align:center}' +
    '.cloakroom-poster-body{display:grid;gap:6px;justify-items:center;max-width:36em}' +
    '.cloakroom-poster-kicker{margin:0;font-size:.8em;letter-spacing:.08em;text-transform:uppercase;opacity:.8}' +
    '.cloakroom-poster-title{margin:0;font-size:1.35em;font-weight:700}' +
    '.cloakroom-poster-chapter{margin:0;min-height:1.35em;opacity:.9}' +
    '.cloakroom-poster-play{display:inline-flex;align-items:center;gap:8px;margin-top:6px;padding:10px 22px;min-height:44px;' +
    'border:0;border-radius:999px;background:#f4f1ea;color:#1f2a44;font:inherit;font-weight:700;cursor:pointer}' +
    '.cloakroom-poster-play:focus-visible{outline:3px solid #ffd166;outline-offset:3px}' +
    '.cloakroom-poster a{color:inherit;font-size:.85em}';
  var chapterFiles = {};

  /** The app's chapters.json (titles and lengths, written at build time), fetched once per app. */
  function chaptersOf(app) {
    var url = new URL('chapters.json', app).href;
    if (!chapterFiles[url]) {
      chapterFiles[url] = fetch(url, { credentials: 'omit' }).then(function (response) {
        if (!response.ok) throw new Error(response.status);
        return response.json();
      });
    }
    return chapterFiles[url];
  }

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  }

  /** A template of chapters.json's poster words, filled: 'Play {title}' with { title: ... }. */
  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, function (whole, name) {
      return values[name] === undefined ? whole : String(values[name]);
    });
  }

  /** The poster's words in the link's lang= (its language or its primary subtag), else English. */
  function postersIn(file, lang) {
    var posters = file.posters || {};
    var wanted = (lang || 'en').toLowerCase();
    var ids = Object.keys(posters);
    for (var i = 0; i < ids.length; i++) if (ids[i].toLowerCase() === wanted) return { id: ids[i], words: posters[ids[i]] };
    var primary = wanted.split(/[-_]/)[0];
    for (var j = 0; j < ids.length; j++) if (ids[j].toLowerCase() === primary) return { id: ids[j], words: posters[ids[j]] };
    return { id: 'en', words: posters.en };
  }

  function makePoster(link) {
    var url;
    try {
      url = new URL(link.href, document.baseURI);
    } catch {
      return;
    }
    var title = (link.textContent || '').trim() || 'Cloakroom';
    var query = url.searchParams;
    var chapter = query.get('chapter') || (query.get('chapters') || '').split(',')[0] || '';
    var story = query.get('story') || 'payflow';

    // The words come with chapters.json, in the link's language; until then the poster is its title and a Play icon.
    var poster = element('div', 'cloakroom-poster');
    poster.setAttribute('role', 'group');
    poster.setAttribute('aria-label', title);
    poster.style.height = link.getAttribute('data-height') ? parseInt(link.getAttribute('data-height'), 10) + 'px' : '';
    var body = element('div', 'cloakroom-poster-body');
    var kicker = element('p', 'cloakroom-poster-kicker', '');
    var about = element('p', 'cloakroom-poster-chapter', chapter);
    var play = element('button', 'cloakroom-poster-play');
    play.type = 'button';
    play.innerHTML = '<svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true"><path d="M3 1.5v13l11-6.5z" fill="currentColor"/></svg>';
    var playWord = element('span', '', '');
    play.appendChild(playWord);
    play.setAttribute('aria-label', title);
    var open = link.cloneNode(true);
    open.removeAttribute('data-cloakroom');
    open.textContent = '';
    body.appendChild(kicker);
    body.appendChild(element('p', 'cloakroom-poster-title', title));
    body.appendChild(about);
    body.appendChild(play);
    body.appendChild(open);
    poster.appendChild(body);
    link.replaceWith(poster);

    chaptersOf(url).then(
      function (file) {
        var chosen = postersIn(file, query.get('lang'));
        var say = chosen.words;
        if (!say) return;
        poster.lang = chosen.id;
        kicker.textContent = say.kicker;
        poster.setAttribute('aria-label', fill(say.group, { title: title }));
        playWord.textContent = say.play;
        play.setAttribute('aria-label', fill(say.playNamed, { title: title }));
        open.textContent = say.open;
        about.textContent = chapter ? fill(say.chapterId, { id: chapter }) : '';
        var list = (file.stories && file.stories[story]) || [];
        for (var i = 0; i < list.length; i++) {
          if (list[i].id === (chapter || list[0].id)) {
            var seconds = Math.round(list[i].durationMs / 1000);
            var length = fill(say.length, { min: Math.floor(seconds / 60), s: seconds % 60 });
            var name = (list[i].titles && list[i].titles[chosen.id]) || list[i].title;
            about.textContent = fill(say.chapter, { n: i + 1, title: name, length: length });
          }
        }
      },
      function () {
        // No chapters.json: the poster keeps its title, the chapter's id and the link itself.
        open.textContent = link.href;
      }
    );

    play.addEventListener('click', function () {
      var src = new URL(url.href);
      src.searchParams.set('autoplay', '1');
      var frame = document.createElement('iframe');
      frame.src = src.href;
      frame.title = poster.getAttribute('aria-label') || title;
      frame.allow = 'fullscreen';
      frame.style.cssText = 'display:block;width:100%;border:0;height:' + poster.getBoundingClientRect().height + 'px';
      poster.replaceWith(frame);
      frame.focus();
    });
  }

  function makePosters() {
    var links = document.querySelectorAll('a[data-cloakroom]');
    if (links.length === 0) return;
    var style = element('style');
    style.textContent = STYLE;
    document.head.appendChild(style);
    for (var i = 0; i < links.length; i++) makePoster(links[i]);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', makePosters);
  else makePosters();
})();
