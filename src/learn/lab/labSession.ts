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
  /** How long the lab runs between two yields, ms; progress is posted at each. Default 30. */
  sliceMs?: number;
}

interface Current {
  id: number;
  settings: LabSettings;
  runs: LabVersionRun[];
  cancelled: boolean;
}

/**
 * The lab worker's logic, free of worker globals so Vitest runs it in Node: runs the three versions'
 * checkouts one by one, yields every `sliceMs` to hear a cancel and posts progress with the tallies;
 * keeps the last run's databases so a clicked order can be replayed into its own Trace.
 */
export function createLabSession(deps: LabSessionDeps): { handle(request: LabRequest): Promise<void> } {
  const sliceMs = deps.sliceMs ?? 30;
  let current: Current | undefined;

  const dispose = () => {
    for (const run of current?.runs ?? []) run.close();
    current = undefined;
  };

  async function run(id: number, settings: LabSettings): Promise<void> {
    if (current) current.cancelled = true;
    dispose();
    const started = deps.now();
    const SQL = await deps.loadSql();
    const me: Current = { id, settings, runs: [], cancelled: false };
    current = me;
    const tallies: LabTally[] = [];
    let lastYield = deps.now();
    for (const [versionIndex, version] of LAB_VERSIONS.entries()) {
      const lab = new LabVersionRun(SQL, version, settings);
      me.runs.push(lab);
      while (!lab.finished) {
        await lab.checkout();
        if (deps.now() - lastYield < sliceMs) continue;
        deps.post({ type: 'progress', id, versionIndex, done: lab.done, total: settings.checkouts, tallies: [...tallies, lab.tally()] });
        await deps.yieldToEvents();
        lastYield = deps.now();
        if (me.cancelled) {
          deps.post({ type: 'cancelled', id, tallies: [...tallies, lab.tally()] });
          return;
        }
      }
      tallies.push(lab.tally());
      deps.post({ type: 'progress', id, versionIndex, done: lab.done, total: settings.checkouts, tallies: [...tallies] });
    }
    deps.post({ type: 'done', id, tallies, ms: deps.now() - started });
  }

  async function order(id: number, version: LabTally['row']['version'], n: number): Promise<void> {
    const lab = current?.runs.find((r) => r.version === version);
    if (!current || !lab) throw new Error('Run the lab first: there is no checkout to replay.');
    const trace = await buildOrderTrace(await deps.loadSql(), current.settings, lab.order(n), lab.ledgerCharges(n));
    deps.post({ type: 'order', id, trace });
  }

  return {
    async handle(request) {
      try {
        if (request.type === 'run') await run(request.id, request.settings);
        else if (request.type === 'cancel') {
          if (current?.id === request.id) current.cancelled = true;
        } else await order(request.id, request.version, request.order);
      } catch (error) {
        deps.post({ type: 'error', id: request.id, message: error instanceof Error ? error.message : String(error) });
      }
    },
  };
}
