/**
 * The race finder's service of the engine worker (src/engineWorker.ts loads it on the first search,
 * as its own chunk): the explorer, with fast-check, which only this chunk loads.
 */
import type { SqlJsStatic } from 'sql.js';
import type { Handlers } from '../../platform/rpc/channel';
import type { RaceApi } from './raceProtocol';
import { createRaceSession } from './raceSession';

/** The race service over `loadSql` (the engine's sql.js). */
export function raceService(loadSql: () => Promise<SqlJsStatic>): Handlers<RaceApi> {
  return createRaceSession({ loadSql, now: () => performance.now() });
}
