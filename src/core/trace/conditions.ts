import type { Beat, Trace } from './types';

/** How an actor stands after a beat: fine, crashed (down until it restarts), or paused until a virtual time. */
export type Condition = { state: 'up' } | { state: 'crashed' } | { state: 'paused'; until: number | undefined };

const UP: Condition = { state: 'up' };
const memo = new WeakMap<Trace, readonly Readonly<Record<string, Condition>>[]>();

/**
 * Each actor's condition after every beat of `trace`, followed from its crash, pause, wake and restart
 * beats (STYLE.md 11: worked out once, here, for the stage and the scene's description). Memoised, and
 * consecutive beats that changed no one's condition share one object.
 */
export function actorConditions(trace: Trace): readonly Readonly<Record<string, Condition>>[] {
  let all = memo.get(trace);
  if (all) return all;
  let conditions: Readonly<Record<string, Condition>> = Object.fromEntries(trace.actors.map((a) => [a.id, UP]));
  all = trace.beats.map((beat) => (conditions = nextConditions(conditions, beat)));
  memo.set(trace, all);
  return all;
}

/** A worker process's condition, as a caption or a takeover names it: running, frozen in a long pause (none of its requests moves), or down until it restarts. */
export type WorkerCondition = 'up' | 'frozen' | 'down';

/** `worker`'s condition once beat `index` (and everything before it) has happened; `up` before any beat. Read from `actorConditions`, as the stage draws it. */
export function workerConditionAt(trace: Trace, index: number, worker: string): WorkerCondition {
  if (index < 0 || trace.beats.length === 0) return 'up';
  const condition = actorConditions(trace)[Math.min(index, trace.beats.length - 1)]![worker];
  return condition?.state === 'crashed' ? 'down' : condition?.state === 'paused' ? 'frozen' : 'up';
}

function nextConditions(conditions: Readonly<Record<string, Condition>>, beat: Beat): Readonly<Record<string, Condition>> {
  const worker = beat.detail.type === 'worker' ? beat.detail.worker : beat.actor;
  switch (beat.kind) {
    case 'crash':
      return { ...conditions, [worker]: { state: 'crashed' } };
    case 'pause':
      return { ...conditions, [worker]: { state: 'paused', until: beat.detail.type === 'worker' ? beat.detail.untilTime : undefined } };
    case 'wake':
    case 'restart':
      return { ...conditions, [worker]: UP };
    default:
      return conditions;
  }
}
