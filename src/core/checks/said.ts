import type { CaptionAssertion } from './captionAssertions';

/** The assertions most captions make, built once for every table of them (the lesson's, a learner's store's). */
export const said = {
  /** The caption's `worker` acts: it is up. */
  acts: { fact: 'acts', worker: 'worker' } as CaptionAssertion,
  /** Its `ticket` names exactly one row. */
  named: { fact: 'names-row', ticket: 'ticket' } as CaptionAssertion,
  /** Its `worker` holds its `ticket`'s row after the beat. */
  holds: { fact: 'holds', worker: 'worker', ticket: 'ticket' } as CaptionAssertion,
  /** Every statement the beat tells changed `rows` rows. */
  changed: (rows: string): CaptionAssertion => ({ fact: 'changed', rows }),
  /** Its `ticket`'s row is in `status` (or gone) before or after the beat. */
  row: (status: 'in_flight' | 'done' | 'absent', when: 'before' | 'after' = 'after'): CaptionAssertion => ({ fact: 'row', ticket: 'ticket', status, when }),
};
