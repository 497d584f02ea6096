import { BREAK_IDS, CHAPTER_IDS, type BreakId, type ChapterId, type StoryId } from '../trace/types';

/**
 * What a chapter is to the scenes: its id and the break-it switches that change it. Its title and
 * summary are words, and live in src/narration (`ChapterInfo` joins the two).
 */
export interface ChapterSpec {
  id: ChapterId;
  /** The break-it switches that change this chapter in at least one story. */
  appliesBreaks: BreakId[];
  /**
   * The switches per story. The library writes its loan in the key's own transaction: SELECT-then-INSERT
   * opens a gap there too, but a blind takeover or a missing fence has no race left to lose (the
   * chapter shows that nothing breaks, and why).
   */
  storyBreaks: Record<StoryId, BreakId[]>;
}

const both = (breaks: BreakId[]): Record<StoryId, BreakId[]> => ({ payflow: breaks, library: breaks });

/** The switches per chapter; a chapter not listed has none. */
const STORY_BREAKS: Partial<Record<ChapterId, Record<StoryId, BreakId[]>>> = {
  ticket: both(['no-key', 'key-per-try']),
  'double-click': both(['no-key', 'key-per-try', 'select-then-insert']),
  crash: { payflow: ['no-provider-key', 'blind-takeover'], library: ['blind-takeover'] },
  fencing: { payflow: ['no-fencing', 'no-provider-key'], library: ['no-fencing'] },
};

/** Every chapter, in lesson order (CHAPTER_IDS' order). */
export const CHAPTER_SPECS: readonly ChapterSpec[] = CHAPTER_IDS.map((id) => {
  const storyBreaks = STORY_BREAKS[id] ?? both([]);
  return { id, storyBreaks, appliesBreaks: BREAK_IDS.filter((b) => storyBreaks.payflow.includes(b) || storyBreaks.library.includes(b)) };
});

/** The switches that change `chapter` in `story`, in BREAK_IDS order. */
export function breaksFor(chapter: ChapterId, story: StoryId): BreakId[] {
  const spec = CHAPTER_SPECS.find((c) => c.id === chapter);
  if (!spec) throw new RangeError(`no chapter ${chapter}`);
  return spec.storyBreaks[story];
}
