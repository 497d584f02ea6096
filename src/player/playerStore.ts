/**
 * The player: one vanilla zustand store holding where the learner is in the lesson and how it plays,
 * with its actions (verbs) inside it. It renders nothing and runs no SQL: a chapter's Trace comes from
 * `buildTrace` (the app passes core's scenario runner on sql.js), the rAF driver calls `advance()`, the
 * narrator reports `speaking`, and React subscribes through the named selectors in `selectors.ts`.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { BreakId, ChapterId, StoryId, Trace } from '../core/trace';
import { latestOfEach } from '../core/scenarios/exclusiveBreaks';
import { clampBeat, clampSpeed, neighbourChapter, nextBeat, playOn, previousBeat, stepSpeed } from './playhead';

/** A chapter as the player lists it; narration's `ChapterInfo` is one (the words come from above). */
export interface PlayerChapter {
  id: ChapterId;
  title: string;
  summary?: string;
}

/** A chapter's Trace: built on demand the first time the chapter is needed. */
export type TraceSlot = { status: 'loading' } | { status: 'ready'; trace: Trace } | { status: 'error'; message: string };

/**
 * A scene played in place of the chapter's own (a race the explorer found, one order of the lab): its
 * Trace, and a title for the banner that says so. The slot is built once, so selectors stay stable.
 */
export interface ExtraScene {
  title: string;
  slot: { status: 'ready'; trace: Trace };
}

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

/** Whether the browser can speak: unknown until tried; `blocked` waits for a click (autoplay rules). */
export type SpeechSupport = 'unknown' | 'available' | 'blocked' | 'unavailable';

/** Where the learner is and how the lesson plays, with the verbs that change it. */
export interface PlayerState {
  story: StoryId;
  chapters: readonly PlayerChapter[];
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
  traces: Partial<Record<ChapterId, TraceSlot>>;
  /** Break-it switches on: each chapter's scene runs with those that apply to it. */
  breaks: readonly BreakId[];
  /** A scene playing in place of the current chapter's, until the learner leaves it. */
  scene: ExtraScene | undefined;

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

/** How a player starts: its chapters, its story and settings (from the URL), and how to build a Trace. */
export interface PlayerOptions {
  chapters: readonly PlayerChapter[];
  story: StoryId;
  /** Builds one chapter's Trace with the switches on; rejects with a message fit for a learner when the engine cannot start. */
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

/** Creates the player's store. Nothing is built until a chapter is needed (`loadTrace`, or playing it). */
export function createPlayerStore(options: PlayerOptions): PlayerStore {
  if (options.chapters.length === 0) throw new RangeError('the player needs at least one chapter');
  const first = options.chapters.find((c) => c.id === options.chapter)?.id ?? options.chapters[0]!.id;

  return createStore<PlayerState>()((set, get) => {
    const indexOf = (id: ChapterId) => get().chapters.findIndex((c) => c.id === id);
    // The current chapter's slot is the extra scene's while one plays.
    const slotOf = (id: ChapterId) => (get().scene && id === get().chapter ? get().scene!.slot : get().traces[id]);
    const beatCount = (id: ChapterId) => {
      const slot = slotOf(id);
      return slot?.status === 'ready' ? slot.trace.beats.length : 0;
    };
    const isReady = (id: ChapterId) => slotOf(id)?.status === 'ready';

    // Playing on from a chapter's end goes straight into the next one: have its scene built by then.
    const prefetchAfter = (id: ChapterId) => {
      const following = neighbourChapter(indexOf(id), 1, get().chapters.length);
      if (following === null) return;
      const { story, breaks } = get();
      const prefetch = () => {
        // Only while the story and switches it was meant for still stand.
        if (get().story === story && get().breaks === breaks) void get().loadTrace(get().chapters[following]!.id);
      };
      if (options.whenIdle) options.whenIdle(prefetch);
      else prefetch();
    };

    // Enters a chapter: its Trace is built if needed, and the beat is clamped once it is known.
    const enter = (id: ChapterId, beat: number, playing: boolean) => {
      // Entering a chapter leaves any extra scene: the chapter's own slot decides.
      const slot = get().traces[id];
      const ready = slot?.status === 'ready';
      const cursor = ready ? clampBeat(beat, slot.trace.beats.length) : Math.max(0, Math.trunc(beat) || 0);
      set({ chapter: id, scene: undefined, cursor, playing, ended: false, moved: playing ? 'forward' : 'jump' });
      if (ready) prefetchAfter(id);
      else void get().loadTrace(id);
    };

    // The clip's bounds, once its chapter is built: a beat it does not have is dropped and reported.
    let checkedClip = false;
    const checkClip = (id: ChapterId, beats: number) => {
      const clip = get().clip;
      if (!clip || clip.chapter !== id || checkedClip) return;
      checkedClip = true;
      const problems: ClipProblem[] = [];
      const fits = (name: 'start' | 'end', value: number | null) => {
        if (value === null || value < beats) return value;
        problems.push({ name, value, beats });
        return null;
      };
      const checked = { chapter: id, start: fits('start', clip.start), end: fits('end', clip.end) };
      set({ clip: checked, clipProblems: problems });
      if (clip.start !== null && checked.start === null && get().chapter === id) set({ cursor: 0 });
    };
    const clipStart = (id: ChapterId) => (get().clip?.chapter === id ? (get().clip?.start ?? 0) : 0);

    return {
      story: options.story,
      chapters: options.chapters,
      chapter: first,
      cursor: options.clip?.start ?? 0,
      moved: 'jump',
      playing: options.playing ?? false,
      ended: false,
      finished: undefined,
      continueOn: options.continueOn ?? true,
      clip: options.clip ? { chapter: first, ...options.clip } : undefined,
      clipProblems: [],
      speed: clampSpeed(options.speed ?? 1),
      captions: options.captions ?? true,
      narration: options.narration ?? false,
      speech: 'unknown',
      speaking: false,
      traces: {},
      breaks: latestOfEach([...new Set(options.breaks ?? [])]),
      scene: undefined,

      play() {
        const { chapter, cursor, ended } = get();
        const atEnd = isReady(chapter) && cursor >= beatCount(chapter) - 1;
        // An extra scene, like the last chapter, has nothing after it.
        const atVeryEnd = ended || (atEnd && (get().scene !== undefined || indexOf(chapter) === get().chapters.length - 1));
        // Play at the end replays the chapter (or the clip), as a media element replays from the start.
        if (atVeryEnd) set({ cursor: get().scene ? 0 : clipStart(chapter), moved: 'forward' });
        set({ playing: true, ended: false });
        void get().loadTrace(chapter);
      },
      pause: () => set({ playing: false }),
      togglePlay: () => (get().playing ? get().pause() : get().play()),

      seek(beat) {
        const { chapter, cursor } = get();
        if (!isReady(chapter)) return;
        const target = clampBeat(beat, beatCount(chapter));
        set({ cursor: target, ended: false, moved: target === cursor + 1 ? 'forward' : 'jump' });
      },
      stepForward() {
        const { chapter, cursor } = get();
        const next = nextBeat({ chapter: indexOf(chapter), beat: cursor }, beatCount(chapter));
        set({ playing: false, ...(next ? { cursor: next.beat, moved: 'forward' } : {}) });
      },
      stepBack() {
        const { chapter, cursor } = get();
        const previous = previousBeat({ chapter: indexOf(chapter), beat: cursor });
        set({ playing: false, ended: false, ...(previous ? { cursor: previous.beat, moved: 'jump' } : {}) });
      },

      goToChapter(id, beat = 0) {
        if (indexOf(id) < 0) return;
        enter(id, beat, get().playing);
      },
      nextChapter() {
        const target = neighbourChapter(indexOf(get().chapter), 1, get().chapters.length);
        if (target !== null) enter(get().chapters[target]!.id, 0, get().playing);
      },
      previousChapter() {
        const target = neighbourChapter(indexOf(get().chapter), -1, get().chapters.length);
        if (target !== null) enter(get().chapters[target]!.id, 0, get().playing);
      },
      restart() {
        if (get().scene) set({ cursor: 0, playing: true, ended: false, moved: 'forward' });
        else enter(get().chapter, 0, true);
      },

      setStory(story) {
        if (story === get().story) return;
        // A new story is a new set of scenes: every Trace is rebuilt for it, from the chapter's start.
        set({ story, traces: {}, scene: undefined, cursor: 0, ended: false, speaking: false, moved: 'jump' });
        void get().loadTrace(get().chapter);
      },
      setBreaks(breaks) {
        // Switches that exclude each other: the one turned on last stands (a toggle appends it).
        const next = latestOfEach([...new Set(breaks)]);
        if (sameBreaks(next, get().breaks)) return;
        // Other switches make other scenes: each is built again, and this one plays its consequence.
        set({ breaks: next, traces: {}, scene: undefined, cursor: 0, ended: false, speaking: false, playing: true, moved: 'forward' });
        void get().loadTrace(get().chapter);
      },
      playScene(trace, title) {
        set({ scene: { title, slot: { status: 'ready', trace } }, cursor: 0, ended: false, speaking: false, playing: true, moved: 'forward' });
      },
      closeScene() {
        if (!get().scene) return;
        set({ scene: undefined, cursor: 0, ended: false, speaking: false, playing: false, moved: 'jump' });
        void get().loadTrace(get().chapter);
      },
      setSpeed: (speed) => set({ speed: clampSpeed(speed) }),
      faster: () => set({ speed: stepSpeed(get().speed, 1) }),
      slower: () => set({ speed: stepSpeed(get().speed, -1) }),
      setCaptions: (captions) => set({ captions }),
      toggleCaptions: () => set({ captions: !get().captions }),
      setNarration: (narration) => set({ narration, ...(narration ? {} : { speaking: false }) }),
      toggleNarration: () => get().setNarration(!get().narration),

      advance() {
        const { chapter, cursor, chapters, scene } = get();
        if (!isReady(chapter)) return;
        // An extra scene stops at its end rather than playing on into the next chapter.
        if (scene) {
          if (cursor < beatCount(chapter) - 1) set({ cursor: cursor + 1, moved: 'forward' });
          else set({ playing: false });
          return;
        }
        const clip = get().clip;
        const clipEnds = clip?.chapter === chapter && clip.end === cursor;
        const next = clipEnds ? 'end' : playOn({ chapter: indexOf(chapter), beat: cursor }, beatCount(chapter), chapters.length);
        if (next !== 'end' && next.chapter === indexOf(chapter)) {
          set({ cursor: next.beat, moved: 'forward' });
          return;
        }
        // The chapter's last beat (or the clip's) has had its time.
        set({ finished: { chapter, count: (get().finished?.count ?? 0) + 1 } });
        if (next === 'end' || !get().continueOn) set({ playing: false, ended: true });
        else enter(chapters[next.chapter]!.id, 0, true);
      },

      async loadTrace(id) {
        const slot = get().traces[id];
        if (slot && slot.status !== 'error') return;
        const { story, breaks } = get();
        set({ traces: { ...get().traces, [id]: { status: 'loading' } } });
        let next: TraceSlot;
        try {
          next = { status: 'ready', trace: await options.buildTrace(id, story, breaks) };
        } catch (error) {
          next = { status: 'error', message: error instanceof Error ? error.message : String(error) };
        }
        // A story or switches changed while building make this Trace belong to scenes no longer on screen.
        if (get().story !== story || get().breaks !== breaks) return;
        set({ traces: { ...get().traces, [id]: next } });
        if (next.status === 'ready') checkClip(id, next.trace.beats.length);
        if (next.status === 'ready' && get().chapter === id && !get().scene) {
          set({ cursor: clampBeat(get().cursor, next.trace.beats.length) });
          prefetchAfter(id);
        }
      },

      setSpeech: (speech) => set({ speech, ...(speech === 'unavailable' ? { narration: false, speaking: false } : {}) }),
      setSpeaking: (speaking) => set({ speaking }),
    };
  });
}

function sameBreaks(a: readonly BreakId[], b: readonly BreakId[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}
