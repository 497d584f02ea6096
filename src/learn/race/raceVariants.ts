// The schedule module, not the explorer's index: the page must not pull fast-check in (it lives in the worker).
import { switchesOf, switchesWith, type Switches } from '../../core/explorer/schedule';
import type { BreakId } from '../../core/trace';

/**
 * A shop the race finder can search: the correct one, or one with a lesson's mistake in it. Its words
 * (`narration`'s `race.shop`) stay out of here: the race finder's worker reads this too.
 */
export interface RaceVariant {
  // The race's one order has one body: the body-digest switch has no race of its own.
  id: 'correct' | Exclude<BreakId, 'no-key' | 'no-body-digest'>;
  switches: Switches;
}

/**
 * Each mistake is searched in the shop of the chapter where its switch lives: the claim mistakes
 * (SELECT-then-INSERT, a key per try) in the double click and ticket chapters, where PayCo gets no
 * key of its own yet; the takeover mistakes in the crash and fencing chapters, where it does.
 */
export const RACE_VARIANTS: readonly RaceVariant[] = [
  { id: 'correct', switches: switchesOf('correct') },
  { id: 'select-then-insert', switches: switchesWith(['select-then-insert', 'no-provider-key']) },
  { id: 'key-per-try', switches: switchesWith(['key-per-try', 'no-provider-key']) },
  { id: 'blind-takeover', switches: switchesOf('blind-takeover') },
  { id: 'no-fencing', switches: switchesOf('no-fencing') },
  { id: 'no-provider-key', switches: switchesOf('no-provider-key') },
];

export type RaceVariantId = RaceVariant['id'];

/** The variant by id. */
export function raceVariant(id: RaceVariantId): RaceVariant {
  return RACE_VARIANTS.find((v) => v.id === id)!;
}
