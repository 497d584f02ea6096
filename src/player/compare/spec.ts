/**
 * What a comparison is, as data (DESIGN.md, "Compare and branches"): one scene, two sides, each run on
 * its own fresh database. The scene is a chapter (each side its own break-it switches) or a learner's
 * scene (each side its own actions after a shared start: two branches of the sandbox); each side is
 * played by the lesson's store or by the learner's own (Your turn). Its text form, `compare=`, is
 * src/embed/compareLink.ts. Nothing here loads the store or the stories.
 */
import type { BreakId, ChapterId, StoryId } from '../../core/trace';
import type { Action } from '../../sandbox/actions';
import { SCENE_VERSION, type SandboxScene, type SceneStart } from '../../sandbox/sceneFormat';
import type { SceneRequest } from '../traceMessages';

/** The current version of the comparison's format; a link from a later one is refused by name. */
export const COMPARE_VERSION = 1;

export type SideId = 'a' | 'b';
export const SIDES: readonly SideId[] = ['a', 'b'];

/** Which store plays a side: the lesson's, or the one the learner wrote (Your turn). */
export type SideStore = 'lesson' | 'yours';

/** The chapters a comparison may be of: every scene of the lesson (the lab is a table, the sandbox a scene of the learner's). */
export type ComparedChapter = Exclude<ChapterId, 'lab' | 'sandbox'>;

export interface ChapterSide {
  store: SideStore;
  /** The switches on, each one that changes the chapter in this story, none excluding another. */
  breaks: BreakId[];
}

export interface SceneSide {
  store: SideStore;
  /** The side's actions, after the start both sides share. */
  actions: Action[];
}

/** A chapter's scene, each side with its switches. */
export interface ChapterComparison {
  version: typeof COMPARE_VERSION;
  of: 'chapter';
  story: StoryId;
  chapter: ComparedChapter;
  a: ChapterSide;
  b: ChapterSide;
}

/** A learner's scene from one start, each side with its actions (two branches). */
export interface SceneComparison {
  version: typeof COMPARE_VERSION;
  of: 'scene';
  story: StoryId;
  from: SceneStart;
  a: SceneSide;
  b: SceneSide;
}

export type CompareSpec = ChapterComparison | SceneComparison;

/** What one side runs: a chapter's scene with its switches, or a learner's scene. */
export type SideRun = { chapter: SceneRequest } | { scene: SandboxScene };

/** The scene `side` of `spec` runs (whichever store plays it). */
export function sideRun(spec: CompareSpec, side: SideId): SideRun {
  if (spec.of === 'chapter') return { chapter: { chapter: spec.chapter, story: spec.story, breaks: [...spec[side].breaks] } };
  return { scene: { version: SCENE_VERSION, story: spec.story, from: spec.from, actions: spec[side].actions } };
}

/** The chapter the comparison plays as: the chapter's own, or the sandbox for a learner's scene. */
export function chapterOf(spec: CompareSpec): ChapterId {
  return spec.of === 'chapter' ? spec.chapter : 'sandbox';
}
