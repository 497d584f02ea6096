/** What the page asks the race service of the engine worker, and what it answers. */
import type { InvariantId, Schedule } from '../../core/explorer';
import type { Trace } from '../../core/trace';
import type { Method } from '../../platform/rpc/messages';
import type { RaceVariantId } from './raceVariants';

/** How a search ended: no schedule broke an invariant, or a race, shrunk to a small schedule and replayed into a Trace. */
export type RaceOutcome =
  | { kind: 'held'; tried: number; ms: number }
  | { kind: 'found'; tried: number; foundAfter: number; shrinks: number; ms: number; schedule: Schedule; broken: InvariantId[]; trace: Trace };

/**
 * `findRace`: runs `runs` random schedules of a shop; its progress is how many it has run so far
 * (shrinking attempts included). The explorer never yields, so the page cancels by ending the worker.
 */
export type RaceApi = {
  findRace: Method<{ variant: RaceVariantId; runs: number; seed: number }, RaceOutcome, { tried: number }>;
};
