/**
 * Calls of `run()` as the Trace recorded them (STYLE.md 11: worked out once, here): which worker made
 * the call on which key, the store steps it has taken by a beat, whether it is over, whether its worker
 * died first, and whether its work has begun. The decision diagram lights its nodes from this.
 */
import type { StoreStep } from '../store/IdempotencyStore';
import type { Beat } from './types';

/** Steps after which that call of `run()` is over. */
const LAST_STEPS = new Set<StoreStep['step']>([
  'mismatch',
  'replayed',
  'in-flight',
  'vanished',
  'takeover-lost',
  'saved',
  'save-fenced',
  'released',
  'release-fenced',
]);

/** One call of `run()` as far as a beat. */
export interface RunCallAt {
  /** The worker whose call this is, and the key it works on. */
  actor: string;
  key: string;
  /** Its store steps so far, in order. */
  steps: StoreStep[];
  /** The beat of its latest step. */
  lastStepBeat: number;
  /** Its latest step ended it. */
  over: boolean;
  /** Its worker died after its latest step: this call never finishes. */
  crashed: boolean;
  /** It holds the key and its work (the charge, the loan) has begun at this beat. */
  working: boolean;
}

/** The store step a beat records, if any: a decision, or the store's reading of its own write. */
export function stepOf(beat: Beat): StoreStep | undefined {
  if (beat.detail.type === 'store') return beat.detail.step;
  if (beat.detail.type === 'sql') return beat.detail.step;
  return undefined;
}

/** The most recent call of `run()` at or before `cursor`, with every step it has taken so far. */
export function runCallAt(beats: readonly Beat[], cursor: number): RunCallAt | undefined {
  const at = Math.min(cursor, beats.length - 1);
  let end = -1;
  for (let i = at; i >= 0; i--) {
    if (stepOf(beats[i]!)) {
      end = i;
      break;
    }
  }
  if (end < 0) return undefined;
  const last = beats[end]!;
  const lastStep = stepOf(last)!;
  const steps: StoreStep[] = [lastStep];
  // Walk back through the same worker's steps on the same key until the previous call ended.
  for (let i = end - 1; i >= 0; i--) {
    const step = stepOf(beats[i]!);
    if (!step || beats[i]!.actor !== last.actor || step.key !== lastStep.key) continue;
    if (LAST_STEPS.has(step.step)) break;
    steps.unshift(step);
  }
  const crashed = beats.slice(end + 1, cursor + 1).some((b) => b.actor === last.actor && b.kind === 'crash');
  const working = beats[at]!.claims?.some((c) => c.holder === last.actor && c.key === lastStep.key && c.working) ?? false;
  return { actor: last.actor, key: lastStep.key, steps, lastStepBeat: end, over: LAST_STEPS.has(lastStep.step), crashed, working };
}
