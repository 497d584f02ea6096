import { selectChapter, selectSlot, selectStory } from '../../player/selectors';
import { usePlayer } from '../playerContext';

/**
 * What stands in for the scene until its Trace exists: a loading note while SQLite starts and the
 * chapter's scene runs, or the error with a Retry button if the engine could not be loaded.
 */
export function SceneStatus() {
  const slot = usePlayer(selectSlot);
  const chapter = usePlayer(selectChapter);
  const story = usePlayer(selectStory);
  if (slot?.status === 'ready') return null;
  if (slot?.status === 'error') {
    return (
      <div className="scene-status error" role="alert">
        <p>
          <b>The scene could not start.</b> {slot.message}
        </p>
        <p className="muted">Cloakroom runs a real SQLite (WebAssembly) in this page. Check the connection, then try again.</p>
        <button type="button" className="primary" onClick={() => reloadAt(chapter, story)}>
          Retry
        </button>
      </div>
    );
  }
  return (
    <div className="scene-status" role="status">
      <span className="spinner" aria-hidden="true" />
      <p>Starting SQLite in your browser and running the scene…</p>
    </div>
  );
}

/**
 * Retry loads the page again on the same chapter and story. A reload is the retry that always works:
 * sql.js keeps its first, failed initialisation for the life of the page (its `initSqlJs` caches the
 * promise), and a browser remembers a module import that failed, so retrying in place would hang.
 */
function reloadAt(chapter: string, story: string): void {
  const url = new URL(window.location.href);
  url.searchParams.set('chapter', chapter);
  url.searchParams.set('story', story);
  window.location.assign(url.href);
}
