/**
 * What a learner's scene is, as data, and what it may hold: the types and limits both its builder
 * (sandboxScene.ts) and its text form (src/embed/sceneLink.ts) read. Nothing here loads the store or
 * the stories, so the page can read a `scene=` link before any of that arrives.
 */
import type { ScriptedChapter } from '../core/scenarios/recipes';
import { RETENTION } from '../core/stories/retention';
import type { BreakId, StoryId } from '../core/trace';
import type { Action } from './actions';

/** The current version of the scene format; a link from a later one is refused by name. */
export const SCENE_VERSION = 1;

/** What a scene may hold (DESIGN.md, "Scenes as data"). */
export const SCENE_LIMITS = { actions: 64, workers: 8, intents: 8 } as const;

/** The latest moment a scene may name: one retention window of its story plus a day. */
export function lastMoment(story: StoryId): number {
  return RETENTION[story].windowMs + 24 * 3_600_000;
}

/** Where a learner's scene starts: a chapter's beat (with its switches), or the blank sandbox. */
export type SceneStart = { chapter: ScriptedChapter; beat: number; breaks: BreakId[] } | { chapter: 'sandbox' };

export interface SandboxScene {
  version: typeof SCENE_VERSION;
  story: StoryId;
  from: SceneStart;
  actions: Action[];
}
