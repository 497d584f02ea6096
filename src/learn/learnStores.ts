/**
 * The learning tools' stores, one set per player: the lab and the race finder over their workers
 * (started on first use), and the prediction prompt watching the player. Made on first need, so the
 * lazily loaded views and the prompt share them; a course platform hears of them as they are made
 * (`whenLearnStores`).
 */
import type { PlayerStore } from '../player/playerState';
import { connectLabWorker, createLabStore } from './lab/labStore';
import { announceLearnStores, madeLearnStores, type LearnStores } from './learnStoresMade';
import { createPredictStore } from './predict/predictStore';
import type { ScoreBook } from './predict/scoreBook';
import { connectRaceWorker, createRaceStore } from './race/raceStore';

/** `player`'s learning-tool stores, made the first time they are asked for. */
export function learnStores(player: PlayerStore, book: ScoreBook): LearnStores {
  const existing = madeLearnStores(player);
  if (existing) return existing;
  const stores = { lab: createLabStore(connectLabWorker), race: createRaceStore(connectRaceWorker), predict: createPredictStore(player, book) };
  announceLearnStores(player, stores);
  return stores;
}
