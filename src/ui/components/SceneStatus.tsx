import { selectChapter, selectSlot } from '../../player/selectors';
import { usePlayer, usePlayerActions } from '../playerContext';

/**
 * What stands in for the scene until its Trace exists: a loading note while SQLite starts and the
 * chapter's scene runs, or the error with a Retry button if the engine could not be loaded.
 */
export function SceneStatus() {
  const slot = usePlayer(selectSlot);
  const chapter = usePlayer(selectChapter);
  const { loadTrace } = usePlayerActions();
  if (slot?.status === 'ready') return null;
  if (slot?.status === 'error') {
    return (
      <div className="scene-status error" role="alert">
        <p>
          <b>The scene could not start.</b> {slot.message}
        </p>
        <p className="muted">Cloakroom runs a real SQLite (WebAssembly) in this page. Check the connection, then try again.</p>
        <button type="button" className="primary" onClick={() => void loadTrace(chapter)}>
          Retry
        </button>
      </div>
    );
  }
  return <SceneLoading />;
}

/** The loading note on its own: while SQLite starts, or while the scene's views arrive. */
export function SceneLoading() {
  return (
    <div className="scene-status" role="status">
      <span className="spinner" aria-hidden="true" />
      <p>Starting SQLite in your browser and running the scene…</p>
    </div>
  );
}

