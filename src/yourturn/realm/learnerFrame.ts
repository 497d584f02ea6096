/**
 * The page's side of the learner's realm: an `<iframe sandbox="allow-scripts">` (an opaque origin, no
 * way to the page's storage or DOM) whose document (scripts/vite/learnerFrame.ts) starts the learner's
 * worker under the frame's own `<meta>` policy, so no header from the server is needed. The page hands
 * the frame one end of a MessageChannel, the frame hands it to the worker, and from then on the page
 * and the worker speak over it directly. Ending the realm is removing the frame: its worker goes with
 * its document, however long the learner's code has been looping.
 *
 * Where a service worker serves the page (src/offline/serviceWorker.ts) the frame is asked for with
 * `?sandbox=worker` and no attribute, since no service worker sees a sandboxed frame's request: offline
 * it could not load. The worker answers with `sandbox allow-scripts` as a header, and the frame's own
 * script starts nothing unless its origin is opaque, so the realm is the same either way.
 */
import { learnerFrameUrl } from 'virtual:learner-frame';
import type { Problem } from '../../core/problem';
import type { Spawned } from '../../platform/rpc/workerClient';
import { messagePort } from '../../platform/rpc/port';
import { FRAME_NOT_SANDBOXED, FRAME_PORT, FRAME_READY, FRAME_WORKER_ERROR, type FrameToPage } from './frameMessages';
import { SANDBOX_BY_WORKER } from './framePolicy';
import { servedByWorker } from '../../platform/servedByWorker';

/** How long a loaded frame may take to say it is there: its one script runs while it is parsed. */
const READY_AFTER_LOAD_MS = 3000;

/** The frame's address, also the address its worker must fail to reach (the worker's own check). */
export { learnerFrameUrl };

/** Opens the learner's frame; `Spawned` for `workerClient`, so the page calls its worker as any other. */
export function openLearnerFrame(): Spawned {
  const frame = document.createElement('iframe');
  const byWorker = servedByWorker();
  if (!byWorker) frame.setAttribute('sandbox', 'allow-scripts');
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  frame.title = 'Cloakroom: the realm your code runs in';
  frame.src = byWorker ? `${learnerFrameUrl}?sandbox=${SANDBOX_BY_WORKER}` : learnerFrameUrl;

  const channel = new MessageChannel();
  let crashed: ((why: string | Problem) => void) | undefined;
  let ready = false;
  let readyTimer: ReturnType<typeof setTimeout> | undefined;

  const hear = (event: MessageEvent) => {
    if (event.source !== frame.contentWindow) return; // another frame's, or a foreign page's
    const message = event.data as FrameToPage | null;
    if (message?.type === FRAME_READY && !ready) {
      ready = true;
      clearTimeout(readyTimer);
      frame.contentWindow?.postMessage({ type: FRAME_PORT }, '*', [channel.port2]);
    } else if (message?.type === FRAME_NOT_SANDBOXED) {
      crashed?.({ kind: 'yoursFrame' });
    } else if (message?.type === FRAME_WORKER_ERROR) {
      crashed?.(typeof message.message === 'string' ? message.message : '');
    }
  };
  window.addEventListener('message', hear);
  frame.addEventListener('load', () => {
    if (ready) return;
    // Loaded but silent: its script did not run (a policy the server sent forbids it, or the file is another).
    readyTimer = setTimeout(() => {
      if (!ready) crashed?.({ kind: 'yoursFrame' });
    }, READY_AFTER_LOAD_MS);
  });
  document.body.append(frame);

  return {
    port: messagePort(channel.port1),
    onCrash(listener) {
      crashed = listener;
    },
    terminate() {
      clearTimeout(readyTimer);
      window.removeEventListener('message', hear);
      channel.port1.close();
      frame.remove();
    },
  };
}
