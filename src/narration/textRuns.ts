/**
 * A sentence cut where the active language borrows a term from another (Spanish's "fencing"), so a
 * view can mark each borrowed run with its language (WCAG 3.1.2) and a screen reader voices it rightly.
 */
import type { Basics } from './catalog';
import { language } from './language';

/** A run of a sentence: its text, and `lang` where it is in another language than the sentence's own. */
export interface TextRun {
  text: string;
  lang?: string;
}

const patterns = new WeakMap<NonNullable<Basics['borrowed']>, RegExp>();

/** The borrowed terms as one pattern, longest first, whole words only, any case ("Fencing" too). */
function patternOf(borrowed: NonNullable<Basics['borrowed']>): RegExp {
  let pattern = patterns.get(borrowed);
  if (!pattern) {
    const escaped = [...borrowed.terms].sort((a, b) => b.length - a.length).map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    // Not inside an identifier: "no-fencing" and "fencing_x" are names, not words of a sentence.
    pattern = new RegExp(`(?<![\\p{L}\\p{N}_-])(?:${escaped.join('|')})(?![\\p{L}\\p{N}_-])`, 'giu');
    patterns.set(borrowed, pattern);
  }
  return pattern;
}

/** `text` as runs in the active language, each borrowed term a run of its own with its language; one run when none is borrowed. */
export function textRuns(text: string, basics: Basics = language().basics): TextRun[] {
  const borrowed = basics.borrowed;
  if (!borrowed || borrowed.terms.length === 0) return [{ text }];
  const runs: TextRun[] = [];
  let at = 0;
  for (const match of text.matchAll(patternOf(borrowed))) {
    if (match.index > at) runs.push({ text: text.slice(at, match.index) });
    runs.push({ text: match[0], lang: borrowed.lang });
    at = match.index + match[0].length;
  }
  if (at < text.length || runs.length === 0) runs.push({ text: text.slice(at) });
  return runs;
}
