/**
 * The learning tools' stores, one set per player: the lab and the race finder over their workers
 * (started on first use), and the prediction prompt watching the player. Made on first need, so the
 * lazily loaded views and the prompt share them.
 */
import { connectLabWorker, createLabStore, type LabStore } from '../../learn/lab/labStore';
import { createPredictStore, type PredictStore } from '../../learn/predict/predictStore';
import type { ScoreBook } from '../../learn/predict/scoreBook';
import { connectRaceWorker, createRaceStore, type RaceStore } from '../../learn/race/raceStore';
import type { PlayerStore } from '../../player/playerStore';

export interface LearnStores {
  lab: LabStore;
  race: RaceStore;
  predict: PredictStore;
}

const made = new WeakMap<PlayerStore, LearnStores>();

export function learnStores(player: PlayerStore, book: ScoreBook): LearnStores {
  let stores = made.get(player);
  if (!stores) {
    stores = { lab: createLabStore(connectLabWorker), race: createRaceStore(connectRaceWorker), predict: createPredictStore(player, book) };
    made.set(player, stores);
  }
  return stores;
}
