/**
 * The one comparison store of a player, made the first time a learner compares (or opens a
 * `compare=` link): both runs are built in the scenes' worker (the learner's own store's side in its
 * own worker, player/compare/yours.ts) with the story's words, and the page's address carries the
 * comparison on screen.
 */
import type { ParamProblem } from '../../embed/params';
import type { ComparingInfo } from '../../embed/comparing';
import { compareText, parseCompareText } from '../../embed/compareLink';
import { compareLinkProblem, compareRunProblem, writeCompareToUrl } from '../../embed/compareUrl';
import { withStoryWords } from '../../narration/storyCaptions';
import { compareRuns } from '../../player/buildTrace';
import { chapterOf } from '../../player/compare/spec';
import { createCompareStore, type CompareStore } from '../../player/compare/store';
import { compareRequest } from '../../player/compare/yours';
import type { PlayerStore } from '../../player/playerState';

const sessions = new WeakMap<PlayerStore, CompareStore>();

/** The comparison store of `player`. */
export function compareFor(player: PlayerStore): CompareStore {
  let store = sessions.get(player);
  if (!store) {
    store = createCompareStore({
      player,
      build: async (spec) => withStoryWords(compareRuns(await compareRequest(spec)), spec.story),
      onSpec: writeCompareToUrl,
    });
    sessions.set(player, store);
  }
  return store;
}

/** What is told of a comparison opened from a link. */
export interface LinkListeners {
  /** The notice's problem, worded each time it is asked (in the language of that moment). */
  onProblem(problem: () => ParamProblem): void;
  /** The comparison is on screen (what `ready` says of it), or null: it could not be, the single view plays. */
  onSettled(info: ComparingInfo | null): void;
}

/**
 * Opens the comparison of a link (`compare=`) in `player`'s comparison store, on its chapter and story.
 * A text the parser cannot read opens nothing and is the notice's problem; a comparison whose sides
 * cannot be run closes again (the single view plays) and is the notice's problem too.
 */
export function openCompareLink(player: PlayerStore, text: string, { onProblem, onSettled }: LinkListeners): CompareStore | undefined {
  const parsed = parseCompareText(text);
  if (!parsed.ok) {
    onProblem(() => compareLinkProblem(text, parsed.error));
    onSettled(null);
    return undefined;
  }
  const { spec } = parsed;
  const state = player.getState();
  if (state.story !== spec.story) state.setStory(spec.story);
  if (state.chapters.includes(chapterOf(spec)) && state.chapter !== chapterOf(spec)) state.goToChapter(chapterOf(spec));
  const compare = compareFor(player);
  void compare
    .getState()
    .open(spec)
    .then(() => {
      const { slot } = compare.getState();
      if (compare.getState().spec !== spec) return onSettled(null); // closed, or another opened, before it was built
      if (slot?.status === 'ready') {
        const { steps, differences } = slot.built.comparison;
        return onSettled({ compare: compareText(spec), steps: steps.length, differences: differences.map((d) => d.step) });
      }
      if (slot?.status !== 'error') return onSettled(null);
      const { problem } = slot;
      compare.getState().close();
      onProblem(() => compareRunProblem(text, problem));
      onSettled(null);
    });
  return compare;
}
