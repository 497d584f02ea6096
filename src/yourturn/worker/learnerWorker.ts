/// <reference lib="webworker" />
/**
 * The learner's own worker: the only realm where a learner's code runs (DESIGN.md, "Your turn"). Its
 * file is served with a policy of its own (scripts/vite/securityHeaders.ts, EMBEDDING.md):
 * `default-src 'none'; script-src 'unsafe-eval' 'wasm-unsafe-eval'`. It may evaluate code and compile
 * wasm, and reach nothing: no fetch, no importScripts, no import() (no script source is allowed, not
 * even our own origin), so this file is built as one script with everything in it, and sql.js's wasm
 * arrives as bytes from the page. The page's own policy stays as strict as before: it never evaluates.
 *
 * Before it says it is ready it checks that it really is under that policy: it must be able to
 * evaluate (else the server sent the page's policy) and must not be able to fetch (else it sent none).
 * A test that does not settle ends this worker from the page (src/yourturn/runTests.ts).
 */
import initSqlJs from 'sql.js/dist/sql-wasm-browser.js';
import type { SqlJsStatic } from 'sql.js';
import { Refusal } from '../../core/problem';
import { openChannel } from '../../platform/rpc/channel';
import type { NoApi } from '../../platform/rpc/messages';
import { messagePort } from '../../platform/rpc/port';
import { canEvaluate } from '../learnerModule';
import type { YourTurnApi } from './yourTurnProtocol';
import { yourTurnService } from './yourTurnService';

let sql: Promise<SqlJsStatic> | undefined;

/** Resolves if this worker can reach its own file over the network: then no policy holds it in. */
async function reachesNetwork(): Promise<boolean> {
  try {
    await fetch(self.location.href, { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

openChannel<NoApi, YourTurnApi>(messagePort(self as DedicatedWorkerGlobalScope), {
  async start({ wasm }) {
    if (!canEvaluate()) throw new Refusal({ kind: 'yoursPolicy', missing: 'eval' });
    if (await reachesNetwork()) throw new Refusal({ kind: 'yoursPolicy', missing: 'open' });
    sql ??= initSqlJs({
      instantiateWasm(imports, done) {
        void WebAssembly.instantiate(wasm, imports).then(({ instance }) => done(instance));
        return {};
      },
    });
    await sql;
    return null;
  },
  ...yourTurnService(() => sql ?? Promise.reject(new Error('start() first'))),
});
