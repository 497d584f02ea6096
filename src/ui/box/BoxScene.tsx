import { useId, useState } from 'react';
import { FLEX_NATURAL_ATTRIBUTE } from '../../embed/resize';
import { selectScene, selectSlot, selectTrace } from '../../player/selectors';
import { ChapterHeading } from '../components/ChapterHeading';
import { SceneStatus } from '../components/SceneStatus';
import { ChapterBreaks } from '../learn/ChapterBreaks';
import { SceneBanner } from '../learn/SceneBanner';
import { SandboxArea } from '../sandbox/SandboxArea';
import { usePlayer } from '../playerContext';
import { SceneFooter } from '../SceneFooter';
import type { SceneLayoutProps } from '../sceneParts';
import { boxViews, shownView, type BoxViewId } from './boxViews';
import { useBoxLayout } from './useBoxLayout';
import { viewPanelId, viewTabId, ViewTabs } from './ViewTabs';

/** The height the views would like: the tabs, and the stage with its lanes at their designed height. */
const NATURAL_VIEWS_PX = 380;

/**
 * The scene as a player box (embedded): the stage, the caption, Play and the Timeline always fit
 * the frame without scrolling; the panels and the learning tools are views to switch between —
 * beside the stage when the box is wide, in its place when it is not. Only the view shown is drawn.
 */
export function BoxScene({ full, book, views, learn, learnFailure, fullscreen, onToggleFullscreen }: SceneLayoutProps) {
  const id = useId();
  const layout = useBoxLayout();
  const slot = usePlayer(selectSlot);
  const trace = usePlayer(selectTrace);
  const lab = trace !== undefined && trace.kind === 'lab';
  const [chosen, setChosen] = useState<BoxViewId>();
  // A race found or a lab order played from "Try it" is worth watching: in place of the tools, the stage.
  const extra = usePlayer(selectScene);
  const [watched, setWatched] = useState(extra);
  if (extra !== watched) {
    setWatched(extra);
    if (extra && layout === 'stacked') setChosen('stage');
  }
  const offered = boxViews(layout, { lab, learn: full && (learn !== undefined || learnFailure !== undefined) });
  const shown = shownView(chosen, offered);
  const scene = slot?.status === 'ready' && views.status === 'ready' ? views.module : undefined;

  const viewOf = (view: BoxViewId) => {
    if (view === 'learn') {
      return (
        <div className="box-learn stack">
          <ChapterBreaks />
          <SandboxArea />
          {learn ? <learn.LearnArea book={book} /> : learnFailure}
        </div>
      );
    }
    return scene ? <scene.BoxView view={view} /> : <SceneStatus views={views} />;
  };

  return (
    <main className={`box-scene is-${layout}${lab ? ' is-lab' : ''}`}>
      <div className="box-head">
        <ChapterHeading />
        <SceneBanner />
      </div>
      <div className="box-main" {...{ [FLEX_NATURAL_ATTRIBUTE]: NATURAL_VIEWS_PX }}>
        {layout === 'side' && (
          // The lab's table may be taller than its place: then it scrolls, by keys too.
          <div className="box-stage" tabIndex={lab ? 0 : undefined}>
            {viewOf('stage')}
          </div>
        )}
        <div className="box-views">
          <ViewTabs id={id} views={offered} shown={shown} onShow={setChosen} />
          <div className="box-view" role="tabpanel" id={viewPanelId(id)} aria-labelledby={viewTabId(id, shown)} data-view={shown} tabIndex={0}>
            {viewOf(shown)}
          </div>
        </div>
      </div>
      <SceneFooter full={full} book={book} learn={learn} fullscreen={fullscreen} onToggleFullscreen={onToggleFullscreen} />
    </main>
  );
}
