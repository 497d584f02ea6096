import type { StoreVariant } from '../../core/store';

/** The race's variants: the lesson's mistakes, each with the schedule that exposes it, and the correct store. */
export const RACE_VARIANTS = ['correct', 'select-then-insert', 'blind-takeover', 'no-fencing'] as const;
export type RaceVariant = (typeof RACE_VARIANTS)[number];

/**
 * What a process does in a round:
 * - `racer`: meets the other racers at every await point of the store (lockstep), so all of them run
 *   each statement of `run()` at the same instant;
 * - `stalls-then-fails`: claims, then its PayCo call hangs until the coordinator resumes it, and fails
 *   without charging (a process frozen past `lockMs`);
 * - `charges-then-waits`: its PayCo call charges, then the answer hangs until resumed.
 */
export type RaceRole = 'racer' | 'stalls-then-fails' | 'charges-then-waits';

/** How every process opens the shared file: passed as JSON in argv. */
export interface ChildConfig {
  db: string;
  lockMs: number;
  store: Partial<StoreVariant>;
}

/** One process's answer in a round. */
export interface RaceAnswer {
  status: number;
  /** The `error` code of a 4xx/5xx. */
  error?: string;
  /** The charge a 2xx named. */
  chargeId?: string;
}
