/**
 * What `scene=` and `compare=` share: the page's own address carries what is on screen (with its
 * chapter and story), rewritten in place so reloading or sharing the address reopens it, and a text
 * the parser refused is named in the notice by its statement and character.
 */
import { shellWords } from '../narration/shellWords';
import { words } from '../narration/words';
import type { CompareTextError } from './compareLink';
import { SHOW_AT_MOST, shorten, type ParamProblem } from './params';

/** What a link sets in the address: its chapter and story, and its own text. */
export interface LinkInUrl {
  chapter: string;
  story: string;
  text: string;
}

/** `search` with `param` set to the link (or taken away without one): the address to share, as a query string. */
export function searchWithLink(search: string, param: 'scene' | 'compare', link: LinkInUrl | undefined): string {
  const query = new URLSearchParams(search);
  if (link) {
    query.set('chapter', link.chapter);
    query.set('story', link.story);
    query.set(param, link.text);
  } else {
    query.delete(param);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** Rewrites the page's query in place (no new history entry) by `rewrite`. */
export function rewriteSearch(rewrite: (search: string) => string): void {
  const url = new URL(window.location.href);
  url.search = rewrite(url.search);
  window.history.replaceState(window.history.state, '', url);
}

/**
 * The notice's problem for a link's text the parser refused, naming the statement and character where
 * it went wrong, in the words of the moment (asked again after a change of language); `used` says what plays instead.
 */
export function linkTextProblem(param: 'scene' | 'compare', text: string, { statement, at, problem }: CompareTextError, used: string): ParamProblem {
  const say = shellWords.params;
  const wrong = param === 'scene' ? say.sceneWrong : say.compareWrong;
  return { name: param, value: shorten(text, SHOW_AT_MOST), expected: wrong(statement, at + 1, words.sceneLink.why(problem)), used };
}
