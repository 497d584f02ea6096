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
