import { selectSlot, selectTrace } from '../player/selectors';
import { ChapterHeading } from './components/ChapterHeading';
import { SceneStatus } from './components/SceneStatus';
import { ChapterBreaks } from './learn/ChapterBreaks';
import { SceneBanner } from './learn/SceneBanner';
import { SandboxArea } from './sandbox/SandboxArea';
import { usePlayer } from './playerContext';
import { SceneFooter } from './SceneFooter';
import type { SceneLayoutProps } from './sceneParts';

/**
 * The scene as a page (standalone): heading, stage, captions, controls and chapter strip, the break
 * switches and "Change what happens", then every panel at once and the learning tools below; the
 * page scrolls to show them all.
 */
export function PageScene({ full, book, views, learn, learnFailure, fullscreen, onToggleFullscreen, describe }: SceneLayoutProps) {
  const slot = usePlayer(selectSlot);
  const trace = usePlayer(selectTrace);
  // The lab's table takes the stage's row; a lab order replayed as a scene has lanes like any other.
  const lab = trace !== undefined && trace.kind === 'lab';
  const scene = slot?.status === 'ready' && views.status === 'ready' ? views.module : undefined;
  return (
    <>
      <main className={`scene${lab ? ' is-lab' : ''}${describe ? ' is-describe' : ''}`}>
        <div className="head-stack">
          <ChapterHeading />
          <SceneBanner />
        </div>
        {scene ? <scene.SceneView describe={describe} /> : <SceneStatus views={views} />}
        <SceneFooter full={full} book={book} learn={learn} fullscreen={fullscreen} onToggleFullscreen={onToggleFullscreen} />
        {/* After the controls in the page's order: on a phone the stage, its caption and Play come first;
            from tablet width the grid puts them under the heading again. */}
        {full && (
          <div className="scene-tools">
            <ChapterBreaks />
            <SandboxArea />
          </div>
        )}
        {/* The tables' frames show while the scene builds; its rows fill them when it is ready. */}
        {views.status === 'ready' && slot?.status !== 'error' && <views.module.StatePanels />}
      </main>
      {full && learn && <learn.LearnArea book={book} />}
      {full && learnFailure}
    </>
  );
}
