import type { SqlJsStatic } from 'sql.js';
import { buildOrderTrace, LAB_VERSIONS, LabVersionRun, type LabSettings, type LabTally } from '../../core/lab';
import type { CallContext, Handlers } from '../../platform/rpc/channel';
import { Refusal } from '../../core/problem';
import type { LabApi, LabOutcome, LabProgress } from './labProtocol';

export interface LabSessionDeps {
  loadSql(): Promise<SqlJsStatic>;
  /** A clock for time slices (ms). */
  now(): number;
  /** Resolves once pending messages have been handled (see `createYielder`). */
  yieldToEvents(): Promise<void>;
  /** How long the lab runs between two yields, ms; progress is reported at each. Default 50 (twenty updates a second: smooth, and little work for the page). */
  sliceMs?: number;
}

interface Current {
  settings: LabSettings;
  runs: LabVersionRun[];
  /** Set by a newer run; the caller's own cancel aborts the run's signal. */
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
 * The lab service's logic, free of worker globals so Vitest runs it in Node: runs the three versions'
 * checkouts one by one, yields every `sliceMs` to hear a cancel and reports progress with the tallies;
 * keeps the last run's databases so a clicked order can be replayed into its own Trace.
 */
export function createLabSession(deps: LabSessionDeps): Handlers<LabApi> {
  const sliceMs = deps.sliceMs ?? 50;
  let current: Current | undefined;

  const close = (c: Current) => {
    for (const run of c.runs) run.close();
  };

  async function run(settings: LabSettings, { progress, signal }: CallContext<LabProgress>, silent = false): Promise<LabOutcome> {
    // A run still going closes its own databases when it sees it was cancelled; a finished one is closed here.
    if (current?.running) current.cancelled = true;
    else if (current) close(current);
    const started = deps.now();
    const SQL = await deps.loadSql();
    const me: Current = { settings, runs: [], cancelled: false, silent, running: true };
    current = me;
    const report = silent ? () => {} : progress;
    const tallies: LabTally[] = [];
    let lastYield = deps.now();
    for (const [versionIndex, version] of LAB_VERSIONS.entries()) {
      const lab = new LabVersionRun(SQL, version, settings);
      me.runs.push(lab);
      while (!lab.finished) {
        await lab.checkout();
        if (deps.now() - lastYield < sliceMs) continue;
        report({ versionIndex, done: lab.done, total: settings.checkouts, tallies: [...tallies, lab.tally()] });
        await deps.yieldToEvents();
        lastYield = deps.now();
        if (me.cancelled || signal.aborted) {
          const cancelled: LabOutcome = { kind: 'cancelled', tallies: [...tallies, lab.tally()] }; // counted before its databases close
          me.running = false;
          if (current !== me || silent) close(me);
          return cancelled;
        }
      }
      tallies.push(lab.tally());
      report({ versionIndex, done: lab.done, total: settings.checkouts, tallies: [...tallies] });
    }
    me.running = false;
    if (silent) close(me);
    return { kind: 'done', tallies, ms: deps.now() - started };
  }

  return {
    runLab: (settings, context) => run(settings, context),
    async warmLab(_request, context) {
      await run(WARM_UP, context, true);
    },
    async replayOrder({ version, order }) {
      const lab = current?.silent || current?.running ? undefined : current?.runs.find((r) => r.version === version);
      if (!current || !lab) throw new Refusal({ kind: 'labNotRun' });
      return buildOrderTrace(await deps.loadSql(), current.settings, lab.order(order), lab.ledgerCharges(order));
    },
  };
}
