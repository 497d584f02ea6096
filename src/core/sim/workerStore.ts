import type { Database } from 'sql.js';
import { IdempotencyStore, type KeyStore, type PauseHook, type StoreStep, type StoreVariant } from '../store/IdempotencyStore';
import type { TaskMeta } from './context';
import type { Task } from './scheduler';

/** What a worker process gives the store it makes: its clock and lock, its await points, and whether it still lives. */
export interface StoreHooks {
  worker: string;
  lockMs: number;
  now: () => number;
  variant: Partial<StoreVariant> | undefined;
  /** The scheduler's hook at the store's await points (faults, other requests). */
  pause: PauseHook;
  /** Each step of `run()`, for the Trace (this worker's). */
  onStep(step: StoreStep): void;
  /** False once this process has died (a restart is a new process, with new hooks). */
  alive(): boolean;
  /** The scheduler's running task (the request calling the store, unless another started inside it). */
  current(): Task<TaskMeta> | undefined;
  /** Runs `body` with this worker as the actor of its statements and steps (a request started inside another's). */
  actAs<T>(body: () => T): T;
}

/**
 * The store each worker process runs: the lesson's by default; a learner's (src/yourturn) where a
 * scene is played on their code. The seam is here so the scene, its faults and its Trace stay the same.
 */
export type StoreFactory = (db: Database, hooks: StoreHooks) => KeyStore;

/** The lesson's own store. */
export const lessonStore: StoreFactory = (db, { lockMs, now, variant, pause, onStep }) => new IdempotencyStore(db, { lockMs, now, variant, pause, onStep });
