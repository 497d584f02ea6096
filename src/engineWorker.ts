/// <reference lib="webworker" />
/**
 * The engine: the app's one Web Worker script. It holds sql.js (the glue is bundled here, and only
 * here) and serves four services, each imported as its own chunk the first time it is asked for:
 * the scenes (src/player/traceWorker.ts), the lab (src/learn/lab/labWorker.ts), the race finder,
 * with fast-check (src/learn/race/raceWorker.ts), learners' own scenes (src/sandbox/sandboxWorker.ts) and
 * comparisons of two runs (src/player/compare/worker.ts). The page starts one such worker per caller
 * (src/platform/engine.ts), or, where no worker may start, imports this file and serves it in the page.
 */
import type { SqlJsStatic } from 'sql.js';
import { openChannel } from './platform/rpc/channel';
import { lazyHandlers, ServiceLoadError } from './platform/rpc/lazyHandlers';
import type { Fatal, NoApi } from './platform/rpc/messages';
import { messagePort, type Port } from './platform/rpc/port';
import { loadSqlJs, SqlJsLoadError } from './platform/sqlite/loadSqlJs';
import type { TraceApi } from './player/traceMessages';
import type { LabApi } from './learn/lab/labProtocol';
import type { RaceApi } from './learn/race/raceProtocol';
import type { SandboxApi } from './sandbox/sandboxProtocol';
import type { CompareApi } from './player/compare/messages';

/** Every method the engine serves. */
export type EngineApi = TraceApi & LabApi & RaceApi & SandboxApi & CompareApi;

/** A failure that leaves this realm unable to serve: the caller starts a new worker. */
function fatal(error: unknown): Fatal | undefined {
  if (error instanceof ServiceLoadError) return 'start';
  // sql.js keeps a failed start for the realm's life; a fresh worker is a fresh realm. (In the page the
  // loader itself retries within the realm, src/platform/sqlite/loadSqlJs.ts.)
  if (error instanceof SqlJsLoadError) return 'realm';
  return undefined;
}

/**
 * Serves the engine's services over `port`, each service made afresh for this port. `loadSql` is the
 * engine's sql.js: by default the realm's loader, which retries a failed wasm in the same realm (the
 * engine in the page).
 */
export function serveEngine(port: Port, loadSql: () => Promise<SqlJsStatic> = loadSqlJs): void {
  openChannel<NoApi, EngineApi>(
    port,
    {
      ...lazyHandlers(() => import('./player/traceWorker'), (m) => m.traceService(loadSql), ['buildTrace', 'outlineChapters']),
      ...lazyHandlers(() => import('./learn/lab/labWorker'), (m) => m.labService(loadSql), ['runLab', 'warmLab', 'replayOrder']),
      ...lazyHandlers(() => import('./learn/race/raceWorker'), (m) => m.raceService(loadSql), ['findRace']),
      ...lazyHandlers(() => import('./sandbox/sandboxWorker'), (m) => m.sandboxService(loadSql), ['buildSandbox']),
      ...lazyHandlers(() => import('./player/compare/worker'), (m) => m.compareService(loadSql), ['compareRuns']),
    },
    { fatal },
  );
}

if (typeof WorkerGlobalScope !== 'undefined' && globalThis instanceof WorkerGlobalScope) {
  // sql.js starts loading as soon as the worker runs, beside the first service's chunk. A worker makes
  // one attempt: its failure goes to every call, which replaces the worker (a fresh realm) for Retry.
  const engine = loadSqlJs();
  engine.catch(() => {}); // reported to the calls that await it
  serveEngine(messagePort(self as DedicatedWorkerGlobalScope), () => engine);
}
