import type { ChapterId } from '../core/trace';
import type { ChapterOutline } from '../player/chapterOutline';
import { onScreenMs } from './captionOf';

/** What a course page is told about a chapter before it plays (`cloakroom:ready`). */
export interface ChapterSummary {
  id: ChapterId;
  /** How many beats its scene has. */
  beats: number;
  /** How long it plays at 1×, every beat given its time on screen (narration's waits aside). */
  durationMs: number;
}

/** The summary of a built chapter (a Trace is an outline too): its beats, and the sum of their times on screen at 1×. */
export function summarize(outline: ChapterOutline): ChapterSummary {
  const durationMs = outline.beats.reduce((total, beat) => total + onScreenMs(outline.story, beat, 1), 0);
  return { id: outline.chapter, beats: outline.beats.length, durationMs: Math.round(durationMs) };
}
