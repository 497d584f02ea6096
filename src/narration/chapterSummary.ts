import type { ChapterId, Trace } from '../core/trace';
import { onScreenMs } from './captionOf';

/** What a course page is told about a chapter before it plays (`cloakroom:ready`). */
export interface ChapterSummary {
  id: ChapterId;
  /** How many beats its scene has. */
  beats: number;
  /** How long it plays at 1×, every beat given its time on screen (narration's waits aside). */
  durationMs: number;
}

/** The summary of a built chapter: its beats, and the sum of their times on screen at 1×. */
export function summarize(trace: Trace): ChapterSummary {
  const durationMs = trace.beats.reduce((total, beat) => total + onScreenMs(trace.story, beat, 1), 0);
  return { id: trace.chapter, beats: trace.beats.length, durationMs: Math.round(durationMs) };
}
