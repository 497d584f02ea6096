/**
 * The lab view's state: a vanilla zustand store over the lab service. It calls `runLab` and
 * `replayOrder` and folds their progress and replies into plain state the view renders; it runs no SQL.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { LabSettings, LabTally } from '../../core/lab';
import type { LabVersion, Trace } from '../../core/trace';
import { connectEngine } from '../../platform/engine';
import { problemOf, type Problem } from '../../core/problem';
import type { WorkerClient } from '../../platform/rpc/workerClient';
import type { LabApi } from './labProtocol';

/** What the store calls the lab service through (a test may pass a fake). */
export type LabClient = Pick<WorkerClient<LabApi>, 'call'>;

export type LabStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'error';

export interface LabState {
  status: LabStatus;
  settings: LabSettings | undefined;
  /** Finished versions, then the one running. */
  tallies: LabTally[];
  /** 0…1 over all three versions. */
  progress: number;
  /** How long the finished run took in the worker, ms (sql.js start included). */
  ms: number | undefined;
  /** Why the last run failed (the view words it). */
  error: Problem | undefined;
  /** Starts the worker and warms its engine up, before the learner asks for a run. */
  prepare(): void;
  run(settings: LabSettings): void;
  cancel(): void;
  /** Replays one checkout into its own Trace (built in the worker). */
  openOrder(version: LabVersion, order: number): Promise<Trace>;
}

export type LabStore = StoreApi<LabState>;

/** Creates the store; the worker is made on the first call (`connect` is called once). */
export function createLabStore(connect: () => LabClient): LabStore {
  let client: LabClient | undefined;
  /** The run the view shows; a run it replaced may still answer, and is not heard. */
  let current: { cancel: AbortController } | undefined;
  const lab = () => (client ??= connect());

  return createStore<LabState>()((set, get) => ({
    status: 'idle',
    settings: undefined,
    tallies: [],
    progress: 0,
    ms: undefined,
    error: undefined,
    prepare() {
      if (!client) lab().call('warmLab', undefined).catch(() => {}); // a failure shows on the run that follows
    },
    run(settings) {
      const me = { cancel: new AbortController() };
      current = me;
      set({ status: 'running', settings, tallies: [], progress: 0, ms: undefined, error: undefined });
      const heard = () => current === me;
      lab()
        .call('runLab', settings, {
          signal: me.cancel.signal,
          onProgress: (p) => {
            if (heard()) set({ tallies: p.tallies, progress: (p.versionIndex * p.total + p.done) / (3 * p.total) });
          },
        })
        .then(
          (outcome) => {
            if (!heard()) return;
            if (outcome.kind === 'done') set({ status: 'done', tallies: outcome.tallies, progress: 1, ms: outcome.ms });
            else set({ status: 'cancelled', tallies: outcome.tallies });
          },
          (error: unknown) => {
            if (heard()) set({ status: 'error', error: problemOf(error) });
          },
        );
    },
    cancel() {
      if (get().status === 'running') current?.cancel.abort();
    },
    openOrder(version, order) {
      return lab().call('replayOrder', { version, order });
    },
  }));
}

/** The lab's engine worker (src/engineWorker.ts), whose lab service runs the checkouts. */
export function connectLabWorker(): LabClient {
  return connectEngine<LabApi>({ name: 'cloakroom-lab', what: 'lab' });
}
