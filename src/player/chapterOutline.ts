import type { Beat, ChapterId, StoryId, Trace } from '../core/trace';

/**
 * What a chapter's length depends on, and nothing of its state: each beat's kind and caption (how long
 * a caption takes to read is narration's to say). Small enough for the scene worker to post for every
 * chapter at once (an embed's `ready`), where whole Traces would not be.
 */
export interface ChapterOutline {
  chapter: ChapterId;
  story: StoryId;
  beats: Pick<Beat, 'kind' | 'caption'>[];
}

/** The outline of a built chapter. */
export function outlineOf(trace: Trace): ChapterOutline {
  return { chapter: trace.chapter, story: trace.story, beats: trace.beats.map(({ kind, caption }) => ({ kind, caption })) };
}
