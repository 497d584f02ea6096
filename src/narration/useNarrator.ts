import { useEffect } from 'react';
import type { PlayerStore } from '../player/playerState';
import { selectBeat } from '../player/selectors';
import { captionOf } from './captionOf';
import { startNarrator } from './narrator';
import { language } from './language';
import { browserSpeech } from './speech';

/** Runs the narrator over the browser's speech synthesis while the component is mounted. */
export function useNarrator(store: PlayerStore): void {
  useEffect(
    () =>
      startNarrator({
        store,
        speech: browserSpeech(() => language().basics.locale),
        textOf: (state) => {
          const beat = selectBeat(state);
          return beat ? captionOf(state.story, beat) : undefined;
        },
        clickTarget: window,
      }),
    [store],
  );
}
