/** The messages between the page and the trace worker. */
import type { BreakId, ChapterId, StoryId, Trace } from '../core/trace';
import type { ChapterOutline } from './chapterOutline';

/**
 * Build this chapter of this story, with these break-it switches (`trace`); or build these chapters
 * and send back only their outlines (`outline`). `id` pairs the reply with its request.
 */
export type TraceRequest =
  | { id: number; kind: 'trace'; chapter: ChapterId; story: StoryId; breaks: BreakId[] }
  | { id: number; kind: 'outline'; chapters: ChapterId[]; story: StoryId; breaks: BreakId[] };

/** The finished Trace or outlines, or why they could not be built. */
export type TraceReply =
  | { id: number; ok: true; trace: Trace }
  | { id: number; ok: true; outlines: ChapterOutline[] }
  | { id: number; ok: false; message: string };
