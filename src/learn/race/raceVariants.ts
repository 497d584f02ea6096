// The schedule module, not the explorer's index: the page must not pull fast-check in (it lives in the worker).
import { switchesOf, switchesWith, type Switches } from '../../core/explorer/schedule';
import type { BreakId } from '../../core/trace';

/** A shop the race finder can search: the correct one, or one with a lesson's mistake in it. */
export interface RaceVariant {
  id: 'correct' | Exclude<BreakId, 'no-key'>;
  label: string;
  /** Where the shop stands, in one line. */
  note: string;
  switches: Switches;
}

/**
 * Each mistake is searched in the shop of the chapter where its switch lives: the claim mistakes
 * (SELECT-then-INSERT, a key per try) in the double click and ticket chapters, where PayCo gets no
 * key of its own yet; the takeover mistakes in the crash and fencing chapters, where it does.
 */
export const RACE_VARIANTS: readonly RaceVariant[] = [
  { id: 'correct', label: 'The correct store', note: 'Atomic claim, compare-and-set, fencing, and PayCo’s own key.', switches: switchesOf('correct') },
  {
    id: 'select-then-insert',
    label: 'SELECT, then INSERT',
    note: 'The claim looks first and inserts after the work; PayCo gets no key, as in the double-click chapter.',
    switches: switchesWith(['select-then-insert', 'no-provider-key']),
  },
  {
    id: 'key-per-try',
    label: 'A new key per try',
    note: 'Every attempt carries a fresh key; PayCo gets no key, as in the ticket chapter.',
    switches: switchesWith(['key-per-try', 'no-provider-key']),
  },
  { id: 'blind-takeover', label: 'Takeover without compare-and-set', note: 'A stale lock is taken whatever it says now; PayCo keeps its key, as in the crash chapter.', switches: switchesOf('blind-takeover') },
  { id: 'no-fencing', label: 'No fencing', note: 'Save and release ignore the worker’s token; PayCo keeps its key, as in the fencing chapter.', switches: switchesOf('no-fencing') },
  { id: 'no-provider-key', label: 'No PayCo key', note: 'The store is correct, but the shop calls PayCo without a key of its own.', switches: switchesOf('no-provider-key') },
];

export type RaceVariantId = RaceVariant['id'];

/** The variant by id. */
export function raceVariant(id: RaceVariantId): RaceVariant {
  return RACE_VARIANTS.find((v) => v.id === id)!;
}
