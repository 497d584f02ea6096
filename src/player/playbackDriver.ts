/**
 * The requestAnimationFrame driver: while the player plays, it counts frame time on the current beat
 * and calls `advance()` when `tick` says the beat is over. It only schedules; the arithmetic is in
 * `playhead.ts` and the decisions in the store. Framework-free, so a test drives it with a fake clock.
 */
import type { Beat } from '../core/trace';
import { tick } from './playhead';
import type { PlayerState, PlayerStore } from './playerState';
import { selectBeat } from './selectors';

/** The store to drive, how long a beat lasts, and the frame scheduler (rAF unless a test brings its own). */
export interface DriverOptions {
  store: PlayerStore;
  /** How long `beat` stays on screen at `speed` (see `beatDuration`). */
  durationOf(beat: Beat, state: PlayerState): number;
  requestFrame?: (callback: (time: number) => void) => number;
  cancelFrame?: (handle: number) => void;
}

/** Starts driving `store`; returns a function that stops it. */
export function startPlaybackDriver({ store, durationOf, requestFrame, cancelFrame }: DriverOptions): () => void {
  const request = requestFrame ?? ((cb) => requestAnimationFrame(cb));
  const cancel = cancelFrame ?? ((h) => cancelAnimationFrame(h));
  let handle: number | null = null;
  let lastFrame: number | null = null;
  let elapsed = 0;
  let place = placeOf(store.getState());

  const frame = (time: number) => {
    handle = null;
    const state = store.getState();
    const beat = selectBeat(state);
    if (!state.playing || !beat) return;
    const frameMs = lastFrame === null ? 0 : time - lastFrame;
    lastFrame = time;
    const result = tick({ elapsed, frameMs, duration: durationOf(beat, state), held: state.narration && state.speaking });
    elapsed = result.elapsed;
    if (result.advance) state.advance();
    schedule();
  };

  const schedule = () => {
    const state = store.getState();
    const canRun = state.playing && selectBeat(state) !== undefined;
    if (canRun && handle === null) {
      handle = request(frame);
    } else if (!canRun && handle !== null) {
      cancel(handle);
      handle = null;
    }
    if (!canRun) lastFrame = null;
  };

  const unsubscribe = store.subscribe((state) => {
    // A new beat (played on, stepped or sought) starts its own time from zero.
    const now = placeOf(state);
    if (now !== place) {
      place = now;
      elapsed = 0;
    }
    schedule();
  });
  schedule();

  return () => {
    unsubscribe();
    if (handle !== null) cancel(handle);
    handle = null;
  };
}

function placeOf(state: PlayerState): string {
  return `${state.story}/${state.chapter}/${state.cursor}/${selectBeat(state) ? 'ready' : 'waiting'}`;
}
