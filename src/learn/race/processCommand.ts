/**
 * The race on real OS processes (issue 15, `npm run race:processes`): the command the race finder
 * offers, so a learner can see the same race happen outside the page, with processes sharing one
 * SQLite file and sending one key at the same instant.
 */
import type { RaceVariantId } from './raceVariants';

/** The shops `race:processes` can run, as its `--variant` names them. */
export const PROCESS_VARIANTS = ['correct', 'select-then-insert', 'blind-takeover', 'no-fencing'] as const;
export type ProcessVariant = (typeof PROCESS_VARIANTS)[number];

/** How many processes and rounds the offered command runs: enough to see the race, quick on a laptop. */
export const PROCESS_RUN = { processes: 6, rounds: 3 } as const;

/** The race finder's shop as a `--variant`; a shop with no process counterpart (a key per try, no PayCo key) gets the lesson's classic race. */
export function processVariant(variant: RaceVariantId): ProcessVariant {
  return PROCESS_VARIANTS.find((v) => v === variant) ?? 'select-then-insert';
}

/** The command line for a shop. */
export function processCommand(variant: RaceVariantId): string {
  return `npm run race:processes -- --variant ${processVariant(variant)} --processes ${PROCESS_RUN.processes} --rounds ${PROCESS_RUN.rounds}`;
}
