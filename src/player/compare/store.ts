/**
 * A comparison on screen: the two runs, built in the engine worker (`build`), one Timeline over the
 * compare steps (compare/align.ts) that drives both sides, and the verbs a learner uses on it — play,
 * pause, step, seek, next and previous difference, close. A vanilla store beside the player's: it takes
 * the player's settings (story, captions, speed) and moves each side's store (sides.ts) to the beat its
 * step shows. It renders nothing and runs no SQL.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { nextDifference, previousDifference, stepOfBeat, type Difference } from '../../compare';
import { problemOf, type Problem } from '../../core/problem';
import type { PlayerStore } from '../playerState';
import { clampBeat } from '../playhead';
import type { BuiltComparison } from './messages';
import { showBeat, sideStore } from './sides';
import { chapterOf, SIDES, type CompareSpec, type SideId } from './spec';

/** The comparison's runs: being built, built, or why they could not be. */
export type ComparisonSlot = { status: 'loading' } | { status: 'ready'; built: BuiltComparison } | { status: 'error'; problem: Problem };

export interface CompareData {
  /** The comparison open, or undefined: the single view. */
  spec: CompareSpec | undefined;
  /** What the opener calls each side (a branch's name); else the views name it from the spec. */
  names: Partial<Record<SideId, string>>;
  slot: ComparisonSlot | undefined;
  /** The step of the compare Timeline on screen, from 0. */
  step: number;
  /** `forward` by playing on or stepping to the next step, `jump` by seeking or going back (as the player's `moved`). */
  moved: 'forward' | 'jump';
  playing: boolean;
  /** Each side's store, at the beat this step shows (once the runs are built). */
  sides: Record<SideId, PlayerStore> | undefined;
}

export interface CompareActions {
  /** Opens `spec` (the single view pauses); once built, at the step showing side A's beat `atBeat` (default: the first). */
  open(spec: CompareSpec, options?: { names?: Partial<Record<SideId, string>>; atBeat?: number }): Promise<void>;
  /** Back to the single view. */
  close(): void;
  seek(step: number): void;
  stepForward(): void;
  stepBack(): void;
  play(): void;
  pause(): void;
  togglePlay(): void;
  /** The current step has had its time: play on (the driver calls this). */
  advance(): void;
  nextDifference(): void;
  previousDifference(): void;
  /** To the first step showing `beat` of `side` (a side's own link, such as a check's first broken beat). */
  seekSide(side: SideId, beat: number): void;
}

export type CompareState = CompareData & CompareActions;
export type CompareStore = StoreApi<CompareState>;

export interface CompareOptions {
  /** Runs both sides of `spec` (the engine worker) and compares them; rejects with the problem a learner is told. */
  build(spec: CompareSpec): Promise<BuiltComparison>;
  /** The player beside it: its story, captions and speed are the comparison's too. */
  player: PlayerStore;
  /** Told of every comparison opened, and of none when it closes (the page's address carries it). */
  onSpec?(spec: CompareSpec | undefined): void;
}

const CLOSED: Pick<CompareData, 'spec' | 'names' | 'slot' | 'step' | 'moved' | 'playing' | 'sides'> = {
  spec: undefined,
  names: {},
  slot: undefined,
  step: 0,
  moved: 'jump',
  playing: false,
  sides: undefined,
};

/** The built runs of a state, if built. */
export const builtOf = (s: Pick<CompareData, 'slot'>): BuiltComparison | undefined => (s.slot?.status === 'ready' ? s.slot.built : undefined);

export function createCompareStore(options: CompareOptions): CompareStore {
  const { player } = options;
  let stopMirroring: (() => void) | undefined;

  return createStore<CompareState>()((set, get) => {
    /** Goes to `step` (clamped); `forward`: one step on by playing or stepping. */
    const go = (step: number, forward: boolean) => {
      const built = builtOf(get());
      if (!built) return;
      const target = clampBeat(step, built.comparison.steps.length);
      set({ step: target, moved: forward ? 'forward' : 'jump' });
      const at = built.comparison.steps[target]!;
      const sides = get().sides;
      if (sides) for (const side of SIDES) showBeat(sides[side], at[side], forward);
    };
    const stepCount = () => builtOf(get())?.comparison.steps.length ?? 0;
    const jumpTo = (difference: Difference | undefined) => {
      if (difference) go(difference.step, false);
      set({ playing: false });
    };

    return {
      ...CLOSED,
      async open(spec, { names = {}, atBeat } = {}) {
        stopMirroring?.();
        player.getState().pause();
        set({ ...CLOSED, spec, names, slot: { status: 'loading' } });
        options.onSpec?.(spec);
        let built: BuiltComparison;
        try {
          built = await options.build(spec);
        } catch (error) {
          if (get().spec === spec) set({ slot: { status: 'error', problem: problemOf(error) } });
          return;
        }
        if (get().spec !== spec) return; // closed, or another opened, meanwhile
        const { story, captions, speed } = player.getState();
        const chapter = chapterOf(spec);
        const settings = { captions, speed };
        const sides = {
          a: sideStore(built.a, story, chapter, settings, (beat) => get().seekSide('a', beat)),
          b: sideStore(built.b, story, chapter, settings, (beat) => get().seekSide('b', beat)),
        };
        // The sides show the lesson as the player does: a change of captions or speed there is theirs too.
        stopMirroring = player.subscribe((now, before) => {
          if (now.captions === before.captions && now.speed === before.speed) return;
          for (const side of SIDES) sides[side].setState({ captions: now.captions, speed: now.speed });
        });
        set({ slot: { status: 'ready', built }, sides });
        go(atBeat === undefined ? 0 : stepOfBeat(built.comparison.steps, 'a', atBeat), false);
      },
      close() {
        if (!get().spec) return;
        stopMirroring?.();
        stopMirroring = undefined;
        set(CLOSED);
        options.onSpec?.(undefined);
      },
      seek: (step) => go(step, step === get().step + 1),
      stepForward() {
        set({ playing: false });
        if (get().step < stepCount() - 1) go(get().step + 1, true);
      },
      stepBack() {
        set({ playing: false });
        if (get().step > 0) go(get().step - 1, false);
      },
      play() {
        if (!builtOf(get())) return;
        // Play at the end plays the comparison again, as the player replays a chapter.
        if (get().step >= stepCount() - 1) go(0, true);
        set({ playing: true });
      },
      pause: () => set({ playing: false }),
      togglePlay: () => (get().playing ? get().pause() : get().play()),
      advance() {
        if (!get().playing) return;
        if (get().step >= stepCount() - 1) set({ playing: false });
        else go(get().step + 1, true);
      },
      nextDifference() {
        const built = builtOf(get());
        if (built) jumpTo(nextDifference(built.comparison, get().step));
      },
      previousDifference() {
        const built = builtOf(get());
        if (built) jumpTo(previousDifference(built.comparison, get().step));
      },
      seekSide(side, beat) {
        const built = builtOf(get());
        if (built) go(stepOfBeat(built.comparison.steps, side, beat), false);
      },
    };
  });
}
