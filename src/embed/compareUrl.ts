/**
 * The page's own address carries the comparison on screen (`compare=`, with its chapter and story), so
 * reloading or sharing the address reopens it; closing the comparison takes `compare=` away again.
 */
import { shellWords } from '../narration/shellWords';
import { words } from '../narration/words';
import type { Problem } from '../core/problem';
import { chapterOf, type CompareSpec } from '../player/compare/spec';
import { compareText, type CompareTextError } from './compareLink';
import { SHOW_AT_MOST, shorten, type ParamProblem } from './params';
import { rewriteSearch } from './sceneUrl';

/** `search` with the comparison in it (or without one): the address to share, as a query string. */
export function searchWithCompare(search: string, spec: CompareSpec | undefined): string {
  const query = new URLSearchParams(search);
  if (spec) {
    query.set('chapter', chapterOf(spec));
    query.set('story', spec.story);
    query.set('compare', compareText(spec));
  } else {
    query.delete('compare');
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** Rewrites the page's address in place (no new history entry) to carry `spec`. */
export function writeCompareToUrl(spec: CompareSpec | undefined): void {
  rewriteSearch((search) => searchWithCompare(search, spec));
}

/** The notice's problem for a `compare=` text the parser refused, naming the statement and character, in the words of the moment. */
export function compareLinkProblem(text: string, { statement, at, problem }: CompareTextError): ParamProblem {
  const say = shellWords.params;
  return { name: 'compare', value: shorten(text, SHOW_AT_MOST), expected: say.compareWrong(statement, at + 1, words.sceneLink.why(problem)), used: say.singleView };
}

/** The notice's problem for a `compare=` that was read but could not be played (a side that did not run), in the words of the moment. */
export function compareRunProblem(text: string, problem: Problem): ParamProblem {
  const say = shellWords.params;
  return { name: 'compare', value: shorten(text, SHOW_AT_MOST), expected: say.compareFailed(words.problems.say(problem)), used: say.singleView };
}
