import type { Database } from 'sql.js';
import type { Connection } from '../sqlite/connection';
import type { StoreStep } from '../store/IdempotencyStore';
import type { TraceRecorder } from '../trace/recorder';
import type { BeatDetail, BeatKind, CaptionRef } from '../trace/types';
import type { Prng } from './prng';
import type { Scheduler, Task } from './scheduler';

/** What every task carries: the actor it currently acts as (a request task becomes a worker's when served). */
export interface TaskMeta {
  actor: string;
  /** The worker process this task runs in, if any: a crash of that worker kills the task. */
  worker?: string;
}

/** Everything the actors of one scene share. */
export interface SimContext {
  db: Database;
  sql: Connection;
  sched: Scheduler;
  prng: Prng;
  /** Records a beat; a no-op when the scene is not recorded (the lab, the explorer). */
  beat(actor: string, kind: BeatKind, detail: BeatDetail, caption: CaptionRef): void;
  recorder: TraceRecorder | undefined;
  /** Extra observers (the explorer's invariants). */
  onStep?: (step: StoreStep, task: Task<TaskMeta> | undefined) => void;
  /** The task running now. */
  current(): Task<TaskMeta> | undefined;
  /**
   * Set while a request runs inside another's statement (a learner's store, src/yourturn): the worker
   * its statements and steps belong to, though the scheduler's running task is the other one.
   */
  acting?: string;
}
