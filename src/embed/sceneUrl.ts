/**
 * The page's own address carries the learner's scene (`scene=`, with `chapter=sandbox` and the story),
 * rewritten in place after each action, so reloading or sharing the address reproduces it. Leaving the
 * scene takes `scene=` away again.
 */
import { shellWords } from '../narration/shellWords';
import type { SandboxScene } from '../sandbox/sceneFormat';
import { linkTextProblem, rewriteSearch, searchWithLink } from './linkInUrl';
import type { ParamProblem } from './params';
import { sceneText, type SceneTextError } from './sceneLink';

/** `search` with the scene in it (or without one): the address to share, as a query string. */
export const searchWithScene = (search: string, scene: SandboxScene | undefined): string =>
  searchWithLink(search, 'scene', scene && { chapter: 'sandbox', story: scene.story, text: sceneText(scene) });

/** Rewrites the page's address in place to carry `scene`. */
export function writeSceneToUrl(scene: SandboxScene | undefined): void {
  rewriteSearch((search) => searchWithScene(search, scene));
}

/** The notice's problem for a `scene=` text the parser refused (`parseSceneText`); the chapter's own scene plays. */
export const sceneLinkProblem = (text: string, error: SceneTextError): ParamProblem => linkTextProblem('scene', text, error, shellWords.params.chapterScene);
