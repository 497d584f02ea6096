/**
 * The page's own address carries the learner's scene (`scene=`, with `chapter=sandbox` and the story),
 * rewritten in place after each action, so reloading or sharing the address reproduces it. Leaving the
 * scene takes `scene=` away again.
 */
import { shellWords } from '../narration/shellWords';
import { words } from '../narration/words';
import type { SandboxScene } from '../sandbox/sceneFormat';
import { SHOW_AT_MOST, shorten, type ParamProblem } from './params';
import { sceneText, type SceneTextError } from './sceneLink';

/** `search` with the scene in it (or without one): the address to share, as a query string. */
export function searchWithScene(search: string, scene: SandboxScene | undefined): string {
  const query = new URLSearchParams(search);
  if (scene) {
    query.set('chapter', 'sandbox');
    query.set('story', scene.story);
    query.set('scene', sceneText(scene));
  } else {
    query.delete('scene');
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

/** Rewrites the page's address in place to carry `scene`. */
export function writeSceneToUrl(scene: SandboxScene | undefined): void {
  rewriteSearch((search) => searchWithScene(search, scene));
}

/**
 * The notice's problem for a `scene=` text the parser refused (`parseSceneText`), naming the statement
 * and character where it went wrong, in the words of the moment: asked again after a change of language.
 */
export function sceneLinkProblem(text: string, { statement, at, problem }: SceneTextError): ParamProblem {
  const say = shellWords.params;
  return { name: 'scene', value: shorten(text, SHOW_AT_MOST), expected: say.sceneWrong(statement, at + 1, words.sceneLink.why(problem)), used: say.chapterScene };
}
