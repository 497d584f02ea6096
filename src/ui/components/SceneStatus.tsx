import { selectChapter, selectSlot } from '../../player/selectors';
import type { ModuleState } from '../moduleLoader';
import { usePlayer, usePlayerActions } from '../playerContext';
import { sceneViews } from '../scene/loadScene';
import { words } from '../../narration/words';
import { shellWords } from '../../narration/shellWords';

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
    return <SceneFailure message={words.problems.say(slot.problem)} retry={() => void loadTrace(chapter)} />;
  }
  if (views.status === 'error') {
    return <SceneFailure message={views.message} retry={() => void sceneViews.start().catch(() => {})} stuck={views.stuck} />;
  }
  return <SceneLoading />;
}

/**
 * The failure and what to do about it. Retry fetches the failed file afresh; when the browser holds
 * on to a failure that a new URL cannot reach (`stuck`), the last resort is reloading the page, and
 * the note says so before the learner presses it.
 */
function SceneFailure({ message, retry, stuck = false }: { message: string; retry(): void; stuck?: boolean }) {
  return (
    <div className="scene-status error" role="alert">
      <p>
        <b>{words.scene.failed}</b> {message}
      </p>
      {stuck ? (
        <p className="muted">{shellWords.stuck}</p>
      ) : (
        <p className="muted">{words.scene.checkConnection}</p>
      )}
      <div className="scene-status-actions">
        {stuck && (
          <button type="button" className="primary" onClick={() => window.location.reload()}>
            {shellWords.reload}
          </button>
        )}
        <button type="button" className={stuck ? undefined : 'primary'} onClick={retry}>
          {shellWords.retry}
        </button>
      </div>
    </div>
  );
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

