import { captionOf } from '../../narration/captionOf';
import { selectBeat, selectCaptions, selectStory } from '../../player/selectors';
import { usePlayer } from '../playerContext';
import { words } from '../../narration/words';

/**
 * The region named "Captions": the current beat's sentence, announced politely by screen readers as
 * it changes. With captions off it says how to bring them back. A side of a comparison names its own,
 * and stays quiet (`live` false): the comparison says each difference once, not each side its caption.
 */
export function CaptionsRegion({ name = words.player.captions, live = true }: { name?: string; live?: boolean }) {
  const beat = usePlayer(selectBeat);
  const story = usePlayer(selectStory);
  const on = usePlayer(selectCaptions);
  return (
    <section className={`captions${on ? '' : ' off'}`} aria-label={name} aria-live={live ? 'polite' : undefined}>
      {on ? <p className="caption-text">{beat ? captionOf(story, beat) : ''}</p> : <p className="caption-off">{words.player.captionsOff}</p>}
    </section>
  );
}
