/** The messages between the page and the trace worker. */
import type { BreakId, ChapterId, StoryId, Trace } from '../core/trace';

/** Build this chapter of this story, with these break-it switches; `id` pairs the reply with its request. */
export interface TraceRequest {
  id: number;
  chapter: ChapterId;
  story: StoryId;
  breaks: BreakId[];
}

/** The finished Trace, or why it could not be built. */
export type TraceReply = { id: number; ok: true; trace: Trace } | { id: number; ok: false; message: string };
