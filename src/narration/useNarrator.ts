import { useEffect } from 'react';
import type { PlayerStore } from '../player/playerState';
import { selectBeat } from '../player/selectors';
import { captionOf } from './captionOf';
import { startNarrator } from './narrator';
import { language } from './language';
import { browserSpeech } from './speech';

/** Runs the narrator over the browser's speech synthesis while the component is mounted; it says nothing while `quiet()` (another narrator speaks). */
export function useNarrator(store: PlayerStore, quiet: () => boolean = () => false): void {
  useEffect(
    () =>
      startNarrator({
        store,
        speech: browserSpeech(() => language().basics.locale),
        textOf: (state) => {
          if (quiet()) return undefined;
          const beat = selectBeat(state);
          return beat ? captionOf(state.story, beat) : undefined;
        },
        clickTarget: window,
      }),
    // quiet is read as it is called; a new identity needs no restart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store],
  );
}
