/**
 * Two runs of one scene on one Timeline, aligned by virtual time (DESIGN.md, "Compare and branches").
 *
 * The rule: every step of the Timeline is a moment of the scene, and each side shows its latest beat
 * at or before that moment. Both runs usually do several things in one millisecond (a takeover, the
 * lost takeover, the 409), so within one moment the k-th beat of A and the k-th beat of B are one
 * step together, in their own order; a side with fewer beats at that moment stays on its last one
 * there, and a side with none at that moment shows its latest beat before it. Where both runs do the
 * same things at the same times, the Timeline has as many steps as each has beats, paired one for one.
 */
import type { Trace } from '../core/trace';

/** One step of the compare Timeline: the beat each side shows (-1: that side has no beat yet). */
export interface AlignedStep {
  /** The moment, ms of virtual time. */
  time: number;
  a: number;
  b: number;
  /** Which sides have a beat of their own at this step (the other one stays where it was). */
  moves: 'both' | 'a' | 'b';
}

/** Each side's beats grouped by moment, in time order: `[time, first index, count]`. */
function moments(trace: Pick<Trace, 'beats'>): [number, number, number][] {
  const out: [number, number, number][] = [];
  trace.beats.forEach((beat, i) => {
    const last = out.at(-1);
    if (last && last[0] === beat.time) last[2]++;
    else out.push([beat.time, i, 1]);
  });
  return out;
}

/** The compare Timeline of `a` and `b` (see the rule above). Both sides' beats appear, each once, in order. */
export function alignByTime(a: Pick<Trace, 'beats'>, b: Pick<Trace, 'beats'>): AlignedStep[] {
  const ma = moments(a);
  const mb = moments(b);
  const steps: AlignedStep[] = [];
  let ia = 0;
  let ib = 0;
  let shownA = -1;
  let shownB = -1;
  while (ia < ma.length || ib < mb.length) {
    const ta = ma[ia]?.[0] ?? Infinity;
    const tb = mb[ib]?.[0] ?? Infinity;
    const time = Math.min(ta, tb);
    const atA = ta === time ? ma[ia++]! : undefined;
    const atB = tb === time ? mb[ib++]! : undefined;
    const n = Math.max(atA?.[2] ?? 0, atB?.[2] ?? 0);
    for (let k = 0; k < n; k++) {
      const movesA = atA !== undefined && k < atA[2];
      const movesB = atB !== undefined && k < atB[2];
      if (movesA) shownA = atA[1] + k;
      if (movesB) shownB = atB[1] + k;
      steps.push({ time, a: shownA, b: shownB, moves: movesA && movesB ? 'both' : movesA ? 'a' : 'b' });
    }
  }
  return steps;
}

/** The first step that shows `beat` of `side` (where the Timeline lands when that side's beat is asked for). */
export function stepOfBeat(steps: readonly AlignedStep[], side: 'a' | 'b', beat: number): number {
  // Steps show each side's beats in order, so the first step at or past `beat` shows it.
  let lo = 0;
  let hi = steps.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (steps[mid]![side] < beat) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
