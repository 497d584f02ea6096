/**
 * The playback arithmetic, as pure functions of plain data (Remotion's `calculate-next-frame` is the
 * model): where the next beat is, how long a beat stays on screen at a speed, where a chapter starts
 * and ends, and what "playing on" from a beat or a chapter's end means. No timers, no DOM, no store: the rAF
 * driver and the zustand store call these and only schedule.
 */
import type { BeatKind } from '../core/trace';

/** A place in the lesson: the chapter's position in the chapter list and the beat within that chapter. */
export interface Playhead {
  chapter: number;
  beat: number;
}

/** The speeds the `<`/`>` keys step through; the URL may ask for any value in between. */
export const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
/** The slowest and fastest speeds. */
export const MIN_SPEED = SPEEDS[0];
export const MAX_SPEED = SPEEDS[SPEEDS.length - 1];

/**
 * How long a beat of each kind needs at 1× before anything else is considered: long enough for a
 * message to travel or a row to change and the eye to follow it.
 */
const BASE_MS: Record<BeatKind, number> = {
  send: 1400,
  deliver: 1400,
  lose: 1800,
  receive: 1200,
  sql: 2000,
  decide: 1800,
  charge: 1800,
  crash: 2200,
  pause: 2000,
  wake: 1800,
  restart: 1800,
  respond: 1400,
  timeout: 1800,
  wait: 1600,
  result: 2000,
  'give-up': 2200,
  prune: 2200,
  note: 2400,
};

/** Reading pace for captions: a slow classroom pace (about 200 words a minute) plus a moment to look. */
const MS_PER_WORD = 300;
const LOOK_MS = 900;

/**
 * How long a beat stays on screen at `speed`: the longer of its kind's time and the time a learner
 * needs to read its caption (`words`). Speed divides the whole.
 */
export function beatDuration(beat: { kind: BeatKind; words: number }, speed: number): number {
  const reading = beat.words * MS_PER_WORD + LOOK_MS;
  return Math.max(BASE_MS[beat.kind], reading) / clampSpeed(speed);
}

/** A speed inside 0.5×–2×. */
export function clampSpeed(speed: number): number {
  if (!Number.isFinite(speed)) return 1;
  return Math.min(MAX_SPEED, Math.max(MIN_SPEED, speed));
}

/** The next listed speed above (`direction` 1) or below (-1) `speed`; stays put at either end. */
export function stepSpeed(speed: number, direction: 1 | -1): number {
  const current = clampSpeed(speed);
  const candidates = direction === 1 ? SPEEDS.filter((s) => s > current + 1e-9) : SPEEDS.filter((s) => s < current - 1e-9).reverse();
  return candidates[0] ?? current;
}

/** The first and last beat index of a chapter with `beatCount` beats (beats count from 0 within a chapter). */
export function chapterBounds(beatCount: number): { first: number; last: number } {
  return { first: 0, last: Math.max(0, beatCount - 1) };
}

/** `beat` kept inside its chapter. */
export function clampBeat(beat: number, beatCount: number): number {
  const { first, last } = chapterBounds(beatCount);
  if (!Number.isFinite(beat)) return first;
  return Math.min(last, Math.max(first, Math.trunc(beat)));
}

/** One beat forward within the chapter; null at its last beat (stepping never leaves a chapter). */
export function nextBeat(at: Playhead, beatCount: number): Playhead | null {
  return at.beat + 1 < beatCount ? { chapter: at.chapter, beat: at.beat + 1 } : null;
}

/** One beat back within the chapter; null at its first beat. */
export function previousBeat(at: Playhead): Playhead | null {
  return at.beat > 0 ? { chapter: at.chapter, beat: at.beat - 1 } : null;
}

/**
 * Where playback goes when the beat at `at` has had its time: the next beat, or — from a chapter's
 * last beat — the first beat of the next chapter; `'end'` after the last chapter.
 */
export function playOn(at: Playhead, beatCount: number, chapterCount: number): Playhead | 'end' {
  const next = nextBeat(at, beatCount);
  if (next) return next;
  return at.chapter + 1 < chapterCount ? { chapter: at.chapter + 1, beat: 0 } : 'end';
}

/** Where a beat that has had its time stands: what `afterBeat` decides from. Plain data. */
export interface BeatEnd {
  /** The beat that has had its time. */
  at: Playhead;
  beatCount: number;
  chapterCount: number;
  /** An extra scene plays in place of the chapter's own: it stops at its end instead of playing on. */
  scene: boolean;
  /** The last beat of the clip playing in this chapter; null: the chapter's own last beat ends it. */
  clipEnd: number | null;
  /** Play on into the next chapter from a chapter's end. */
  continueOn: boolean;
}

/**
 * What playback does next: move on to `beat` in the same chapter (or scene); `stop` at an extra
 * scene's end; or `finish` the chapter (its last beat or the clip's has had its time), then enter
 * chapter `next` from its start, or stay with nothing after it (`next` null: ended).
 */
export type AfterBeat = { then: 'beat'; beat: number } | { then: 'stop' } | { then: 'finish'; next: number | null };

/**
 * What playback does once a beat has had its time, as a pure function of plain data (Remotion's
 * `calculate-next-frame`): the store only applies the answer.
 */
export function afterBeat({ at, beatCount, chapterCount, scene, clipEnd, continueOn }: BeatEnd): AfterBeat {
  if (scene) {
    const next = nextBeat(at, beatCount);
    return next ? { then: 'beat', beat: next.beat } : { then: 'stop' };
  }
  const next = clipEnd === at.beat ? 'end' : playOn(at, beatCount, chapterCount);
  if (next !== 'end' && next.chapter === at.chapter) return { then: 'beat', beat: next.beat };
  return { then: 'finish', next: next === 'end' || !continueOn ? null : next.chapter };
}

/** The chapter `offset` chapters away (±1 for next/previous), or null past either end. */
export function neighbourChapter(chapter: number, offset: number, chapterCount: number): number | null {
  const target = chapter + offset;
  return target >= 0 && target < chapterCount ? target : null;
}

/** What one animation frame does to the time spent on the current beat. */
export interface TickInput {
  /** Time already spent on the current beat, ms. */
  elapsed: number;
  /** Time since the previous frame, ms. */
  frameMs: number;
  /** The beat's duration at the current speed (`beatDuration`). */
  duration: number;
  /** True while something holds the beat on screen (its sentence is still being spoken). */
  held: boolean;
}

/**
 * Adds one frame's time and says whether the beat is over. A held beat keeps counting but never
 * ends; a long frame (a background tab) counts as one beat at most, so playback never skips beats.
 */
export function tick({ elapsed, frameMs, duration, held }: TickInput): { elapsed: number; advance: boolean } {
  const next = elapsed + Math.max(0, Math.min(frameMs, duration));
  if (held || next < duration) return { elapsed: next, advance: false };
  return { elapsed: 0, advance: true };
}
