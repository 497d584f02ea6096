/*
 * Runs before the app's code, as a classic script: a classic script loads where a module script
 * cannot. If the app's module does not load, the shell says so, with Retry, instead of showing
 * "Starting SQLite…" forever. The usual cause is a sandboxed iframe (an opaque origin, "null")
 * whose server does not send Access-Control-Allow-Origin: module scripts are fetched with CORS.
 */
(function () {
  'use strict';
  window.addEventListener(
    'error',
    function (event) {
      var element = event.target;
      if (!element || element.tagName !== 'SCRIPT' || element.type !== 'module') return;
      var status = document.querySelector('.scene-status');
      if (!status) return;
      var sandboxed = self.origin === 'null';
      status.className = 'scene-status error';
      status.setAttribute('role', 'alert');
      status.textContent = '';
      var lead = document.createElement('p');
      var title = document.createElement('b');
      title.textContent = 'Cloakroom could not load its code.';
      lead.appendChild(title);
      lead.appendChild(
        document.createTextNode(
          sandboxed
            ? ' This page is in a sandboxed frame, and the server that hosts Cloakroom must allow that by sending Access-Control-Allow-Origin (see EMBEDDING.md).'
            : ' Check the connection, then try again.',
        ),
      );
      var retry = document.createElement('button');
      retry.type = 'button';
      retry.textContent = 'Retry';
      retry.addEventListener('click', function () {
        location.reload();
      });
      status.appendChild(lead);
      status.appendChild(retry);
    },
    true,
  );
})();
