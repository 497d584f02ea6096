/// <reference lib="webworker" />
/**
 * The race finder's Web Worker: its own sql.js and the explorer (with fast-check, which only this
 * chunk loads).
 */
import { loadSqlJs } from '../../core/sqlite';
import type { RaceRequest } from './raceProtocol';
import { createRaceSession } from './raceSession';

declare const self: DedicatedWorkerGlobalScope;

const session = createRaceSession({ loadSql: loadSqlJs, post: (event) => self.postMessage(event), now: () => performance.now() });

self.onmessage = (event: MessageEvent<RaceRequest>) => void session.handle(event.data);
