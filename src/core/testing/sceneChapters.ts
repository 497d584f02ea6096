import { RECIPES, type ScriptedChapter } from '../scenarios/recipes';

/** Chapters whose scene another chapter already plays: your-turn is one-key's; lost-response and key-per-try tell the ticket's lost answer as its no-key and key-per-try switches do. */
const RETOLD: readonly ScriptedChapter[] = ['your-turn', 'lost-response', 'key-per-try'];

/**
 * The lesson's chapters that each run a scene of their own, in lesson order, for tests that go over
 * every scene (a fork at every beat, a learner's store in every chapter): every scripted chapter but
 * the sandbox (empty until the learner acts) and those in RETOLD. Test code only.
 */
export const SCENE_CHAPTERS: readonly ScriptedChapter[] = (Object.keys(RECIPES) as ScriptedChapter[]).filter((chapter) => chapter !== 'sandbox' && !RETOLD.includes(chapter));
