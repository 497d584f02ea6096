/**
 * How a worker process stands at a beat (STYLE.md 11: worked out once, here): running, frozen in a
 * long pause (the whole process: none of its requests moves), or down from a crash or a kill until it
 * restarts. Read from the worker's own pause, wake, crash and restart beats.
 */
import type { Beat } from './types';

export type WorkerCondition = 'up' | 'frozen' | 'down';

/** `worker`'s condition once beat `index` (and everything before it) has happened; `up` before any beat. */
export function workerConditionAt(beats: readonly Beat[], index: number, worker: string): WorkerCondition {
  let condition: WorkerCondition = 'up';
  for (let i = 0; i <= Math.min(index, beats.length - 1); i++) {
    const beat = beats[i]!;
    if (beat.actor !== worker) continue;
    if (beat.kind === 'pause') condition = 'frozen';
    else if (beat.kind === 'wake' || beat.kind === 'restart') condition = 'up';
    else if (beat.kind === 'crash') condition = 'down';
  }
  return condition;
}
