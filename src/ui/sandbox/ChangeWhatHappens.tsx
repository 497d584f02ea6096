import { breaksFor } from '../../core/scenarios/chapters';
import { words } from '../../narration/words';
import { selectBreaks, selectChapter, selectChapters, selectScene, selectStory } from '../../player/selectors';
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
  const on = usePlayer(selectBreaks);
  const extra = usePlayer(selectScene);
  if (chapter === 'lab' || chapter === 'sandbox' || extra || !chapters.includes('sandbox')) return null;
  // The beat is read when pressed: the button does not follow the cursor, so a seek does not draw it.
  const fork = () => {
    const cursor = player.getState().cursor;
    const breaks = breaksFor(chapter, story).filter((b) => on.includes(b));
    // The sandbox's store and the scene's text form load with the first fork, not with the page.
    void import('./sandboxSession').then(({ sandboxFor }) => sandboxFor(player).getState().fork(story, { chapter, beat: cursor, breaks }, cursor));
  };
  return (
    <button type="button" className="change-what-happens" onClick={fork}>
      {words.sandbox.change}
    </button>
  );
}
