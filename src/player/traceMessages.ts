/** What the page asks the scene service of the engine worker (src/engineWorker.ts), and what it answers. */
import type { Method } from '../platform/rpc/messages';
import type { BreakId, ChapterId, StoryId, Trace } from '../core/trace';
import type { ChapterOutline } from './chapterOutline';

/** One chapter's scene: its story and the break-it switches that apply to it. */
export interface SceneRequest {
  chapter: ChapterId;
  story: StoryId;
  breaks: BreakId[];
}

/**
 * `buildTrace`: the finished Trace of one scene. `outlineChapters`: build these chapters and answer
 * only their outlines, each beat's kind and caption (the Traces stay in the worker for when they are
 * played; how long a caption takes to read is narration's to work out).
 */
export type TraceApi = {
  buildTrace: Method<SceneRequest, Trace>;
  outlineChapters: Method<{ chapters: ChapterId[]; story: StoryId; breaks: BreakId[] }, ChapterOutline[]>;
};
