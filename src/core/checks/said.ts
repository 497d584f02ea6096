import type { CaptionAssertion } from './captionAssertions';

// Typed where they are made (a cast would let a wrong field through).
const acts: CaptionAssertion = { fact: 'acts', worker: 'worker' };
const named: CaptionAssertion = { fact: 'names-row', ticket: 'ticket' };
const holds: CaptionAssertion = { fact: 'holds', worker: 'worker', ticket: 'ticket' };

/** The assertions most captions make, built once for every table of them (the lesson's, a learner's store's). */
export const said = {
  /** The caption's `worker` acts: it is up. */
  acts,
  /** Its `ticket` names exactly one row. */
  named,
  /** Its `worker` holds its `ticket`'s row after the beat. */
  holds,
  /** Every statement the beat tells changed `rows` rows. */
  changed: (rows: string): CaptionAssertion => ({ fact: 'changed', rows }),
  /** Its `ticket`'s row is in `status` (or gone) before or after the beat. */
  row: (status: 'in_flight' | 'done' | 'absent', when: 'before' | 'after' = 'after'): CaptionAssertion => ({ fact: 'row', ticket: 'ticket', status, when }),
};
