/**
 * The player's types: what its store holds (`PlayerData`), the verbs that change it
 * (`PlayerActions`), and how a player starts (`PlayerOptions`). The store is `playerStore.ts`.
 */
import type { StoreApi } from 'zustand/vanilla';
import type { BreakId, ChapterId, StoryId, Trace } from '../core/trace';
import type { Clip, ClipProblem } from './clip';
import type { ExtraScene, TraceSlots } from './traceSlots';

/** Whether the browser can speak: unknown until tried; `blocked` waits for a click (autoplay rules). */
export type SpeechSupport = 'unknown' | 'available' | 'blocked' | 'unavailable';

/** Where the learner is and how the lesson plays. */
export interface PlayerData {
  story: StoryId;
  /** The chapters offered, in order: ids only (their titles are words: views read them from narration in the language on screen). */
  chapters: readonly ChapterId[];
  /** The current chapter. */
  chapter: ChapterId;
  /** The current beat within the chapter, from 0. */
  cursor: number;
  /**
   * How the cursor reached this beat: `forward` by playing on or stepping to the next beat (the
   * stage shows the beat happening, its message travelling), `jump` by seeking elsewhere or going
   * back (the stage shows where things stand, at once).
   */
  moved: 'forward' | 'jump';
  playing: boolean;
  /**
   * True once playback stopped at an end: past the last beat of the last chapter, or of any chapter
   * (or clip) when it does not play on. Play then starts that chapter (or clip) again.
   */
  ended: boolean;
  /**
   * The last chapter whose last beat (or whose clip's end) has had its time while playing, and how
   * many such endings there were: each one is a new object, so a subscriber sees every ending.
   */
  finished: { chapter: ChapterId; count: number } | undefined;
  /** Play on into the next chapter from a chapter's end (else stop there). */
  continueOn: boolean;
  /** The part of the opening chapter to play, once checked against its beats. */
  clip: Clip | undefined;
  /** The clip's beats the chapter did not have. */
  clipProblems: readonly ClipProblem[];
  speed: number;
  captions: boolean;
  narration: boolean;
  speech: SpeechSupport;
  /** The current beat's sentence is being spoken; while narration is on, the beat waits for it. */
  speaking: boolean;
  /** The Traces of the current story, by chapter. */
  traces: TraceSlots;
  /** Break-it switches on: each chapter's scene runs with those that apply to it. */
  breaks: readonly BreakId[];
  /** A scene playing in place of the current chapter's, until the learner leaves it. */
  scene: ExtraScene | undefined;
}

/** The verbs that change where the learner is and how the lesson plays. They never change identity. */
export interface PlayerActions {
  play(): void;
  pause(): void;
  togglePlay(): void;
  /** Jumps to a beat of the current chapter (clamped to the chapter). */
  seek(beat: number): void;
  stepForward(): void;
  stepBack(): void;
  goToChapter(id: ChapterId, beat?: number): void;
  nextChapter(): void;
  previousChapter(): void;
  /** Back to the first beat of the current chapter (or of the extra scene playing), playing. */
  restart(): void;
  setStory(story: StoryId): void;
  /** Turns break-it switches on or off: the scenes are built again with them, and the chapter plays from its start. */
  setBreaks(breaks: readonly BreakId[]): void;
  /** Plays `trace` in place of the current chapter's scene, from its first beat. */
  playScene(trace: Trace, title: string): void;
  /** Back to the chapter's own scene, at its start. */
  closeScene(): void;
  /**
   * Plays a learner's own scene as the `sandbox` chapter, paused at `beat` (where the learner acted):
   * its Trace replaces that chapter's, so stepping, the Timeline and the chapter strip work on it. With
   * `move` false (the learner went to another chapter while it was built) the player stays where it is,
   * and the scene waits in the `sandbox` chapter.
   */
  showSandbox(trace: Trace, beat: number, move?: boolean): void;
  setSpeed(speed: number): void;
  faster(): void;
  slower(): void;
  setCaptions(on: boolean): void;
  toggleCaptions(): void;
  setNarration(on: boolean): void;
  toggleNarration(): void;
  /** The current beat has had its time: play on (the rAF driver calls this). */
  advance(): void;
  /** Builds a chapter's Trace if it is not built or failed; resolves when it settles. */
  loadTrace(id: ChapterId): Promise<void>;
  /** The narrator's reports. */
  setSpeech(support: SpeechSupport): void;
  setSpeaking(speaking: boolean): void;
}

/** The store's state: its data and its verbs, in one object as zustand keeps them. Selectors read it. */
export interface PlayerState extends PlayerData, PlayerActions {}

/** How a player starts: its chapters, its story and settings (from the URL), and how to build a Trace. */
export interface PlayerOptions {
  chapters: readonly ChapterId[];
  story: StoryId;
  /** Builds one chapter's Trace with the switches on; rejects with the problem (`problemOf`) a learner is told when the engine cannot start. */
  buildTrace(chapter: ChapterId, story: StoryId, breaks: readonly BreakId[]): Promise<Trace>;
  /**
   * Runs a task once the page has a moment: the next chapter is built ahead of need, and that build
   * must not take a core from the scene being drawn now. At once when not given.
   */
  whenIdle?(task: () => void): void;
  chapter?: ChapterId;
  breaks?: readonly BreakId[];
  speed?: number;
  captions?: boolean;
  narration?: boolean;
  playing?: boolean;
  /** Play on into the next chapter from a chapter's end (default true). */
  continueOn?: boolean;
  /** Open the chapter at `start` and stop after `end` (see `Clip`); its chapter is the opening one. */
  clip?: Omit<Clip, 'chapter'>;
}

/** The player's vanilla store: `getState()` for the verbs, `subscribe` for controllers, `useStore` for React. */
export type PlayerStore = StoreApi<PlayerState>;
