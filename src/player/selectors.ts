/**
 * Named selectors over the player's state, declared once at module level so React components and
 * tests read the store the same way (xyflow's style). Each returns a value that only changes when
 * what it names changes, so a component re-renders only then.
 */
import type { Beat, ChapterId, Trace } from '../core/trace';
import type { PlayerState } from './playerState';
import { slotOf, type TraceSlot } from './traceSlots';

export const selectChapter = (s: PlayerState) => s.chapter;
export const selectChapters = (s: PlayerState) => s.chapters;
export const selectCursor = (s: PlayerState) => s.cursor;
export const selectMoved = (s: PlayerState) => s.moved;
export const selectPlaying = (s: PlayerState) => s.playing;
export const selectSpeed = (s: PlayerState) => s.speed;
export const selectStory = (s: PlayerState) => s.story;
export const selectCaptions = (s: PlayerState) => s.captions;
export const selectNarration = (s: PlayerState) => s.narration;
export const selectSpeech = (s: PlayerState) => s.speech;
export const selectTraces = (s: PlayerState) => s.traces;

export const selectBreaks = (s: PlayerState) => s.breaks;
export const selectScene = (s: PlayerState) => s.scene;

/** The slot on screen: an extra scene's while one plays, else the current chapter's (loading, ready or failed). */
export const selectSlot = (s: PlayerState): TraceSlot | undefined => slotOf(s, s.chapter);

/** The Trace on screen once built (an extra scene's while one plays). */
export const selectTrace = (s: PlayerState): Trace | undefined => {
  const slot = selectSlot(s);
  return slot?.status === 'ready' ? slot.trace : undefined;
};

/** The beat under the cursor. */
export const selectBeat = (s: PlayerState): Beat | undefined => selectTrace(s)?.beats[s.cursor];

/** The current chapter and its place among those offered ("3 of 10"); wrap in `useShallow`. */
export const selectChapterPlace = (s: PlayerState): { chapter: ChapterId; number: number; count: number } => {
  const index = Math.max(0, s.chapters.indexOf(s.chapter));
  return { chapter: s.chapters[index]!, number: index + 1, count: s.chapters.length };
};

/** The beat count of the current chapter, 0 until its Trace is built. */
export const selectBeatCount = (s: PlayerState): number => selectTrace(s)?.beats.length ?? 0;

/** Whether any chapter's scene has been built (stays true across chapter changes; a new story starts over). */
export const selectAnySceneReady = (s: PlayerState): boolean => Object.values(s.traces).some((slot) => slot?.status === 'ready');

/** The beats a learner's own scene marks on the Timeline (none for a chapter's scene). */
export const selectMarks = (s: PlayerState): readonly number[] | undefined => selectTrace(s)?.marks;
