/**
 * The race finder's state: a vanilla zustand store over the explorer's worker. Cancelling ends the
 * worker (the explorer never yields to hear a message); the next search starts a fresh one.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Trace } from '../../core/trace';
import type { RaceEvent, RaceRequest } from './raceProtocol';
import { SandboxSafeWorker as Worker } from '../../platform/sandboxSafeWorker';
import type { RaceVariantId } from './raceVariants';

/** The part of a Worker the store uses (a test passes a fake). */
export interface RacePort {
  postMessage(request: RaceRequest): void;
  onmessage: ((event: MessageEvent<RaceEvent>) => void) | null;
  terminate(): void;
}

export type RaceResult =
  | { kind: 'held'; tried: number; ms: number }
  | { kind: 'found'; tried: number; foundAfter: number; shrinks: number; ms: number; broken: string[]; trace: Trace };

export interface RaceState {
  status: 'idle' | 'searching' | 'done' | 'cancelled' | 'error';
  variant: RaceVariantId;
  runs: number;
  tried: number;
  result: RaceResult | undefined;
  error: string | undefined;
  setVariant(variant: RaceVariantId): void;
  find(seed?: number): void;
  cancel(): void;
}

export type RaceStore = StoreApi<RaceState>;

/** How many random schedules a search tries before it says none broke the store. */
export const RACE_RUNS = 1_000;

export function createRaceStore(connect: () => RacePort, initial: RaceVariantId = 'select-then-insert'): RaceStore {
  let port: RacePort | undefined;
  let searchId = 0;
  return createStore<RaceState>()((set, get) => {
    const onEvent = (event: RaceEvent) => {
      if (event.id !== searchId) return;
      switch (event.type) {
        case 'progress':
          set({ tried: event.tried });
          break;
        case 'held':
          set({ status: 'done', tried: event.tried, result: { kind: 'held', tried: event.tried, ms: event.ms } });
          break;
        case 'found': {
          const { tried, foundAfter, shrinks, ms, broken, trace } = event;
          set({ status: 'done', tried, result: { kind: 'found', tried, foundAfter, shrinks, ms, broken, trace } });
          break;
        }
        case 'error':
          set({ status: 'error', error: event.message });
          break;
      }
    };
    return {
      status: 'idle',
      variant: initial,
      runs: RACE_RUNS,
      tried: 0,
      result: undefined,
      error: undefined,
      setVariant(variant) {
        if (get().status === 'searching') get().cancel();
        set({ variant, status: 'idle', result: undefined, tried: 0 });
      },
      find(seed = 1) {
        if (get().status === 'searching') get().cancel();
        searchId++;
        if (!port) {
          port = connect();
          port.onmessage = (e) => onEvent(e.data);
        }
        set({ status: 'searching', tried: 0, result: undefined, error: undefined });
        port.postMessage({ type: 'find', id: searchId, variant: get().variant, runs: get().runs, seed });
      },
      cancel() {
        if (get().status !== 'searching') return;
        port?.terminate();
        port = undefined;
        set({ status: 'cancelled' });
      },
    };
  });
}

/** The race finder's worker, as Vite bundles it: its own chunk, with fast-check and sql.js. */
export function connectRaceWorker(): RacePort {
  return new Worker(new URL('./raceWorker.ts', import.meta.url), { type: 'module', name: 'cloakroom-race' }) as unknown as RacePort;
}
