/** The messages between the page and the trace worker. */
import type { ChapterId, StoryId, Trace } from '../core/trace';

export interface TraceRequest {
  id: number;
  chapter: ChapterId;
  story: StoryId;
}

export type TraceReply = { id: number; ok: true; trace: Trace } | { id: number; ok: false; message: string };
