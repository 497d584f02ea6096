/**
 * What the package keeps in the LMS, as text: the place (`cmi.core.lesson_location`, `chapter:beat`)
 * and the progress (`cmi.suspend_data`: chapters ended and predictions answered). Pure: reading
 * never throws; what cannot be read comes back as a problem and the defaults.
 */
import { CHAPTER_IDS, type ChapterId } from '../../core/trace';
import { words } from '../../narration/words';

/** A place in the package: a chapter and a beat of it, from 0. */
export interface Place {
  chapter: ChapterId;
  beat: number;
}

export interface Progress {
  /** Chapters watched to their end, in any session. */
  ended: ChapterId[];
  /** Predictions answered: question id → right. The first answer to a question is the one that counts. */
  answers: Record<string, boolean>;
}

export const EMPTY_PROGRESS: Progress = { ended: [], answers: {} };

export function formatPlace(place: Place): string {
  return `${place.chapter}:${place.beat}`;
}

/** `ticket:3` → the place, if it names a chapter of `chapters` and a whole beat; else why not. */
export function parsePlace(text: string, chapters: readonly ChapterId[]): { place: Place } | { problem: string } {
  const match = /^([a-z-]+):(\d{1,6})$/.exec(text.trim());
  if (!match) return { problem: words.course.notAPlace(shorten(text)) };
  const chapter = match[1] as ChapterId;
  if (!chapters.includes(chapter)) return { problem: words.course.noSuchChapter(shorten(text)) };
  return { place: { chapter, beat: Number(match[2]) } };
}

/** Progress as `cmi.suspend_data` (SCORM 1.2 allows 4,096 characters; a full package needs about 1,000). */
export function formatProgress(progress: Progress): string {
  return JSON.stringify({ v: 1, ended: progress.ended, answers: progress.answers });
}

/** `cmi.suspend_data` → progress. Empty ⇒ none yet; anything unreadable ⇒ a problem and none. */
export function parseProgress(text: string): { progress: Progress; problem?: string } {
  if (text.trim() === '') return { progress: EMPTY_PROGRESS };
  const unreadable = { progress: EMPTY_PROGRESS, problem: words.course.unreadableProgress };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return unreadable;
  }
  if (typeof data !== 'object' || data === null || (data as { v?: unknown }).v !== 1) return unreadable;
  const { ended, answers } = data as { ended?: unknown; answers?: unknown };
  if (!Array.isArray(ended) || typeof answers !== 'object' || answers === null || Array.isArray(answers)) return unreadable;
  return {
    progress: {
      ended: ended.filter((id): id is ChapterId => (CHAPTER_IDS as readonly unknown[]).includes(id)),
      answers: Object.fromEntries(Object.entries(answers).filter((e): e is [string, boolean] => typeof e[1] === 'boolean')),
    },
  };
}

/** Milliseconds as SCORM 1.2's CMITimespan, `HHHH:MM:SS.SS`. */
export function cmiTimespan(ms: number): string {
  const hundredths = Math.max(0, Math.round(ms / 10));
  const hours = Math.min(9999, Math.floor(hundredths / 360_000));
  const minutes = Math.floor((hundredths % 360_000) / 6_000);
  const seconds = (hundredths % 6_000) / 100;
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(hours, 4)}:${pad(minutes, 2)}:${seconds.toFixed(2).padStart(5, '0')}`;
}

function shorten(text: string): string {
  const chars = [...text];
  return chars.length > 40 ? `${chars.slice(0, 40).join('')}…` : text;
}
