import { selectChapter, selectSlot } from '../../player/selectors';
import type { ModuleState } from '../moduleLoader';
import { usePlayer, usePlayerActions } from '../playerContext';
import { sceneViews } from '../scene/loadScene';
import { words } from '../../narration/words';
import { FailureNotice } from './FailureNotice';

/**
 * What stands in for the scene until its Trace and its views exist: a loading note while SQLite
 * starts and the chapter's scene runs, or the error with a Retry button if the engine or the views'
 * code could not be loaded.
 */
export function SceneStatus({ views }: { views: ModuleState<unknown> }) {
  const slot = usePlayer(selectSlot);
  const chapter = usePlayer(selectChapter);
  const { loadTrace } = usePlayerActions();
  if (slot?.status === 'error') {
    return <FailureNotice place="stage" lead={words.scene.failed} message={words.problems.say(slot.problem)} retry={() => void loadTrace(chapter)} />;
  }
  if (views.status === 'error') {
    return <FailureNotice place="stage" lead={words.scene.failed} message={views.message} retry={() => void sceneViews.start().catch(() => {})} stuck={views.stuck} />;
  }
  return <SceneLoading />;
}

/** The loading note on its own: while SQLite starts, or while the scene's views arrive. */
function SceneLoading() {
  return (
    <div className="scene-status" role="status">
      <span className="spinner" aria-hidden="true" />
      <p>{words.scene.loading}</p>
    </div>
  );
}

