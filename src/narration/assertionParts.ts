/**
 * The pieces the caption assertion tables are written with (captionAssertions.ts, storyAssertions.ts):
 * the table types and the assertions many captions share, in the checker's vocabulary.
 */
import type { CaptionAssertion } from '../core/checks/captionAssertions';
import { said } from '../core/checks/said';
import type { BreakId } from '../core/trace';

/** One caption's assertions. */
export type CaptionFacts = readonly CaptionAssertion[];

/** Assertions by caption id. */
export type CaptionAssertionTable = Readonly<Record<string, CaptionFacts>>;

export const { acts, named, holds, changed, row } = said;
export const actAll: CaptionAssertion = { fact: 'acts', worker: 'workerList' };
/** The workers are the sentence's subject ("{workerList} claim …"): there are two or more. */
export const several: CaptionAssertion = { fact: 'several', list: 'workerList' };
export const status = (value: string): CaptionAssertion => ({ fact: 'status', status: value });
export const tokens: CaptionFacts = [
  { fact: 'locked-at', ticket: 'ticket', value: 'token' },
  { fact: 'locked-at', ticket: 'ticket', value: 'oldToken', when: 'before' },
];
export const count: CaptionAssertion = { fact: 'count', count: 'count' };
/** The loans the beat wrote are {member}'s, of {isbn}. */
export const loanFor: CaptionAssertion = { fact: 'loans-for', member: 'member', isbn: 'isbn' };
export const on = (id: BreakId): CaptionAssertion => ({ fact: 'setting', break: id });
export const sent = (extra: Omit<Extract<CaptionAssertion, { fact: 'sent' }>, 'fact'> = {}): CaptionAssertion => ({ fact: 'sent', ...extra });
export const heard = (before: boolean): CaptionAssertion => ({ fact: 'heard', client: 'phone', answer: 'answer', before });

/** The ledger holds `{charges}` (PayFlow) or `{loans}` (library) rows. */
export const charges: CaptionAssertion = { fact: 'ledger', count: 'charges' };
export const loans: CaptionAssertion = { fact: 'ledger', count: 'loans' };
export const noDouble: CaptionAssertion = { fact: 'doubled', owners: 'ownerList' };
/** A closing's "n key rows, m of them done". */
export const keyRows: CaptionAssertion = { fact: 'key-rows', count: 'rows', done: 'done' };
/** The outcome rule: the words say the work failed (no effect of it exists), or that its outcome is unknown (PayCo charged). */
export const failed: CaptionAssertion = { fact: 'outcome', is: 'failed' };
export const unknown: CaptionAssertion = { fact: 'outcome', is: 'unknown' };
