import { useCallback, useRef, useState } from 'react';
import type { ParamProblem } from '../embed/params';
import type { ScoreBook } from '../learn/predict/scoreBook';
import { selectBeatCount, selectSlot, selectTrace, selectAnySceneReady } from '../player/selectors';
import { CaptionsRegion } from './components/CaptionsRegion';
import { ChapterHeading } from './components/ChapterHeading';
import { EmbedButton } from './components/EmbedButton';
import { HelpSheet } from './components/HelpSheet';
import { ParamNotice } from './components/ParamNotice';
import { SceneStatus } from './components/SceneStatus';
import { StorySelect } from './components/StorySelect';
import { ThemeButton } from './components/ThemeButton';
import { TranscriptSheet } from './components/TranscriptSheet';
import { CaptionsButton } from './controls/CaptionsButton';
import { ChapterMenu } from './controls/ChapterMenu';
import { ChapterStrip } from './controls/ChapterStrip';
import { NarrationButton } from './controls/NarrationButton';
import { SpeedSelect } from './controls/SpeedSelect';
import { TimelineSlider } from './controls/TimelineSlider';
import { IconButton, TransportButtons } from './controls/TransportButtons';
import { Icon } from './Icon';
import { ChapterBreaks } from './learn/ChapterBreaks';
import { learnTools } from './learn/loadLearn';
import { SceneBanner } from './learn/SceneBanner';
import type { Command } from './keymap';
import { isLabTrace } from './model/labRows';
import { usePlayer, usePlayerStore } from './playerContext';
import { sceneViews } from './scene/loadScene';
import { useLoadedModule } from './useLoadedModule';
import { useFullscreen } from './useFullscreen';
import { usePlayerKeys } from './usePlayerKeys';

interface Props {
  problems: readonly ParamProblem[];
  /** `minimal` (for small embeds): Play/Pause, the timeline and the chapter menu only. */
  controls?: 'full' | 'minimal';
  theme: 'light' | 'dark';
  onToggleTheme(): void;
  /** The prediction score, shared with the embed bridge. */
  book: ScoreBook;
}

/**
 * The whole player: the scene (stage and cloakroom), captions, controls, the chapter strip and the
 * state panels. Keys pressed inside it (or with nothing focused) run its commands (see `keymap.ts`).
 */
export function Player({ problems, theme, onToggleTheme, book, controls = 'full' }: Props) {
  const full = controls === 'full';
  const store = usePlayerStore();
  const root = useRef<HTMLDivElement>(null);
  const { fullscreen, toggle: toggleFullscreen } = useFullscreen(root);
  const [help, setHelp] = useState(false);
  const [transcript, setTranscript] = useState(false);
  const slot = usePlayer(selectSlot);
  const ready = slot?.status === 'ready';
  const learnReady = usePlayer(selectAnySceneReady);
  const beats = usePlayer(selectBeatCount);
  // The lab's table takes the stage's row; a lab order replayed as a scene has lanes like any other.
  const trace = usePlayer(selectTrace);
  const lab = trace !== undefined && isLabTrace(trace.beats);
  const views = useLoadedModule(sceneViews);
  const scene = ready && views.status === 'ready' ? views.module : undefined;
  // The learning tools load once a scene is on screen and the page is idle, off the scene's path.
  const learnState = useLoadedModule(learnTools, learnReady, true);
  const learn = learnReady && learnState.status === 'ready' ? learnState.module : undefined;

  const run = useCallback(
    (command: Command) => {
      const s = store.getState();
      const commands: Record<Command, () => void> = {
        togglePlay: s.togglePlay,
        stepBack: s.stepBack,
        stepForward: s.stepForward,
        previousChapter: s.previousChapter,
        nextChapter: s.nextChapter,
        firstBeat: () => s.seek(0),
        lastBeat: () => s.seek(beats - 1),
        slower: s.slower,
        faster: s.faster,
        toggleCaptions: s.toggleCaptions,
        toggleNarration: s.toggleNarration,
        toggleFullscreen,
        toggleHelp: () => setHelp((open) => !open),
      };
      commands[command]();
    },
    [store, beats, toggleFullscreen],
  );

  usePlayerKeys(root, run);

  return (
    <div className={`player${fullscreen ? ' is-fullscreen' : ''}${full ? '' : ' is-minimal'}`} ref={root} tabIndex={-1}>
      <header className="topbar">
        <p className="brand">
          <span className="brand-name">Cloakroom</span>
          <span className="brand-tag">idempotency keys on a real SQLite store, in your browser</span>
        </p>
        <div className="topbar-menus">
          <ChapterMenu />
          {full && <StorySelect />}
        </div>
        {full && (
          <div className="topbar-buttons">
            <button type="button" className="icon-button text-button" onClick={() => setTranscript(true)}>
              <Icon name="transcript" />
              <span>Transcript</span>
            </button>
            <EmbedButton />
            <ThemeButton theme={theme} onToggle={onToggleTheme} />
            <IconButton icon="help" label="Help and keyboard shortcuts" onClick={() => setHelp(true)} />
          </div>
        )}
      </header>
      <ParamNotice problems={problems} />
      <main className={`scene${lab ? ' is-lab' : ''}`}>
        <div className="head-stack">
          <ChapterHeading />
          <SceneBanner />
          {full && <ChapterBreaks />}
        </div>
        {scene ? <scene.SceneView /> : <SceneStatus views={views} />}
        <div className="caption-stack">
          <CaptionsRegion />
          {learn && <learn.LearnPrompt book={book} />}
        </div>
        <div className="controls">
          <TransportButtons minimal={!full} />
          <TimelineSlider />
          {full && (
            <div className="settings">
              <SpeedSelect />
              <CaptionsButton />
              <NarrationButton />
              <IconButton icon={fullscreen ? 'exitFullscreen' : 'fullscreen'} label={fullscreen ? 'Exit fullscreen' : 'Fullscreen'} onClick={toggleFullscreen} />
            </div>
          )}
        </div>
        {full && <ChapterStrip />}
        {/* The tables' frames show while the scene builds; its rows fill them when it is ready. */}
        {views.status === 'ready' && slot?.status !== 'error' && <views.module.StatePanels />}
      </main>
      {full && learn && <learn.LearnArea book={book} />}
      {full && learnReady && learnState.status === 'error' && (
        <p className="learn-unavailable muted" role="status">
          {learnState.message} The scenes still play.{' '}
          <button type="button" className="text-button" onClick={() => void learnTools.start().catch(() => {})}>
            Retry
          </button>
        </p>
      )}
      <HelpSheet open={help} onClose={() => setHelp(false)} />
      <TranscriptSheet open={transcript} onClose={() => setTranscript(false)} />
    </div>
  );
}
