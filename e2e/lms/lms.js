/* Served under the preview server's CSP (no inline scripts): this page's script. */
/* global Scorm12API */
(function () {
  'use strict';
  // ?cmi={…} is what the LMS holds from an earlier attempt (scorm-again's JSON form); ?sco= the launch page.
  var query = new URLSearchParams(location.search);
  var runtime = new Scorm12API({ logLevel: 5, autocommit: false });
  if (query.get('cmi')) runtime.loadFromJSON(JSON.parse(query.get('cmi')));
  // Every call the package makes, with what the runtime answered.
  var calls = (window.lmsCalls = []);
  var api = {};
  ['LMSInitialize', 'LMSFinish', 'LMSGetValue', 'LMSSetValue', 'LMSCommit', 'LMSGetLastError', 'LMSGetErrorString', 'LMSGetDiagnostic'].forEach(function (name) {
    api[name] = function () {
      var args = Array.prototype.slice.call(arguments);
      var result = runtime[name].apply(runtime, args);
      calls.push({ name: name, args: args, result: String(result) });
      return result;
    };
  });
  window.API = api;
  window.lmsValue = function (element) { return runtime.getCMIValue(element); };
  window.addEventListener('DOMContentLoaded', function () {
    document.getElementById('sco').src = query.get('sco');
  });
})();
