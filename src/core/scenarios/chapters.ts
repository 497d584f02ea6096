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
}

/** Every chapter, in lesson order (CHAPTER_IDS' order). */
export const CHAPTER_SPECS: readonly ChapterSpec[] = CHAPTER_IDS.map((id) => {
  const storyBreaks = Object.fromEntries(STORY_IDS.map((story) => [story, breaksFor(id, story)])) as Record<StoryId, BreakId[]>;
  return { id, storyBreaks, appliesBreaks: BREAK_SWITCHES.filter((b) => STORY_IDS.some((s) => storyBreaks[s].includes(b.id))).map((b) => b.id) };
});

export { breaksFor };
