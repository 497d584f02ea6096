/**
 * The part of the opening chapter an embed asked for (`start=`, `end=`), and its check against the
 * chapter's beats once the chapter is built. Pure: the store keeps the result.
 */
import type { ChapterId } from '../core/trace';

/**
 * The part of the opening chapter an embed asked for (`start=`, `end=`): playback opens at `start`
 * and stops after `end` has had its time. Null: the chapter's own first or last beat.
 */
export interface Clip {
  chapter: ChapterId;
  start: number | null;
  end: number | null;
}

/** A clip's beat that the chapter does not have: it is not used, and the notice says so. */
export interface ClipProblem {
  name: 'start' | 'end';
  value: number;
  beats: number;
}

/** `clip` checked against its chapter's `beats`: a bound the chapter does not have becomes null (its own first or last beat) and is named. */
export function fitClip(clip: Clip, beats: number): { clip: Clip; problems: ClipProblem[] } {
  const problems: ClipProblem[] = [];
  const fits = (name: 'start' | 'end', value: number | null) => {
    if (value === null || value < beats) return value;
    problems.push({ name, value, beats });
    return null;
  };
  return { clip: { chapter: clip.chapter, start: fits('start', clip.start), end: fits('end', clip.end) }, problems };
}

/** Where playing `chapter` from its start begins: the clip's start in the clip's chapter, else its first beat. */
export function clipStart(clip: Clip | undefined, chapter: ChapterId): number {
  return clip?.chapter === chapter ? (clip.start ?? 0) : 0;
}
