/**
 * What "Compare…" offers as the other side of the scene on screen: the chapter with each other set of
 * its switches a side may have, the learner's own store (once Your turn offers one), and in the
 * sandbox each other branch. Side A is always the scene as it is on screen.
 */
import { breaksFor, isStoreMistake } from '../../core/scenarios/breakSwitches';
import { clashesIn } from '../../core/scenarios/exclusiveBreaks';
import type { BreakId, StoryId } from '../../core/trace';
import type { Branch } from '../../sandbox/branches';
import { COMPARE_VERSION, type ChapterSide, type ComparedChapter, type CompareSpec, type SideId } from '../../player/compare/spec';

/** One choice: what it compares, and the names of its sides where the spec does not name them (branches). */
export interface Choice {
  group: 'switches' | 'yours' | 'branches';
  spec: CompareSpec;
  /** The switches side B has (a choice of switches names itself by them). */
  breaks?: BreakId[];
  /** The branch side B is (a choice of branch names itself by it). */
  branch?: Branch;
  names?: Partial<Record<SideId, string>>;
}

/** Every set of `switches` a side may have (none excluding another), fewest first, each in the table's order. */
export function switchSets(switches: readonly BreakId[]): BreakId[][] {
  const sets: BreakId[][] = [[]];
  for (const id of switches) for (const set of [...sets]) sets.push([...set, id]);
  return sets.filter((set) => clashesIn(set).length === 0).sort((x, y) => x.length - y.length);
}

const same = (x: readonly BreakId[], y: readonly BreakId[]) => x.length === y.length && x.every((b) => y.includes(b));

/** The choices for `chapter` with the switches `on` (side A), and with the learner's store if `yours`. */
export function chapterChoices(chapter: ComparedChapter, story: StoryId, on: readonly BreakId[], yours: boolean): Choice[] {
  const applies = breaksFor(chapter, story);
  const mine = applies.filter((b) => on.includes(b));
  const spec = (b: ChapterSide): CompareSpec => ({ version: COMPARE_VERSION, of: 'chapter', story, chapter, a: { store: 'lesson', breaks: mine }, b });
  const choices: Choice[] = switchSets(applies)
    .filter((set) => !same(set, mine))
    .map((breaks) => ({ group: 'switches', spec: spec({ store: 'lesson', breaks }), breaks }));
  // The learner's store with the same client and PayCo switches: the store's own mistakes are theirs to make.
  if (yours) choices.push({ group: 'yours', spec: spec({ store: 'yours', breaks: mine.filter((b) => !isStoreMistake(b)) }) });
  return choices;
}

/** The choices in the sandbox: each other branch, and the branch on screen on the learner's store if `yours`; `nameOf` names a branch. */
export function branchChoices(branches: readonly Branch[], current: number, yours: boolean, nameOf: (branch: Branch) => string): Choice[] {
  const here = branches.find((b) => b.id === current);
  if (!here) return [];
  const { story, from } = here.scene;
  const spec = (b: Branch, store: 'lesson' | 'yours'): CompareSpec => ({
    version: COMPARE_VERSION,
    of: 'scene',
    story,
    from,
    a: { store: 'lesson', actions: here.scene.actions },
    b: { store, actions: b.scene.actions },
  });
  const choices: Choice[] = branches
    .filter((b) => b.id !== current && b.scene.story === story && JSON.stringify(b.scene.from) === JSON.stringify(from))
    .map((branch) => ({ group: 'branches', spec: spec(branch, 'lesson'), branch, names: { a: nameOf(here), b: nameOf(branch) } }));
  if (yours) choices.push({ group: 'yours', spec: spec(here, 'yours'), names: { a: nameOf(here) } });
  return choices;
}
