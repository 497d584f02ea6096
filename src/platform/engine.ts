/**
 * The page's way to the engine: the one worker script (src/engineWorker.ts) that holds sql.js and
 * serves the scene, lab and race services. Each caller gets a worker of its own (its own realm,
 * engine and state: the race finder can end its worker without touching a scene being built), all
 * started from the same file, so the sql.js glue ships once.
 *
 * Where no worker can be made at all (no Worker support, or a policy forbids even a blob worker), a
 * caller that asks for it gets the engine on the page's own thread: the same built file, imported as a
 * module and served over a port pair. The page then pauses for a scene's tens of milliseconds of SQL,
 * but it plays.
 */
import engineUrl from '../engineWorker.ts?worker&url';
import type { Api } from './rpc/messages';
import { portPair, type Port } from './rpc/port';
import type { WorkerName } from '../core/problem';
import { fromWorker, workerClient, type Spawned, type WorkerClient } from './rpc/workerClient';
import { retryUrl } from './retryUrl';
import { SandboxSafeWorker } from './sandboxSafeWorker';

/** What the engine's built file exports (src/engineWorker.ts). */
interface EngineModule {
  serveEngine(port: Port): void;
}

export interface EngineOptions {
  /** The worker's name (seen in the browser's dev tools), e.g. `cloakroom-lab`. */
  name: string;
  /** Which worker a learner is told failed, in an error ("the lab worker"). */
  what: WorkerName;
  /** Where no worker may start, run the engine on the page's thread instead of failing. */
  inPageIfNoWorker?: boolean;
}

/** Set once no worker could be made here: a caller that may run in the page then does so at once. */
let noWorkers = false;

/** A client of a fresh engine worker, typed by the services `A` this caller uses. */
export function connectEngine<A extends Api>({ name, what, inPageIfNoWorker = false }: EngineOptions): WorkerClient<A> {
  return workerClient<A>(() => {
    if (!(noWorkers && inPageIfNoWorker)) {
      try {
        return fromWorker(new SandboxSafeWorker(engineUrl, { type: 'module', name }));
      } catch (error) {
        if (!inPageIfNoWorker) throw error;
        noWorkers = true;
      }
    }
    return engineInPage();
  }, what);
}

/** The engine's built file, once imported into the page: every later start serves it again. */
let imported: Promise<EngineModule> | undefined;
let imports = 0;

/**
 * The engine's built file, imported into the page and served over a port pair. The module is kept:
 * a new start after a failure serves it anew, and its sql.js loader retries within this realm. An
 * import that failed is tried again under a new URL: a browser may keep a failed `import()` for the
 * page's life.
 */
function engineInPage(): Spawned {
  const [page, engine] = portPair();
  let crashed: (message: string) => void = () => {};
  let ended = false;
  imported ??= import(/* @vite-ignore */ retryUrl(engineUrl, imports++)).catch((error: unknown) => {
    imported = undefined;
    throw error;
  });
  imported.then(
    (module) => {
      if (!ended) module.serveEngine(engine);
    },
    () => crashed(''), // says nothing, as a worker's script that did not load: the client names it (`whyNoScript`)
  );
  return {
    port: page,
    onCrash: (listener) => (crashed = listener),
    terminate: () => {
      ended = true; // nothing runs in the page between two calls; a call in flight finishes unheard
    },
  };
}
