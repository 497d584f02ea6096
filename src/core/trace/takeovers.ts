/**
 * Every takeover of a stale lock in a Trace, worked out once (STYLE.md 11): who took which key over,
 * with compare-and-set or blind, and whose claim it took — a worker that died holding it, or one that
 * is still alive (frozen, or still waiting on its work: lockMs was shorter than the work).
 */
import type { StoreStep } from '../store/IdempotencyStore';
import { partsOf } from './together';
import type { Beat, Trace } from './types';
import { workerConditionAt, type WorkerCondition } from './conditions';

/** How a takeover's UPDATE was written: with the old token in its WHERE (compare-and-set), or without it (blind). */
export type TakeoverHow = 'compare-and-set' | 'blind';

/** A takeover's UPDATE, read from its SQL: compare-and-set asks for the old locked_at in its WHERE. */
export function takeoverHow(sql: string): TakeoverHow {
  return /WHERE .*\blocked_at = \?/i.test(sql) ? 'compare-and-set' : 'blind';
}

export interface Takeover {
  /** The beat whose UPDATE took the key over. */
  beat: number;
  worker: string;
  /** The row's key, as the store holds it (scoped by client). */
  key: string;
  how: TakeoverHow;
  oldLockedAt: number;
  lockedAt: number;
  /** Whose token the row carried until then, and how that worker stood: null when no worker's was (a restarted process's). */
  from: { worker: string; condition: WorkerCondition } | null;
}

type TookOver = Extract<StoreStep, { step: 'took-over' }>;

const found = new WeakMap<Trace, readonly Takeover[]>();

/** Every takeover in `trace`, in order (memoised: a Trace never changes). */
export function takeoversIn(trace: Trace): readonly Takeover[] {
  let all = found.get(trace);
  if (all) return all;
  all = trace.beats.flatMap((beat) =>
    partsOf(beat).flatMap(({ actor, detail }) => {
      if (detail.type !== 'sql' || detail.step?.step !== 'took-over') return [];
      const step = detail.step as TookOver;
      return [{ beat: beat.index, worker: actor, key: step.key, how: takeoverHow(detail.sql), oldLockedAt: step.oldLockedAt, lockedAt: step.lockedAt, from: previousHolder(trace, beat, step) }];
    }),
  );
  found.set(trace, all);
  return all;
}

/** The worker whose token was the row's locked_at just before `beat`, alive or dead, and its condition then. */
function previousHolder(trace: Trace, beat: Beat, step: TookOver): Takeover['from'] {
  const claim = trace.beats[beat.index - 1]?.claims?.find((c) => c.key === step.key && c.lockedAt === step.oldLockedAt);
  const worker = claim?.holder ?? claim?.deadHolder;
  return worker ? { worker, condition: workerConditionAt(trace, beat.index - 1, worker) } : null;
}
