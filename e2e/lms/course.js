/* Served under the preview server's CSP (no inline scripts): this page's script. */
(function () {
  'use strict';
  // EMBEDDING.md's host recipe: take cloakroom:xapi statements from Cloakroom's origin only, add the
  // signed-in learner as the actor, and hand them to the LRS (here: a list the test reads).
  var query = new URLSearchParams(location.search);
  var app = new URL(query.get('app'));
  var src = new URL(app.href);
  src.searchParams.set('chapter', query.get('chapter') || 'ticket');
  if (query.get('chapters')) src.searchParams.set('chapters', query.get('chapters'));
  if (query.get('origin') !== 'none') src.searchParams.set('origin', location.origin);
  document.getElementById('cloakroom').src = src.href;

  var learner = { objectType: 'Agent', name: 'Ada Lovelace', account: { homePage: location.origin, name: 'ada-17' } };
  var forwarded = (window.forwarded = []);
  window.allMessages = [];
  window.addEventListener('message', function (event) {
    window.allMessages.push(event.data);
    if (event.origin !== app.origin || !event.data || event.data.type !== 'cloakroom:xapi') return;
    var statement = Object.assign({ actor: learner }, event.data.statement);
    forwarded.push(statement); // a real page: fetch(LRS + '/statements', { method: 'POST', … })
    var item = document.createElement('li');
    item.textContent = statement.verb.display.en + ' ' + statement.object.definition.name.en;
    document.getElementById('records').appendChild(item);
  });
})();
