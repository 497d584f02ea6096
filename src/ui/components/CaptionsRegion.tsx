import { captionOf } from '../../narration/captionOf';
import { selectBeat, selectCaptions, selectStory } from '../../player/selectors';
import { usePlayer } from '../playerContext';

/**
 * The region named "Captions": the current beat's sentence, announced politely by screen readers as
 * it changes. With captions off it says how to bring them back.
 */
export function CaptionsRegion() {
  const beat = usePlayer(selectBeat);
  const story = usePlayer(selectStory);
  const on = usePlayer(selectCaptions);
  return (
    <section className={`captions${on ? '' : ' off'}`} aria-label="Captions" aria-live="polite">
      {on ? <p className="caption-text">{beat ? captionOf(story, beat) : ''}</p> : <p className="caption-off">Captions are off. Press C to show them.</p>}
    </section>
  );
}
