/**
 * The player: one vanilla zustand store holding where the learner is in the lesson and how it plays,
 * with its actions (verbs) inside it. It renders nothing and runs no SQL: a chapter's Trace comes from
 * `buildTrace` (the app passes core's scenario runner on sql.js), the rAF driver calls `advance()`, the
 * narrator reports `speaking`, and React subscribes through the named selectors in `selectors.ts`.
 * The rules it applies are pure and live beside it: the playhead's (`playhead.ts`), the clip's
 * (`clip.ts`) and the Trace slots' (`traceSlots.ts`); its types are in `playerState.ts`.
 */
import { createStore } from 'zustand/vanilla';
import type { BreakId, ChapterId } from '../core/trace';
import { latestOfEach } from '../core/scenarios/exclusiveBreaks';
import { clipStart, fitClip } from './clip';
import type { PlayerActions, PlayerOptions, PlayerState, PlayerStore } from './playerState';
import { afterBeat, clampBeat, clampSpeed, neighbourChapter, nextBeat, previousBeat, stepSpeed } from './playhead';
import { beatsIn, needsBuild, settle, slotOf } from './traceSlots';

/** Creates the player's store. Nothing is built until a chapter is needed (`loadTrace`, or playing it). */
export function createPlayerStore(options: PlayerOptions): PlayerStore {
  if (options.chapters.length === 0) throw new RangeError('the player needs at least one chapter');
  const first = options.chapter !== undefined && options.chapters.includes(options.chapter) ? options.chapter : options.chapters[0]!;

  return createStore<PlayerState>()((set, get) => {
    const indexOf = (id: ChapterId) => get().chapters.indexOf(id);
    const beatCount = (id: ChapterId) => beatsIn(slotOf(get(), id));
    const isReady = (id: ChapterId) => slotOf(get(), id)?.status === 'ready';

    // Playing on from a chapter's end goes straight into the next one: have its scene built by then.
    const prefetchAfter = (id: ChapterId) => {
      const following = neighbourChapter(indexOf(id), 1, get().chapters.length);
      if (following === null) return;
      const { story, breaks } = get();
      const prefetch = () => {
        // Only while the story and switches it was meant for still stand.
        if (get().story === story && get().breaks === breaks) void get().loadTrace(get().chapters[following]!);
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
      const fitted = fitClip(clip, beats);
      set({ clip: fitted.clip, clipProblems: fitted.problems });
      if (clip.start !== null && fitted.clip.start === null && get().chapter === id) set({ cursor: 0 });
    };

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
        if (atVeryEnd) set({ cursor: get().scene ? 0 : clipStart(get().clip, chapter), moved: 'forward' });
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
        if (target !== null) enter(get().chapters[target]!, 0, get().playing);
      },
      previousChapter() {
        const target = neighbourChapter(indexOf(get().chapter), -1, get().chapters.length);
        if (target !== null) enter(get().chapters[target]!, 0, get().playing);
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
      showSandbox(trace, beat, move = true) {
        const traces: PlayerState['traces'] = { ...get().traces, sandbox: { status: 'ready', trace } };
        if (!move) return set({ traces });
        set({
          traces,
          chapter: 'sandbox',
          cursor: Math.max(0, Math.min(beat, trace.beats.length - 1)),
          scene: undefined,
          playing: false,
          ended: false,
          speaking: false,
          moved: 'jump',
        });
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
        const { chapter, cursor, chapters, scene, clip, continueOn } = get();
        if (!isReady(chapter)) return;
        const next = afterBeat({
          at: { chapter: indexOf(chapter), beat: cursor },
          beatCount: beatCount(chapter),
          chapterCount: chapters.length,
          scene: scene !== undefined,
          clipEnd: clip?.chapter === chapter ? clip.end : null,
          continueOn,
        });
        if (next.then === 'beat') return set({ cursor: next.beat, moved: 'forward' });
        if (next.then === 'stop') return set({ playing: false });
        set({ finished: { chapter, count: (get().finished?.count ?? 0) + 1 } });
        if (next.next === null) set({ playing: false, ended: true });
        else enter(chapters[next.next]!, 0, true);
      },

      async loadTrace(id) {
        if (!needsBuild(get().traces[id])) return;
        const { story, breaks } = get();
        set({ traces: { ...get().traces, [id]: { status: 'loading' } } });
        const next = await settle(() => options.buildTrace(id, story, breaks));
        // A story or switches changed while building make this Trace belong to scenes no longer on screen.
        if (get().story !== story || get().breaks !== breaks) return;
        set({ traces: { ...get().traces, [id]: next } });
        if (next.status !== 'ready') return;
        checkClip(id, next.trace.beats.length);
        if (get().chapter === id && !get().scene) {
          set({ cursor: clampBeat(get().cursor, next.trace.beats.length) });
          prefetchAfter(id);
        }
      },

      setSpeech: (speech) => set({ speech, ...(speech === 'unavailable' ? { narration: false, speaking: false } : {}) }),
      setSpeaking: (speaking) => set({ speaking }),
    };
  });
}

const actionsByStore = new WeakMap<PlayerStore, PlayerActions>();

/**
 * The verbs of `store`, and nothing of its data: they never change identity, so this is made once per
 * store, and what it returns cannot go stale (there is no `cursor` on it to read).
 */
export function actionsOf(store: PlayerStore): PlayerActions {
  let actions = actionsByStore.get(store);
  if (!actions) {
    const state = store.getState();
    actions = Object.fromEntries(Object.entries(state).filter(([, value]) => typeof value === 'function')) as unknown as PlayerActions;
    actionsByStore.set(store, actions);
  }
  return actions;
}

function sameBreaks(a: readonly BreakId[], b: readonly BreakId[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}
