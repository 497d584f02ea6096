/*
 * Cloakroom auto-resize for host pages. No dependencies. Include it once on a page that embeds
 * Cloakroom iframes:   <script src="https://YOUR-CLOAKROOM-HOST/embed.js" defer></script>
 * Each Cloakroom iframe then takes the height its content reports (cloakroom:resize).
 * Only messages from a Cloakroom iframe on this page, from that iframe's own origin, are used.
 */
(function () {
  'use strict';
  if (window.__cloakroomEmbed) return;
  window.__cloakroomEmbed = true;

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
    var expected;
    try {
      expected = new URL(frame.src, document.baseURI).origin;
    } catch {
      return;
    }
    if (event.origin !== expected) return;
    frame.style.height = Math.ceil(height) + 'px';
  });
})();
