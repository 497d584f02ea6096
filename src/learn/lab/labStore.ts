/**
 * The lab view's state: a vanilla zustand store over the lab worker. It sends `run`, `cancel` and
 * `order` requests and folds the worker's events into plain state the view renders; it runs no SQL.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { LabSettings, LabTally } from '../../core/lab';
import type { LabVersion, Trace } from '../../core/trace';
import type { LabEvent, LabRequest } from './labProtocol';
import { answeringWorker } from '../../platform/answeringWorker';
import { SandboxSafeWorker as Worker } from '../../platform/sandboxSafeWorker';
import { words } from '../../narration/words';

/** The part of a Worker the store uses (a test passes a fake). */
export interface LabPort {
  postMessage(request: LabRequest): void;
  onmessage: ((event: MessageEvent<LabEvent>) => void) | null;
}

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
  error: string | undefined;
  /** Starts the worker and warms its engine up, before the learner asks for a run. */
  prepare(): void;
  run(settings: LabSettings): void;
  cancel(): void;
  /** Replays one checkout into its own Trace (built in the worker). */
  openOrder(version: LabVersion, order: number): Promise<Trace>;
}

export type LabStore = StoreApi<LabState>;

/** Creates the store; the worker is made on the first run (`connect` is called once). */
export function createLabStore(connect: () => LabPort): LabStore {
  let port: LabPort | undefined;
  let nextId = 1;
  let runId = 0;
  const orders = new Map<number, { resolve: (trace: Trace) => void; reject: (error: Error) => void }>();

  return createStore<LabState>()((set, get) => {
    const onEvent = (event: LabEvent) => {
      const pending = orders.get(event.id);
      if (pending) {
        orders.delete(event.id);
        if (event.type === 'order') pending.resolve(event.trace);
        else pending.reject(new Error(event.type === 'error' ? event.message : words.lab.noAnswer));
        return;
      }
      if (event.id !== runId) return; // a run the learner already replaced
      switch (event.type) {
        case 'progress':
          set({ tallies: event.tallies, progress: (event.versionIndex * event.total + event.done) / (3 * event.total) });
          break;
        case 'done':
          set({ status: 'done', tallies: event.tallies, progress: 1, ms: event.ms });
          break;
        case 'cancelled':
          set({ status: 'cancelled', tallies: event.tallies });
          break;
        case 'error':
          set({ status: 'error', error: event.message });
          break;
      }
    };
    const ensurePort = () => {
      if (!port) {
        port = connect();
        port.onmessage = (e) => onEvent(e.data);
      }
      return port;
    };

    return {
      status: 'idle',
      settings: undefined,
      tallies: [],
      progress: 0,
      ms: undefined,
      error: undefined,
      prepare() {
        if (!port) ensurePort().postMessage({ type: 'warm', id: nextId++ });
      },
      run(settings) {
        runId = nextId++;
        set({ status: 'running', settings, tallies: [], progress: 0, ms: undefined, error: undefined });
        ensurePort().postMessage({ type: 'run', id: runId, settings });
      },
      cancel() {
        if (get().status !== 'running') return;
        ensurePort().postMessage({ type: 'cancel', id: runId });
      },
      openOrder(version, order) {
        const id = nextId++;
        return new Promise<Trace>((resolve, reject) => {
          orders.set(id, { resolve, reject });
          ensurePort().postMessage({ type: 'order', id, version, order });
        });
      },
    };
  });
}

/** The lab worker, as Vite bundles it: its own chunk with its own sql.js. */
export function connectLabWorker(): LabPort {
  return answeringWorker<LabRequest, LabEvent>(
    () => new Worker(new URL('./labWorker.ts', import.meta.url), { type: 'module', name: 'cloakroom-lab' }),
    (id, message) => ({ type: 'error', id, message }),
    'lab worker',
  );
}
