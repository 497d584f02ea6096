import { breaksFor } from '../../core/scenarios/chapters';
import { words } from '../../narration/words';
import { selectBreaks, selectChapter, selectChapters, selectCursor, selectScene, selectStory } from '../../player/selectors';
import { usePlayer, usePlayerStore } from '../playerContext';
import './Sandbox.css';

/**
 * "Change what happens" (RaftScope's fork): the chapter on screen becomes the learner's own scene at the
 * current beat; what had happened stays, and every action from then on re-runs it on the real store.
 * Offered on the lesson's scripted chapters while the playlist offers the sandbox.
 */
export function ChangeWhatHappens() {
  const player = usePlayerStore();
  const chapter = usePlayer(selectChapter);
  const chapters = usePlayer(selectChapters);
  const story = usePlayer(selectStory);
  const cursor = usePlayer(selectCursor);
  const on = usePlayer(selectBreaks);
  const extra = usePlayer(selectScene);
  if (chapter === 'lab' || chapter === 'sandbox' || extra || !chapters.some((c) => c.id === 'sandbox')) return null;
  const fork = () => {
    const breaks = breaksFor(chapter, story).filter((b) => on.includes(b));
    // The sandbox's store and the scene's text form load with the first fork, not with the page.
    void import('./sandboxSession').then(({ sandboxFor }) => sandboxFor(player).getState().fork(story, { chapter, beat: cursor, breaks }, cursor));
  };
  return (
    <button type="button" className="scene-tool" onClick={fork}>
      {words.sandbox.change}
    </button>
  );
}
