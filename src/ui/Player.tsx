import { lazy, Suspense, useCallback, useRef, type Dispatch, type ReactNode, type RefObject, type SetStateAction } from 'react';
import { language } from '../narration/language';
import { words } from '../narration/words';
import type { ParamProblem } from '../embed/params';
import type { ScoreBook } from '../learn/predict/scoreBook';
import { selectAnySceneReady, selectBeatCount } from '../player/selectors';
import { BoxScene } from './box/BoxScene';
import { useCompareHandle, useComparing } from './compare/CompareContext';
import { FailureNotice } from './components/FailureNotice';
import { HelpSheet } from './components/HelpSheet';
import { ParamNotice } from './components/ParamNotice';
import { TranscriptSheet } from './components/TranscriptSheet';
import type { Command } from './keymap';
import { learnTools } from './learn/loadLearn';
import { PageScene } from './PageScene';
import { usePlayer, usePlayerStore } from './playerContext';
import { sceneViews } from './scene/loadScene';
import type { SceneLayoutProps } from './sceneParts';
import { TopBar } from './TopBar';
import { useFocusInView } from './useFocusInView';
import { useFocusKept } from './useFocusKept';
import { useFocusPlaceRestored } from './focusPlace';
import { useFullscreen } from './useFullscreen';
import { useLoadedModule } from './useLoadedModule';
import { usePlayerKeys } from './usePlayerKeys';

// A comparison's views come with its chunk, which is here by the time one opens.
const CompareScene = lazy(() => import('./compare').then((m) => ({ default: m.CompareScene })));

interface Props {
  problems: readonly ParamProblem[];
  /** `minimal` (for small embeds): Play/Pause, the timeline and the chapter menu only. */
  controls?: 'full' | 'minimal';
  theme: 'light' | 'dark';
  onToggleTheme(): void;
  /** The prediction score, shared with the embed bridge. */
  book: ScoreBook;
  /** Embedded: the player fits its box, and the panels are views to switch between (see `BoxScene`). */
  boxed?: boolean;
  /** Another notice under the address's one (a SCORM package's word from the course platform). */
  notice?: ReactNode;
  /** The review page (`?describe=1`): the text a screen reader gets, beside the stage. */
  describe?: boolean;
  /**
   * The sheet open over the player, kept by the page above it: a change of language draws the player
   * anew (`key={lang}`), and a sheet open when the new words land stays open.
   */
  sheet: OpenSheet;
  onSheet: Dispatch<SetStateAction<OpenSheet>>;
  /**
   * What fills the screen in fullscreen: the element around the player, kept by the page above it, so
   * a change of language (a player drawn anew) leaves the learner in fullscreen, on the same control.
   */
  shell: RefObject<HTMLElement | null>;
}

/** Which of the player's sheets is open, if any. */
export type OpenSheet = 'help' | 'transcript' | null;

/**
 * The whole player: the top bar, the scene (as a page, or as a player box when embedded) and the
 * sheets. Keys pressed inside it (or with nothing focused) run its commands (see `keymap.ts`); the
 * focus stays in it when the control it was on goes away (`useFocusKept`).
 */
export function Player({ problems, theme, onToggleTheme, book, controls = 'full', boxed = false, notice, describe = false, sheet, onSheet, shell }: Props) {
  const full = controls === 'full';
  const store = usePlayerStore();
  const root = useRef<HTMLDivElement>(null);
  const { fullscreen, toggle: toggleFullscreen } = useFullscreen(shell);
  const learnReady = usePlayer(selectAnySceneReady);
  const beats = usePlayer(selectBeatCount);
  const views = useLoadedModule(sceneViews);
  // The learning tools load once a scene is on screen and the page is idle, off the scene's path.
  const learnState = useLoadedModule(learnTools, learnReady, true);
  const compare = useCompareHandle().store;
  const comparing = useComparing();

  const run = useCallback(
    (command: Command) => {
      const s = store.getState();
      // While comparing, the transport's keys drive the comparison's Timeline; the chapter keys wait.
      const c = compare?.getState().spec ? compare.getState() : undefined;
      const stepCount = c?.slot?.status === 'ready' ? c.slot.built.comparison.steps.length : 0;
      const ignore = () => {};
      const commands: Record<Command, () => void> = {
        togglePlay: c ? c.togglePlay : s.togglePlay,
        stepBack: c ? c.stepBack : s.stepBack,
        stepForward: c ? c.stepForward : s.stepForward,
        previousChapter: c ? ignore : s.previousChapter,
        nextChapter: c ? ignore : s.nextChapter,
        firstBeat: () => (c ? c.seek(0) : s.seek(0)),
        lastBeat: () => (c ? c.seek(stepCount - 1) : s.seek(beats - 1)),
        nextDifference: c ? c.nextDifference : ignore,
        previousDifference: c ? c.previousDifference : ignore,
        slower: s.slower,
        faster: s.faster,
        toggleCaptions: s.toggleCaptions,
        toggleNarration: s.toggleNarration,
        toggleFullscreen,
        toggleHelp: () => onSheet((open) => (open === 'help' ? null : 'help')),
      };
      commands[command]();
    },
    [store, compare, beats, toggleFullscreen, onSheet],
  );

  usePlayerKeys(root, run);
  useFocusKept(root);
  useFocusInView();
  useFocusPlaceRestored(root);

  const scene: SceneLayoutProps = {
    full,
    book,
    views,
    learn: learnReady && learnState.status === 'ready' ? learnState.module : undefined,
    learnFailure:
      learnReady && learnState.status === 'error' ? (
        <FailureNotice polite message={learnState.message} stuck={learnState.stuck} note={words.scene.stillPlays} retry={() => void learnTools.start().catch(() => {})} />
      ) : undefined,
    fullscreen,
    onToggleFullscreen: toggleFullscreen,
    describe,
  };
  const className = ['player', fullscreen && 'is-fullscreen', !full && 'is-minimal', boxed && 'is-boxed'].filter(Boolean).join(' ');
  return (
    // Its language on the player too, not only on <html>: the page sets that after loading, and
    // Firefox's accessibility tree kept the first one (Orca read Spanish with English's voice).
    <div className={className} ref={root} tabIndex={-1} lang={language().id}>
      <TopBar full={full} theme={theme} onToggleTheme={onToggleTheme} onTranscript={() => onSheet('transcript')} onHelp={() => onSheet('help')} />
      <ParamNotice problems={problems} />
      {notice}
      {comparing ? (
        <Suspense fallback={null}>
          <CompareScene full={full} views={views} fullscreen={fullscreen} onToggleFullscreen={toggleFullscreen} boxed={boxed} />
        </Suspense>
      ) : boxed ? (
        <BoxScene {...scene} />
      ) : (
        <PageScene {...scene} />
      )}
      <HelpSheet open={sheet === 'help'} onClose={() => onSheet(null)} />
      <TranscriptSheet open={sheet === 'transcript'} onClose={() => onSheet(null)} />
    </div>
  );
}
