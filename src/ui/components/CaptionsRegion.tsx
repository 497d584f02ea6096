import { captionOf } from '../../narration/captionOf';
import { selectBeat, selectCaptions, selectStory } from '../../player/selectors';
import { usePlayer } from '../playerContext';
import { words } from '../../narration/words';
import { shownKey, useShortcuts } from '../shortcuts';
import { phrased } from './phrased';

/**
 * The region named "Captions": the current beat's sentence. It is not a live region: a screen reader
 * hears each beat once from the player's announcer (`Announcements`), which waits while the learner
 * scrubs (a comparison says each difference once, not each side its caption). With captions off it
 * says how to bring them back. A side of a comparison names its own.
 */
export function CaptionsRegion({ name = words.player.captions }: { name?: string }) {
  const beat = usePlayer(selectBeat);
  const story = usePlayer(selectStory);
  const on = usePlayer(selectCaptions);
  const key = shownKey(useShortcuts(), 'toggleCaptions');
  return (
    <section className={`captions${on ? '' : ' off'}`} aria-label={name}>
      {on ? <p className="caption-text">{beat ? phrased(captionOf(story, beat)) : ''}</p> : <p className="caption-off">{words.player.captionsOff(key)}</p>}
    </section>
  );
}
