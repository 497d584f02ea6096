import type { Trace } from '../../core/trace';
import type { PlayerStore } from '../../player/playerState';
import { selectTrace } from '../../player/selectors';
import { beatAnnouncement, changesSince, sameScene, verdictAnnouncement, type ToldBeat } from './announcements';

/** How long the learner's hand must rest before the beat it stopped on is told (PhET waits for a scrub to end). */
export const SETTLE_MS = 500;

/** The clock the announcer waits on: the page's timers, or a test's fake ones. */
export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/**
 * Tells a screen reader each beat once (DESIGN.md, "Every learner"), by calling `say`:
 * - a beat reached by playing on is told at once: its caption;
 * - a beat reached by the learner's hand (a step, the Timeline, a key held down, a chapter jump) is told
 *   only once nothing has moved for `settleMs`: its caption and what changed since the beat last told;
 * - a scene built again in place (a sandbox action, a break switch) tells the Checks whose verdict changed.
 * Beats are told only while captions are on, as the captions region shows them. Returns the unsubscribe.
 */
export function announceBeats(player: PlayerStore, say: (text: string) => void, timers: Timers, settleMs = SETTLE_MS): () => void {
  /** The last Trace on screen, and the last beat told. */
  let seen: Trace | undefined;
  let told: ToldBeat | undefined;
  let pending: unknown;

  const cancel = () => {
    if (pending !== undefined) timers.clear(pending);
    pending = undefined;
  };
  const tell = (byHand: boolean) => {
    pending = undefined;
    const state = player.getState();
    const trace = selectTrace(state);
    if (!trace || !state.captions) return;
    const since = told;
    told = { trace, index: state.cursor };
    // Back on the beat last told, or on the same beat of a scene built again, with nothing changed: nothing new to hear.
    const back = since !== undefined && sameScene(since.trace, trace) && since.index === state.cursor;
    if (byHand && back && changesSince(trace, state.cursor, since).length === 0) return;
    const text = beatAnnouncement(trace, state.cursor, byHand ? since : undefined);
    if (text !== '') say(text);
  };

  return player.subscribe((state, previous) => {
    const trace = selectTrace(state);
    if (!trace) return;
    if (seen && trace !== seen && sameScene(seen, trace)) {
      const verdicts = verdictAnnouncement(seen, trace);
      if (verdicts) say(verdicts);
    }
    const moved = trace !== seen || state.cursor !== previous.cursor;
    seen = trace;
    if (!state.captions) return cancel();
    const started = state.playing && !previous.playing;
    if (state.playing && (moved || (started && pending !== undefined))) {
      // Playing on (or Play pressed while a move waited to be told): the beat now, once.
      cancel();
      tell(false);
    } else if (moved && !state.playing) {
      cancel();
      pending = timers.set(() => tell(true), settleMs);
    }
  });
}
