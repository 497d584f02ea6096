/// <reference lib="webworker" />
/**
 * The learner's own worker: the only realm where a learner's code runs (DESIGN.md, "Your turn"). It is
 * started from a `blob:` URL by the learner's frame (scripts/vite/learnerFrame.ts), an opaque-origin
 * `<iframe sandbox="allow-scripts">` whose `<meta>` policy it takes: it may evaluate code and compile
 * wasm, and reach nothing: no fetch, no importScripts, no import() (no script source is allowed, not
 * even our own origin), so it is built as one script with everything in it, and sql.js's wasm arrives
 * as bytes from the page. Its first message is the port the page speaks over. The page's own policy
 * stays as strict as before: it never evaluates.
 *
 * Before it says it is ready it checks that it really is under that policy: it must be able to
 * evaluate (else something stricter holds it) and must not be able to reach the address the page
 * names (else nothing holds it in). A test that does not settle ends the frame, and this worker with it.
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
import { fenceWaysOut, realmFence } from '../realm/waysOut';

let sql: Promise<SqlJsStatic> | undefined;
const fence = realmFence();

/** Whether a request to `address` leaves this worker: then no policy holds it in. */
async function reachesNetwork(address: string): Promise<boolean> {
  try {
    // no-cors: an answer of any kind, readable or not, means the request went out.
    await fetch(address, { method: 'HEAD', mode: 'no-cors', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

function serve(port: MessagePort): void {
  openChannel<NoApi, YourTurnApi>(messagePort(port), {
    async start({ wasm, probe }) {
      if (!canEvaluate()) throw new Refusal({ kind: 'yoursPolicy', missing: 'eval' });
      if (await reachesNetwork(probe)) throw new Refusal({ kind: 'yoursPolicy', missing: 'open' });
      fenceWaysOut(self, fence.standIns); // after the probe, which needs the real fetch; before any learner code
      sql ??= initSqlJs({
        instantiateWasm(imports, done) {
          void WebAssembly.instantiate(wasm, imports).then(({ instance }) => done(instance));
          return {};
        },
      });
      await sql;
      return null;
    },
    ...yourTurnService(() => sql ?? Promise.reject(new Error('start() first')), fence),
  });
}

// The frame's one message: the port. Anything after it is not the frame's to say.
self.onmessage = (event: MessageEvent<{ port?: MessagePort }>) => {
  const port = event.data?.port;
  if (!(port instanceof MessagePort)) return;
  self.onmessage = null;
  serve(port);
};
