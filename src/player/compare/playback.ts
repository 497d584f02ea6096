/**
 * Playing a comparison: the player's rAF driver (playbackDriver.ts) over the compare steps. A step
 * lasts as long as the longest of the beats that come on screen at it (each side's beat as the player
 * would time it, at the player's speed), and, while narration is on, as long as its sentence.
 */
import { drive, type DriverOptions, type Frames, type Playable } from '../playbackDriver';
import type { PlayerStore } from '../playerState';
import { builtOf, type CompareStore } from './store';

/** The comparison as the driver plays it. */
export function comparePlayable(compare: CompareStore, player: PlayerStore, durationOf: DriverOptions['durationOf']): Playable {
  return {
    subscribe(listener) {
      const stops = [compare.subscribe(listener), player.subscribe(listener)];
      return () => stops.forEach((stop) => stop());
    },
    now() {
      const state = compare.getState();
      const settings = player.getState();
      const built = builtOf(state);
      const step = built?.comparison.steps[state.step];
      // A step's length is read only while playing: a seek need not time its captions.
      const moving = state.playing && step ? (['a', 'b'] as const).filter((side) => step.moves === 'both' || step.moves === side) : [];
      const duration = built && step && moving.length > 0 ? Math.max(...moving.map((side) => durationOf(built[side].beats[step[side]]!, settings))) : undefined;
      return { playing: state.playing, place: `${state.slot?.status}/${state.step}`, duration, held: settings.narration && settings.speaking };
    },
    advance: () => compare.getState().advance(),
  };
}

/** Starts playing `compare` while it plays; returns a function that stops the driver. */
export function startCompareDriver(compare: CompareStore, player: PlayerStore, durationOf: DriverOptions['durationOf'], frames?: Frames): () => void {
  return drive(comparePlayable(compare, player, durationOf), frames);
}
