import type { AwaitPoint } from '../store/IdempotencyStore';

/**
 * Where a worker can be stopped: the store's await points, the moment it picks a request up, the
 * moment before it sends the answer, and (library) inside the loan's transaction, after the insert.
 */
export type WorkerPoint = AwaitPoint | 'receive' | 'respond' | 'in-transaction';

/** A scripted fault. `occurrence` counts this worker's visits to the point, from 1 (default 1). */
export type Fault =
  /** The worker process dies there: every request it holds is never resumed. */
  | { kind: 'crash'; worker: string; at: WorkerPoint; occurrence?: number }
  /**
   * The worker freezes there for `forMs` (a long GC pause), then goes on as if nothing happened.
   * `untilTakeover`: it wakes as soon as another worker takes a key over (at most `forMs` later), so
   * its next step meets the new owner still at work: the race explorer's late save in the middle.
   */
  | { kind: 'pause'; worker: string; at: WorkerPoint; occurrence?: number; forMs: number; untilTakeover?: boolean }
  /** The worker process comes back at `atMs`, with a new store instance over the same database. */
  | { kind: 'restart'; worker: string; atMs: number }
  /** The worker process is killed at `atMs`, wherever it is (idle or not): `kill -9` on a clock. */
  | { kind: 'kill'; worker: string; atMs: number };

/** A fault anchored at a worker's point (and its visit), rather than at a time. */
export type PointFault = Extract<Fault, { at: WorkerPoint }>;

/** True for a crash or a pause at a point. */
export function atPoint(fault: Fault): fault is PointFault {
  return fault.kind === 'crash' || fault.kind === 'pause';
}

/** Thrown inside the library's transaction when a crash is scripted there, so SQLite rolls it back. */
export class WorkerCrash extends Error {
  constructor(readonly worker: string) {
    super(`${worker} crashed`);
    this.name = 'WorkerCrash';
  }
}
