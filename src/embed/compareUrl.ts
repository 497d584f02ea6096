/**
 * The page's own address carries the comparison on screen (`compare=`, with its chapter and story), so
 * reloading or sharing the address reopens it; closing the comparison takes `compare=` away again.
 */
import { shellWords } from '../narration/shellWords';
import { words } from '../narration/words';
import type { Problem } from '../core/problem';
import { chapterOf, type CompareSpec } from '../player/compare/spec';
import { compareText, type CompareTextError } from './compareLink';
import { linkTextProblem, rewriteSearch, searchWithLink } from './linkInUrl';
import { SHOW_AT_MOST, shorten, type ParamProblem } from './params';

/** `search` with the comparison in it (or without one): the address to share, as a query string. */
export const searchWithCompare = (search: string, spec: CompareSpec | undefined): string =>
  searchWithLink(search, 'compare', spec && { chapter: chapterOf(spec), story: spec.story, text: compareText(spec) });

/** Rewrites the page's address in place (no new history entry) to carry `spec`. */
export function writeCompareToUrl(spec: CompareSpec | undefined): void {
  rewriteSearch((search) => searchWithCompare(search, spec));
}

/** The notice's problem for a `compare=` text the parser refused, naming the statement and character, in the words of the moment. */
export const compareLinkProblem = (text: string, error: CompareTextError): ParamProblem => linkTextProblem('compare', text, error, shellWords.params.singleView);

/** The notice's problem for a `compare=` that was read but could not be played (a side that did not run), in the words of the moment. */
export function compareRunProblem(text: string, problem: Problem): ParamProblem {
  const say = shellWords.params;
  return { name: 'compare', value: shorten(text, SHOW_AT_MOST), expected: say.compareFailed(words.problems.say(problem)), used: say.singleView };
}
