/**
 * Each player's learning-tool stores, announced when the learning tools' chunk makes them, to whoever
 * only listens: a course platform that reports the learner's answers. Types only besides, so listening
 * loads none of the tools, and a listener hears of the stores before any view has used them.
 */
import type { PlayerStore } from '../player/playerState';
import type { LabStore } from './lab/labStore';
import type { PredictStore } from './predict/predictStore';
import type { RaceStore } from './race/raceStore';

/** The learning tools' stores of one player: the lab, the race finder and the prediction prompt. */
export interface LearnStores {
  lab: LabStore;
  race: RaceStore;
  predict: PredictStore;
}

type Listener = (stores: LearnStores) => void;

const made = new WeakMap<PlayerStore, LearnStores>();
const waiting = new WeakMap<PlayerStore, Set<Listener>>();

/** The stores made for `player`, if they are. */
export function madeLearnStores(player: PlayerStore): LearnStores | undefined {
  return made.get(player);
}

/** Keeps `player`'s stores and tells whoever waits for them (once: a player's stores are made once). */
export function announceLearnStores(player: PlayerStore, stores: LearnStores): void {
  made.set(player, stores);
  for (const listener of waiting.get(player) ?? []) listener(stores);
  waiting.delete(player);
}

/** Calls `listener` with `player`'s stores once they are made (at once if they are); returns how to stop waiting. */
export function whenLearnStores(player: PlayerStore, listener: Listener): () => void {
  const stores = made.get(player);
  if (stores) {
    listener(stores);
    return () => {};
  }
  const listeners = waiting.get(player) ?? new Set<Listener>();
  waiting.set(player, listeners.add(listener));
  return () => listeners.delete(listener);
}
