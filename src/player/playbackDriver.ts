/**
 * The requestAnimationFrame driver: while something plays, it counts frame time on where it stands
 * and calls `advance()` when `tick` says that place's time is over. It only schedules; the arithmetic
 * is in `playhead.ts` and the decisions in the store. Framework-free, so a test drives it with a fake
 * clock. It drives the player (`startPlaybackDriver`) and, through the same loop, a comparison's
 * Timeline (`drive` with a `Playable` of its own).
 */
import type { Beat } from '../core/trace';
import { tick } from './playhead';
import type { PlayerState, PlayerStore } from './playerState';
import { selectBeat } from './selectors';

/** How the frame scheduler is reached (rAF unless a test brings its own). */
export interface Frames {
  requestFrame?: (callback: (time: number) => void) => number;
  cancelFrame?: (handle: number) => void;
}

/** What the driver plays: where it stands and for how long, and the verb that moves it on. */
export interface Playable {
  subscribe(listener: () => void): () => void;
  /** Playing or not; the place (a new one starts its time from zero); how long it lasts, or undefined while there is nothing to play yet; whether it is held (a sentence being spoken). */
  now(): { playing: boolean; place: string; duration: number | undefined; held: boolean };
  advance(): void;
}

/** The store to drive, how long a beat lasts, and the frame scheduler. */
export interface DriverOptions extends Frames {
  store: PlayerStore;
  /** How long `beat` stays on screen at `speed` (see `beatDuration`). */
  durationOf(beat: Beat, state: PlayerState): number;
}

/** Starts driving the player `store`; returns a function that stops it. */
export function startPlaybackDriver({ store, durationOf, ...frames }: DriverOptions): () => void {
  return drive(
    {
      subscribe: (listener) => store.subscribe(listener),
      now() {
        const state = store.getState();
        const beat = selectBeat(state);
        return { playing: state.playing, place: placeOf(state), duration: beat && durationOf(beat, state), held: state.narration && state.speaking };
      },
      advance: () => store.getState().advance(),
    },
    frames,
  );
}

/** Starts driving `playable`; returns a function that stops it. */
export function drive(playable: Playable, { requestFrame, cancelFrame }: Frames = {}): () => void {
  const request = requestFrame ?? ((cb) => requestAnimationFrame(cb));
  const cancel = cancelFrame ?? ((h) => cancelAnimationFrame(h));
  let handle: number | null = null;
  let lastFrame: number | null = null;
  let elapsed = 0;
  let place = playable.now().place;

  const frame = (time: number) => {
    handle = null;
    const now = playable.now();
    if (!now.playing || now.duration === undefined) return;
    const frameMs = lastFrame === null ? 0 : time - lastFrame;
    lastFrame = time;
    const result = tick({ elapsed, frameMs, duration: now.duration, held: now.held });
    elapsed = result.elapsed;
    if (result.advance) playable.advance();
    schedule();
  };

  const schedule = () => {
    const now = playable.now();
    const canRun = now.playing && now.duration !== undefined;
    if (canRun && handle === null) {
      handle = request(frame);
    } else if (!canRun && handle !== null) {
      cancel(handle);
      handle = null;
    }
    if (!canRun) lastFrame = null;
  };

  const unsubscribe = playable.subscribe(() => {
    // A new place (played on, stepped or sought) starts its own time from zero.
    const now = playable.now().place;
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
