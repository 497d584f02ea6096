import { CHAPTER_IDS, STORY_IDS, type BreakId, type ChapterId, type StoryId } from '../trace/types';
import { BREAK_SWITCHES, breaksFor } from './breakSwitches';

/**
 * What a chapter is to the scenes: its id and the break-it switches that change it (read from the
 * switches' table). Its title and summary are words, and live in src/narration (`ChapterInfo` joins the two).
 */
export interface ChapterSpec {
  id: ChapterId;
  /** The break-it switches that change this chapter in at least one story. */
  appliesBreaks: BreakId[];
  /** The switches per story, in the table's order. */
  storyBreaks: Record<StoryId, BreakId[]>;
  /**
   * Part of the lesson: counted in its length and in "completed". The sandbox is not (a learner's own
   * scene has no length and nothing to complete).
   */
  lesson: boolean;
}

/** Every chapter, in lesson order (CHAPTER_IDS' order). */
export const CHAPTER_SPECS: readonly ChapterSpec[] = CHAPTER_IDS.map((id) => {
  const storyBreaks = Object.fromEntries(STORY_IDS.map((story) => [story, breaksFor(id, story)])) as Record<StoryId, BreakId[]>;
  const appliesBreaks = BREAK_SWITCHES.filter((b) => STORY_IDS.some((s) => storyBreaks[s].includes(b.id))).map((b) => b.id);
  return { id, storyBreaks, appliesBreaks, lesson: id !== 'sandbox' };
});

/** The lesson's chapters, in order: every chapter but the sandbox. */
export const LESSON_CHAPTER_IDS: readonly ChapterId[] = CHAPTER_SPECS.filter((c) => c.lesson).map((c) => c.id);

export { breaksFor };
