/*
 * Cloakroom auto-resize for host pages. No dependencies. Include it once on a page that embeds
 * Cloakroom iframes:   <script src="https://YOUR-CLOAKROOM-HOST/embed.js" defer></script>
 * Each Cloakroom iframe then takes the height its content reports (cloakroom:resize).
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
})();
