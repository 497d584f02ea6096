/**
 * The checks every caption of a Trace must pass, shared by the chapters' tests and the property test
 * over random learner scenes (issue 29): its declared assertions against the Trace, no two consecutive
 * sentences of one shape, the same facts in every language, and Spanish as an instructor writes it.
 * Test code only.
 */
import { assertionProblems, type AssertionContext } from '../../core/checks';
import type { Trace } from '../../core/trace';
import { assertionsOf, type CaptionAssertionTable } from '../captionAssertions';
import { captionOf } from '../captionOf';

/**
 * What every beat of `trace` gets wrong, by its caption's assertions; a caption with none declared says
 * so. `own`: the assertions of captions another part of the app words (a learner's store's), read first.
 */
export function falseCaptions(trace: Trace, context: AssertionContext = {}, own: CaptionAssertionTable = {}): string[] {
  return [...beatProblems(trace, context, own), ...answersToldTwice(trace)];
}

function beatProblems(trace: Trace, context: AssertionContext, own: CaptionAssertionTable): string[] {
  return trace.beats.flatMap((beat) => {
    // A beat without words is never a sentence a learner can read (issue 57: a learner's doubled charge went unsaid).
    const wordless = captionOf(trace.story, beat).trim() === '' ? [`beat ${beat.index}: ${beat.caption.id} has no words`] : [];
    const facts = own[beat.caption.id] ?? assertionsOf(trace.story, beat.caption);
    if (!facts) return [...wordless, `beat ${beat.index}: ${beat.caption.id} declares no assertions`];
    return [...wordless, ...assertionProblems(trace, beat, facts, context).map((p) => `beat ${beat.index} (${beat.caption.id}): ${p}`)];
  });
}

/** Caption ids that tell a worker's answer ("Worker 1 answers 201 Created…"), a learner's store's included. */
const TELLS_AN_ANSWER = /^(?:yours\.)?(?:respond\.|deliver\.late(?:\.too)?$)/;

/**
 * An answer told twice: two beats of one request's response whose captions both say the worker
 * answers (issue 57: "Worker 1 answers 201 Created…", then, when it arrived late, "Worker 1 answers
 * 201, too late…"). The arrival is a fact of its own, told as one.
 */
export function answersToldTwice(trace: Trace): string[] {
  const told = new Map<string, number>();
  const twice: string[] = [];
  for (const beat of trace.beats) {
    const { detail } = beat;
    if (detail.type !== 'http' || detail.direction !== 'response' || !TELLS_AN_ANSWER.test(beat.caption.id)) continue;
    const first = told.get(detail.message.requestId);
    if (first === undefined) told.set(detail.message.requestId, beat.index);
    else twice.push(`beat ${beat.index} (${beat.caption.id}): ${detail.message.requestId}'s answer was told already at beat ${first}`);
  }
  return twice;
}

/** Every beat's caption in the active language. */
export const captionsOf = (trace: Trace): string[] => trace.beats.map((beat) => captionOf(trace.story, beat));

/**
 * A column written as something it is not: `locked_at` holds the claim's token in milliseconds (6200),
 * and a caption that prints it as a time ("locked_at 6.2 s") states a value no row holds. Any language.
 */
export function columnProblems(text: string): string[] {
  // Only the first number after each locked_at is its value ("locked_at 1000; lockMs 5 s" is fine).
  return /\blocked_at\D{0,12}?\d+(?:[.,]\d+)?\s?m?s\b/.test(text) ? [`locked_at written as a time, not as the row holds it — “${text}”`] : [];
}

/**
 * A sentence's shape: what stays when the numbers and names that change between two copies of one
 * sentence are blanked out — numbers (times, counts, attempts), ordinals, workers (in English and
 * Spanish), keys and ids (`k-e515`, `phone-b:k-7f21`, `ch_2`, `U-1001`), the clients' names.
 */
export function captionShape(text: string): string {
  return text
    .replace(/\b(?:Worker|Trabajador) \d+/g, 'W')
    .replace(/\b(?:Ana|Ben)’s phone\b|\bmóvil de (?:Ana|Ben)\b|\b(?:desk|mostrador) [AB]\b/g, 'C')
    .replace(/[\w-]+:[\w-]+/g, 'K')
    .replace(/\b(?:k|OD|U|K|ch)[-_][\w-]+/g, 'K')
    .replace(/\b\d+(?:st|nd|rd|th)\b|\b\d+\.(?:º|er)/g, '#')
    .replace(/\d+(?:[.,]\d+)?/g, '#');
}

/** Consecutive captions of one shape, as "beats i–i+1: “…” / “…”"; empty when none. */
export function repeatedCaptions(texts: readonly string[]): string[] {
  const repeats: string[] = [];
  for (let i = 1; i < texts.length; i++) {
    if (captionShape(texts[i]!) === captionShape(texts[i - 1]!)) repeats.push(`beats ${i - 1}–${i}: “${texts[i - 1]}” / “${texts[i]}”`);
  }
  return repeats;
}

/**
 * The facts a sentence states, in any language: its numbers (a decimal comma read as a point, an
 * ordinal's digits), its identifiers (keys, charge ids, statuses: a digit, `_` or `:` in them) and
 * header names, sorted.
 */
export function factsOf(text: string): string[] {
  const numbers = [...text.matchAll(/\d+(?:[.,]\d+)?/g)].map(([n]) => n.replace(',', '.'));
  const tokens = text.split(/[\s,;()«»“”"’]+/).map((t) => t.replace(/[.:!?]+$/, ''));
  const ids = tokens.filter((t) => /[\d_]|\w:\w/.test(t) && !/^[\d.,]+(?:\.º|\.er|st|nd|rd|th|×|%)?$/.test(t));
  const headers = tokens.filter((t) => /^[A-Z][a-z]+(?:-[A-Z][a-z]+)+$/.test(t));
  return [...numbers, ...ids, ...headers].sort();
}

/** The glossary: the cloakroom's words, English's and the Spanish an instructor uses for each. */
const GLOSSARY: readonly [RegExp, RegExp][] = [
  [/\btickets?\b/i, /\bfichas?\b/i],
  [/\bhooks?\b/i, /\bganchos?\b/i],
  [/\bcoats?\b/i, /\babrigos?\b/i],
  [/\battendants?\b/i, /\bencargad[oa]s?\b/i],
];

/** Words a Spanish caption must not use: calques, and a second term for a thing that has one. */
const NOT_SPANISH: readonly [RegExp, string][] = [
  [/\bintenci[oó]n/i, 'an intent is “la operación”'],
  [/\bvall(?:ad[oa]s?|ar)\b/i, 'fencing is “el fencing”'],
  [/\bcorre esta carrera/i, 'a calque of “runs this race”'],
  [/\balmac[eé]n de verdad/i, 'the store is “el almacén real”'],
  [/\b[13]\.º/, 'primer and tercer before their noun: 1.er, 3.er'],
  // A value with its article after «de» or «a» («de el Trabajador 2»): Spanish contracts them.
  [/(?<![\p{L}\p{N}])(?:de|a) el(?![\p{L}\p{N}])/u, '“de el” and “a el” are “del” and “al”'],
  // SQL quoted whole, never mixed into a Spanish clause ("WHERE siga siendo 1 s").
  [/\bWHERE (?![a-z_]+ (?:=|<|>|IS\b|IN\b))/, 'a WHERE without its column and comparison: SQL mixed into the sentence'],
];

/**
 * What an instructor would correct in a Spanish caption, against the English it says: a worker
 * without its article, an ordinal 1.º or 3.º before its noun, a calque or a second term, a glossary
 * word that English uses and Spanish drops.
 */
export function spanishProblems(es: string, en: string): string[] {
  const problems: string[] = [];
  for (const [, before] of es.matchAll(/(\S+) Trabajador \d/g)) {
    if (!/^\(?(?:el|del|al|El|Del|Al)$/.test(before!)) problems.push(`“Trabajador” without its article (after “${before}”)`);
  }
  if (/^Trabajador \d/.test(es)) problems.push('“Trabajador” without its article at the start');
  for (const [pattern, why] of NOT_SPANISH) if (pattern.test(es)) problems.push(why);
  for (const [english, spanish] of GLOSSARY) {
    if (english.test(en) && !spanish.test(es)) problems.push(`English says “${english.source.replace(/\\b|\?|s\?/g, '')}”; Spanish has no ${spanish.source.replace(/\\b|\?|s\?/g, '')}`);
  }
  return problems.map((p) => `${p} — “${es}”`);
}
