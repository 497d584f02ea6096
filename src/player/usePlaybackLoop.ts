import { useEffect } from 'react';
import { startPlaybackDriver, type DriverOptions } from './playbackDriver';
import type { PlayerStore } from './playerState';

/**
 * Runs the rAF driver for `store` while the component is mounted; it re-renders nothing. `durationOf`
 * (how long a beat stays on screen: its caption's reading time is narration's to know) must be stable,
 * a module-level function: a new one restarts the driver.
 */
export function usePlaybackLoop(store: PlayerStore, durationOf: DriverOptions['durationOf']): void {
  useEffect(() => startPlaybackDriver({ store, durationOf }), [store, durationOf]);
}
