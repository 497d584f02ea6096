/**
 * The race finder's state: a vanilla zustand store over the race service. Cancelling ends the
 * worker (the explorer never yields to hear a message); the next search starts a fresh one.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { connectEngine } from '../../platform/engine';
import { problemOf, type Problem } from '../../core/problem';
import type { WorkerClient } from '../../platform/rpc/workerClient';
import type { RaceApi, RaceOutcome } from './raceProtocol';
import type { RaceVariantId } from './raceVariants';

/** What the store calls the race service through (a test may pass a fake). */
export type RaceClient = Pick<WorkerClient<RaceApi>, 'call' | 'terminate'>;

/** What a finished search found (the counterexample's schedule included). */
export type RaceResult = RaceOutcome;

export interface RaceState {
  status: 'idle' | 'searching' | 'done' | 'cancelled' | 'error';
  variant: RaceVariantId;
  runs: number;
  tried: number;
  result: RaceResult | undefined;
  /** Why the last search failed (the view words it). */
  error: Problem | undefined;
  setVariant(variant: RaceVariantId): void;
  find(seed?: number): void;
  cancel(): void;
}

export type RaceStore = StoreApi<RaceState>;

/** How many random schedules a search tries before it says none broke the store. */
export const RACE_RUNS = 1_000;

export function createRaceStore(connect: () => RaceClient, initial: RaceVariantId = 'select-then-insert'): RaceStore {
  let client: RaceClient | undefined;
  /** The search the view shows: answers to an older one are not heard. */
  let searchId = 0;
  return createStore<RaceState>()((set, get) => ({
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
      const me = ++searchId;
      client ??= connect();
      set({ status: 'searching', tried: 0, result: undefined, error: undefined });
      client
        .call('findRace', { variant: get().variant, runs: get().runs, seed }, { onProgress: ({ tried }) => me === searchId && set({ tried }) })
        .then(
          (result) => me === searchId && set({ status: 'done', tried: result.tried, result }),
          (error: unknown) => me === searchId && set({ status: 'error', error: problemOf(error) }),
        );
    },
    cancel() {
      if (get().status !== 'searching') return;
      searchId++;
      client?.terminate();
      set({ status: 'cancelled' });
    },
  }));
}

/** The race finder's engine worker (src/engineWorker.ts): its race service brings fast-check. */
export function connectRaceWorker(): RaceClient {
  return connectEngine<RaceApi>({ name: 'cloakroom-race', what: 'race' });
}
