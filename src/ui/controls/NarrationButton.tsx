import { selectNarration, selectSpeech } from '../../player/selectors';
import { Icon } from '../Icon';
import { usePlayer, usePlayerActions } from '../playerContext';
import { words } from '../../narration/words';
import { shownKey, useShortcuts } from '../shortcuts';

/**
 * 🔇/🔊: narration by the browser's voice, off by default. Where the browser cannot speak the button
 * says so (and captions carry on); where it must wait for a click first, it says that too.
 */
export function NarrationButton() {
  const on = usePlayer(selectNarration);
  const speech = usePlayer(selectSpeech);
  const { toggleNarration } = usePlayerActions();
  const key = shownKey(useShortcuts(), 'toggleNarration');
  const t = words.player;
  if (speech === 'unavailable') {
    return (
      <button type="button" className="icon-button text-button" aria-disabled="true" title={t.noVoice}>
        <Icon name="speakerOff" />
        <span>{t.narrationUnavailable}</span>
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
      title={waiting ? t.narrationWaits : t.narrationKey(key)}
    >
      <Icon name={on ? 'speakerOn' : 'speakerOff'} />
      <span>
        {t.narration}
        {waiting ? t.narrationClickToStart : ''}
      </span>
    </button>
  );
}
