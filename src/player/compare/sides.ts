/**
 * Each side of a comparison as a player store of its own, holding that side's Trace at the beat the
 * comparison's step shows: the stage, the rows, the caption and the checks read a side exactly as they
 * read the player (through `PlayerContext`), so one set of views serves the single view and both sides.
 * A side's store never plays or builds: the comparison moves it, and its own seek (a check's "first
 * broken at beat 9") asks the comparison for the step that shows that beat.
 */
import type { ChapterId, StoryId, Trace } from '../../core/trace';
import type { PlayerStore } from '../playerState';
import { createPlayerStore } from '../playerStore';

/** What a side's store mirrors from the player: how the lesson is shown (captions, speed). */
export interface SideSettings {
  captions: boolean;
  speed: number;
}

/** A side's store: `trace` as the chapter `chapter` at its first beat shown (-1: none yet, shown as its first). */
export function sideStore(trace: Trace, story: StoryId, chapter: ChapterId, settings: SideSettings, seekBeat: (beat: number) => void): PlayerStore {
  const store = createPlayerStore({
    chapters: [chapter],
    story,
    chapter,
    ...settings,
    buildTrace: () => Promise.reject(new Error('a side of a comparison is built with it')),
  });
  // Before anything reads its verbs (`actionsOf` keeps the first ones it sees): its seek is the comparison's.
  store.setState({ traces: { [chapter]: { status: 'ready', trace } }, seek: seekBeat });
  return store;
}

/** Puts `beat` on a side's screen; `forward`: the comparison moved on by one step and this side by one beat (it travels), else a still frame. */
export function showBeat(store: PlayerStore, beat: number, forward: boolean): void {
  const cursor = Math.max(0, beat);
  const { cursor: before, moved } = store.getState();
  const next = forward && cursor === before + 1 ? 'forward' : 'jump';
  if (cursor !== before || next !== moved) store.setState({ cursor, moved: next });
}
