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
  /** The worker freezes there for `forMs` (a long GC pause), then goes on as if nothing happened. */
  | { kind: 'pause'; worker: string; at: WorkerPoint; occurrence?: number; forMs: number }
  /** The worker process comes back at `atMs`, with a new store instance over the same database. */
  | { kind: 'restart'; worker: string; atMs: number };

/** Thrown inside the library's transaction when a crash is scripted there, so SQLite rolls it back. */
export class WorkerCrash extends Error {
  constructor(readonly worker: string) {
    super(`${worker} crashed`);
    this.name = 'WorkerCrash';
  }
}
