/**
 * What each caption asserts, as data (issue 29): the facts its words state, which core's checker
 * (`assertionProblems`, src/core/checks/captionAssertions.ts) reads against the beat's recorded state
 * and what the client has seen. Keyed by caption id, so every language's words for an id share its
 * assertions; a register (`.brief`, `.overview`) that says more or less has an entry of its own, else
 * it shares its plain id's. Each entry names the caption's own vars: `{ fact: 'heard', client: 'phone',
 * answer: 'chargeId', before: true }` is "the phone gets {chargeId} again".
 *
 * Every caption id the tables word is declared here (an empty list is a declaration: the sentence
 * asserts nothing the beat's detail does not already show). A caption of another part of the app (the
 * learner's own store, say) declares its facts in a table of its own and checks them the same way.
 */
import type { CaptionAssertion } from '../core/checks/captionAssertions';
import type { CaptionRef } from '../core/trace';

/** One caption's assertions. */
export type CaptionFacts = readonly CaptionAssertion[];

/** Assertions by caption id. */
export type CaptionAssertionTable = Readonly<Record<string, CaptionFacts>>;

export const CAPTION_ASSERTIONS: CaptionAssertionTable = {};

/**
 * The assertions of a caption: its register's own entry, else its id's; undefined when the id declares
 * none (a test then says so).
 */
export function assertionsOf(ref: CaptionRef, table: CaptionAssertionTable = CAPTION_ASSERTIONS): CaptionFacts | undefined {
  return (ref.register === undefined ? undefined : table[`${ref.id}.${ref.register}`]) ?? table[ref.id];
}
