import { selectNarration, selectSpeech } from '../../player/selectors';
import { Icon } from '../Icon';
import { usePlayer, usePlayerActions } from '../playerContext';

/**
 * 🔇/🔊: narration by the browser's voice, off by default. Where the browser cannot speak the button
 * says so (and captions carry on); where it must wait for a click first, it says that too.
 */
export function NarrationButton() {
  const on = usePlayer(selectNarration);
  const speech = usePlayer(selectSpeech);
  const { toggleNarration } = usePlayerActions();
  if (speech === 'unavailable') {
    return (
      <button type="button" className="icon-button text-button" aria-disabled="true" title="This browser has no speech voice; captions carry the lesson.">
        <Icon name="speakerOff" />
        <span>Narration unavailable</span>
      </button>
    );
  }
  // The name stays "Narration"; aria-pressed carries on/off, the icon shows 🔊/🔇.
  const waiting = speech === 'blocked' && on;
  return (
    <button
      type="button"
      className="icon-button text-button"
      aria-pressed={on}
      onClick={toggleNarration}
      title={waiting ? 'Narration waits for a click (the browser’s autoplay rule)' : 'Narration (N)'}
    >
      <Icon name={on ? 'speakerOn' : 'speakerOff'} />
      <span>Narration{waiting ? ' (click to start)' : ''}</span>
    </button>
  );
}
