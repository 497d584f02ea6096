/** The messages between the page and the race finder's worker. */
import type { Schedule } from '../../core/explorer';
import type { Trace } from '../../core/trace';
import type { RaceVariantId } from './raceVariants';

export type RaceRequest = { type: 'find'; id: number; variant: RaceVariantId; runs: number; seed: number };

export type RaceEvent =
  /** Schedules run so far (shrinking attempts included). */
  | { type: 'progress'; id: number; tried: number }
  /** No schedule broke an invariant. */
  | { type: 'held'; id: number; tried: number; ms: number }
  /** A race, shrunk to a small schedule and replayed into a Trace. */
  | { type: 'found'; id: number; tried: number; foundAfter: number; shrinks: number; ms: number; schedule: Schedule; broken: string[]; trace: Trace }
  | { type: 'error'; id: number; message: string };
