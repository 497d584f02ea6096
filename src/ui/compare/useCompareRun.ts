import { useEffect } from 'react';
import { language } from '../../narration/language';
import { onScreenMs } from '../../narration/captionOf';
import { spokenAt } from '../../narration/compareWords';
import { startNarrator } from '../../narration/narrator';
import { browserSpeech } from '../../narration/speech';
import { startCompareDriver } from '../../player/compare/playback';
import { builtOf, type CompareStore } from '../../player/compare/store';
import type { DriverOptions } from '../../player/playbackDriver';
import type { PlayerStore } from '../../player/playerState';

/** A beat's time on screen at the player's speed, as the single view times it. */
const beatOnScreenMs: DriverOptions['durationOf'] = (beat, { story, speed }) => onScreenMs(story, beat, speed);

/**
 * While a comparison is on screen: plays its Timeline with the player's driver, and narrates it with the
 * player's voice and settings — the difference where the two runs come to differ, else the caption of
 * the side that moved. Re-renders nothing.
 */
export function useCompareRun(compare: CompareStore, player: PlayerStore): void {
  useEffect(() => startCompareDriver(compare, player, beatOnScreenMs), [compare, player]);
  useEffect(
    () =>
      startNarrator({
        store: player,
        speech: browserSpeech(() => language().basics.locale),
        textOf: () => {
          const state = compare.getState();
          const built = builtOf(state);
          return built && spokenAt(built, state.step);
        },
        placeOf: () => `compare/${compare.getState().step}/${compare.getState().slot?.status}`,
        alsoWatch: (listener) => compare.subscribe(listener),
        clickTarget: window,
      }),
    [compare, player],
  );
}
