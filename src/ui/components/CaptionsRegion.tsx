import { captionOf } from '../../narration/captionOf';
import { selectBeat, selectCaptions, selectStory } from '../../player/selectors';
import { usePlayer } from '../playerContext';
import { words } from '../../narration/words';
import { shownKey, useShortcuts } from '../shortcuts';

/**
 * The region named "Captions": the current beat's sentence. It is not a live region: a screen reader
 * hears each beat once from the player's announcer (`Announcements`), which waits while the learner
 * scrubs. With captions off it says how to bring them back.
 */
export function CaptionsRegion() {
  const beat = usePlayer(selectBeat);
  const story = usePlayer(selectStory);
  const on = usePlayer(selectCaptions);
  const key = shownKey(useShortcuts(), 'toggleCaptions');
  return (
    <section className={`captions${on ? '' : ' off'}`} aria-label={words.player.captions}>
      {on ? <p className="caption-text">{beat ? captionOf(story, beat) : ''}</p> : <p className="caption-off">{words.player.captionsOff(key)}</p>}
    </section>
  );
}
