// The example course page's own script: drives the embedded player through its postMessage API and
// keeps a progress list. A file of its own, not inline, so a host page with a strict policy
// (script-src 'self', as the app's own) still runs it.
(function () {
  'use strict';
  // The app lives one folder up when this page is served from Cloakroom's own dist/; ?app= points elsewhere.
  var query = new URLSearchParams(location.search);
  var appUrl = new URL(query.get('app') || '../', location.href);
  var appOrigin = appUrl.origin;
  var frame = document.getElementById('cloakroom');
  var src = new URL(appUrl.href);
  src.searchParams.set('chapter', 'one-key');
  src.searchParams.set('controls', query.get('controls') === 'full' ? 'full' : 'minimal');
  src.searchParams.set('origin', location.origin);
  frame.src = src.href;
  // embed.js comes from the app's own origin: it sizes only iframes from the origin it came from.
  var resizer = document.createElement('script');
  resizer.src = new URL('embed.js', appUrl).href;
  document.head.appendChild(resizer);

  var completed = [];
  var chapterButtons = {};

  function send(message) { frame.contentWindow.postMessage(message, appOrigin); }
  function log(text) {
    var line = document.createElement('div');
    line.textContent = text;
    var box = document.getElementById('log');
    box.appendChild(line);
    box.scrollTop = box.scrollHeight;
  }
  function renderProgress(chapters) {
    var list = document.getElementById('progress');
    list.textContent = '';
    chapters.forEach(function (c) {
      var item = document.createElement('li');
      var done = completed.indexOf(c.id) >= 0;
      item.textContent = c.title + (done ? ' — watched' : '');
      item.dataset.chapter = c.id;
      if (done) item.className = 'done';
      list.appendChild(item);
    });
  }
  var knownChapters = [];

  document.getElementById('play').addEventListener('click', function () { send({ type: 'cloakroom:play' }); });
  document.getElementById('pause').addEventListener('click', function () { send({ type: 'cloakroom:pause' }); });

  window.addEventListener('message', function (event) {
    if (event.origin !== appOrigin || event.source !== frame.contentWindow) return;
    var data = event.data;
    if (!data || typeof data.type !== 'string' || data.type.indexOf('cloakroom:') !== 0) return;
    if (data.type !== 'cloakroom:resize') log(data.type + ' ' + JSON.stringify(data).slice(0, 160));
    if (data.type === 'cloakroom:ready') {
      knownChapters = data.chapters;
      var group = document.getElementById('chapters');
      group.textContent = '';
      data.chapters.forEach(function (c) {
        var b = document.createElement('button');
        b.type = 'button';
        b.textContent = c.title;
        b.setAttribute('aria-pressed', String(c.id === data.chapter));
        b.addEventListener('click', function () { send({ type: 'cloakroom:chapter', id: c.id }); });
        chapterButtons[c.id] = b;
        group.appendChild(b);
      });
      renderProgress(knownChapters);
    } else if (data.type === 'cloakroom:chapterchange') {
      Object.keys(chapterButtons).forEach(function (id) { chapterButtons[id].setAttribute('aria-pressed', String(id === data.chapter)); });
    } else if (data.type === 'cloakroom:progress' && Array.isArray(data.completed)) {
      completed = data.completed.filter(function (id) { return typeof id === 'string'; });
      renderProgress(knownChapters);
    }
  });
})();
