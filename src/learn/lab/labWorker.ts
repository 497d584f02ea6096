/**
 * The lab service of the engine worker (src/engineWorker.ts loads it on the first lab request, as its
 * own chunk): the lab's logic from `labSession` on the worker's sql.js. The page stays free while ten
 * thousand checkouts run there.
 */
import type { SqlJsStatic } from 'sql.js';
import type { Handlers } from '../../platform/rpc/channel';
import { createYielder } from '../yieldToEvents';
import type { LabApi } from './labProtocol';
import { createLabSession } from './labSession';

/** The lab service over `loadSql` (the engine's sql.js). */
export function labService(loadSql: () => Promise<SqlJsStatic>): Handlers<LabApi> {
  return createLabSession({ loadSql, now: () => performance.now(), yieldToEvents: createYielder().yieldToEvents });
}
