import { useEffect } from 'react';
import { onScreenMs } from '../narration/captionOf';
import { startPlaybackDriver } from './playbackDriver';
import type { PlayerStore } from './playerStore';

/** Runs the rAF driver for `store` while the component is mounted; it re-renders nothing. */
export function usePlaybackLoop(store: PlayerStore): void {
  useEffect(() => startPlaybackDriver({ store, durationOf: (beat, state) => onScreenMs(state.story, beat, state.speed) }), [store]);
}
