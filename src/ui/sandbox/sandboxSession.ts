/**
 * The one sandbox store of a player, made the first time a learner changes what happens (or opens a
 * scene link): scenes re-run in the scenes' worker, land on the stage as the `sandbox` chapter, and the
 * page's address carries them.
 */
import type { ParamProblem } from '../../embed/params';
import { parseSceneText } from '../../embed/sceneLink';
import { sceneLinkProblem, writeSceneToUrl } from '../../embed/sceneUrl';
import { withStoryWords } from '../../narration/storyCaptions';
import { words } from '../../narration/words';
import { buildSandbox } from '../../player/buildTrace';
import type { PlayerStore } from '../../player/playerState';
import { createSandboxStore, type SandboxStore } from '../../sandbox/sandboxStore';

const sessions = new WeakMap<PlayerStore, SandboxStore>();

/** The sandbox store of `player`. */
export function sandboxFor(player: PlayerStore): SandboxStore {
  let store = sessions.get(player);
  if (!store) {
    // The chapter the learner was on when the latest scene was asked for: a scene that arrives after
    // they chose another one (a scene= link still building, a fork) must not take them back.
    let askedOn = player.getState().chapter;
    store = createSandboxStore({
      build: (scene, at, moveTo) => {
        askedOn = player.getState().chapter;
        return withStoryWords(buildSandbox(scene, at, moveTo), scene.story);
      },
      show: (trace, beat) => player.getState().showSandbox(trace, beat, player.getState().chapter === askedOn),
      onScene: writeSceneToUrl,
      announce: words.sandbox.done,
    });
    sessions.set(player, store);
  }
  return store;
}

/**
 * Opens the scene of a link (`scene=`) in `player`'s sandbox, at its first beat; a text the parser
 * cannot read opens nothing and comes back as the notice's problem, worded each time it is asked
 * (in the language of that moment).
 */
export function openSceneLink(player: PlayerStore, text: string): (() => ParamProblem) | undefined {
  const parsed = parseSceneText(text);
  if (!parsed.ok) return () => sceneLinkProblem(text, parsed.error);
  void sandboxFor(player).getState().open(parsed.scene, 0);
  return undefined;
}
