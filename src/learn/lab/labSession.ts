import type { SqlJsStatic } from 'sql.js';
import { buildOrderTrace, LAB_VERSIONS, LabVersionRun, type LabSettings, type LabTally } from '../../core/lab';
import type { LabEvent, LabRequest } from './labProtocol';

export interface LabSessionDeps {
  loadSql(): Promise<SqlJsStatic>;
  post(event: LabEvent): void;
  /** A clock for time slices (ms). */
  now(): number;
  /** Resolves once pending messages have been handled (see `createYielder`). */
  yieldToEvents(): Promise<void>;
  /** How long the lab runs between two yields, ms; progress is posted at each. Default 50 (twenty updates a second: smooth, and little work for the page). */
  sliceMs?: number;
}

interface Current {
  id: number;
  settings: LabSettings;
  runs: LabVersionRun[];
  cancelled: boolean;
  /** A warm-up: reports nothing and keeps nothing. */
  silent: boolean;
  running: boolean;
}

/**
 * A warm-up the page asks for when the lab view opens: a short run whose results nobody sees. It has
 * the engine compiled (sql.js's wasm and the hot JavaScript reach their optimising tier) before the
 * learner's first run; a real run preempts it at its next slice.
 */
export const WARM_UP: LabSettings = { story: 'payflow', checkouts: 4_000, loss: 0.2, attempts: 5, seed: 1 };

/**
 * The lab worker's logic, free of worker globals so Vitest runs it in Node: runs the three versions'
 * checkouts one by one, yields every `sliceMs` to hear a cancel and posts progress with the tallies;
 * keeps the last run's databases so a clicked order can be replayed into its own Trace.
 */
export function createLabSession(deps: LabSessionDeps): { handle(request: LabRequest): Promise<void> } {
  const sliceMs = deps.sliceMs ?? 50;
  let current: Current | undefined;

  const close = (c: Current) => {
    for (const run of c.runs) run.close();
  };

  async function run(id: number, settings: LabSettings, silent = false): Promise<void> {
    // A run still going closes its own databases when it sees it was cancelled; a finished one is closed here.
    if (current?.running) current.cancelled = true;
    else if (current) close(current);
    const started = deps.now();
    const SQL = await deps.loadSql();
    const me: Current = { id, settings, runs: [], cancelled: false, silent, running: true };
    current = me;
    const post = silent ? () => {} : deps.post;
    const tallies: LabTally[] = [];
    let lastYield = deps.now();
    for (const [versionIndex, version] of LAB_VERSIONS.entries()) {
      const lab = new LabVersionRun(SQL, version, settings);
      me.runs.push(lab);
      while (!lab.finished) {
        await lab.checkout();
        if (deps.now() - lastYield < sliceMs) continue;
        post({ type: 'progress', id, versionIndex, done: lab.done, total: settings.checkouts, tallies: [...tallies, lab.tally()] });
        await deps.yieldToEvents();
        lastYield = deps.now();
        if (me.cancelled) {
          post({ type: 'cancelled', id, tallies: [...tallies, lab.tally()] });
          me.running = false;
          if (current !== me || silent) close(me);
          return;
        }
      }
      tallies.push(lab.tally());
      post({ type: 'progress', id, versionIndex, done: lab.done, total: settings.checkouts, tallies: [...tallies] });
    }
    me.running = false;
    if (silent) close(me);
    post({ type: 'done', id, tallies, ms: deps.now() - started });
  }

  async function order(id: number, version: LabTally['row']['version'], n: number): Promise<void> {
    const lab = current?.silent || current?.running ? undefined : current?.runs.find((r) => r.version === version);
    if (!current || !lab) throw new Error('Run the lab to its end first: there is no checkout to replay.');
    const trace = await buildOrderTrace(await deps.loadSql(), current.settings, lab.order(n), lab.ledgerCharges(n));
    deps.post({ type: 'order', id, trace });
  }

  return {
    async handle(request) {
      try {
        if (request.type === 'run') await run(request.id, request.settings);
        else if (request.type === 'warm') await run(request.id, WARM_UP, true);
        else if (request.type === 'cancel') {
          if (current?.id === request.id) current.cancelled = true;
        } else await order(request.id, request.version, request.order);
      } catch (error) {
        deps.post({ type: 'error', id: request.id, message: error instanceof Error ? error.message : String(error) });
      }
    },
  };
}
