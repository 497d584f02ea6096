/**
 * The narrator: while narration is on, speaks each beat's caption once, when the beat comes on
 * screen, and tells the player the beat is `speaking` until the sentence ends (the driver holds the
 * beat meanwhile). It reads the store and reports to it; it never moves the playhead.
 */
import type { PlayerState, PlayerStore } from '../player/playerState';
import type { Speech } from './speech';

/** What the narrator needs: the player, a voice, and the words for the current beat. */
export interface NarratorOptions {
  store: PlayerStore;
  speech: Speech;
  /** The sentence for the current beat, or undefined while its chapter is still being built. */
  textOf(state: PlayerState): string | undefined;
  /** Where the learner is: a sentence is spoken once per place (default: the story, chapter and beat). */
  placeOf?(state: PlayerState): string;
  /** Another store whose changes move the place (a comparison's Timeline), heard beside the player's; returns how to stop. */
  alsoWatch?(listener: () => void): () => void;
  /** Where a click happens, to retry after the browser's autoplay rule blocked speech. */
  clickTarget?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/** A sentence that never reports its end must not hold the lesson forever. */
export function longestSentenceMs(text: string): number {
  return 4000 + text.split(/\s+/).length * 700;
}

/** Starts narrating; returns a function that stops it. */
export function startNarrator(options: NarratorOptions): () => void {
  const { store, speech, textOf } = options;
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  let spokenPlace: string | null = null;
  let token = 0;
  let watchdog: unknown;
  let waitingForClick = false;

  const finish = (mine: number) => {
    if (mine !== token) return; // a newer sentence owns the beat now
    clearTimer(watchdog);
    if (store.getState().speaking) store.getState().setSpeaking(false);
  };

  const say = (text: string) => {
    const mine = ++token;
    clearTimer(watchdog);
    speech.cancel();
    store.getState().setSpeaking(true);
    watchdog = setTimer(() => finish(mine), longestSentenceMs(text));
    speech.speak(text, {
      onEnd: () => finish(mine),
      onFail(reason) {
        if (mine !== token) return;
        if (reason === 'blocked') waitForClick();
        if (reason === 'unavailable') store.getState().setSpeech('unavailable');
        finish(mine);
      },
    });
  };

  const onClick = () => {
    stopWaiting();
    store.getState().setSpeech('available');
    spokenPlace = null;
    update(store.getState());
  };
  const waitForClick = () => {
    store.getState().setSpeech('blocked');
    if (waitingForClick || !options.clickTarget) return;
    waitingForClick = true;
    options.clickTarget.addEventListener('pointerdown', onClick);
    options.clickTarget.addEventListener('keydown', onClick);
  };
  const stopWaiting = () => {
    if (!waitingForClick || !options.clickTarget) return;
    waitingForClick = false;
    options.clickTarget.removeEventListener('pointerdown', onClick);
    options.clickTarget.removeEventListener('keydown', onClick);
  };

  const update = (state: PlayerState) => {
    if (!state.narration || state.speech === 'blocked') {
      if (spokenPlace !== null && !state.narration) {
        spokenPlace = null;
        token++;
        clearTimer(watchdog);
        speech.cancel();
      }
      return;
    }
    const text = textOf(state);
    if (text === undefined) return;
    const place = options.placeOf ? options.placeOf(state) : `${state.story}/${state.chapter}/${state.cursor}`;
    if (place === spokenPlace) return;
    spokenPlace = place;
    say(text);
  };

  if (!speech.available) store.getState().setSpeech('unavailable');
  else if (store.getState().speech === 'unknown') store.getState().setSpeech('available');
  const unsubscribe = store.subscribe(update);
  const unwatch = options.alsoWatch?.(() => update(store.getState()));
  update(store.getState());

  return () => {
    unsubscribe();
    unwatch?.();
    stopWaiting();
    token++;
    clearTimer(watchdog);
    speech.cancel();
  };
}
