import { selectCaptions } from '../../player/selectors';
import { Icon } from '../Icon';
import { usePlayer, usePlayerActions } from '../playerContext';
import { words } from '../../narration/words';
import { shownKey, useShortcuts } from '../shortcuts';

/** Captions on or off (C, or the learner's key); on by default. */
export function CaptionsButton() {
  const on = usePlayer(selectCaptions);
  const { toggleCaptions } = usePlayerActions();
  const key = shownKey(useShortcuts(), 'toggleCaptions');
  return (
    <button type="button" className="icon-button text-button" aria-pressed={on} onClick={toggleCaptions} title={words.player.captionsKey(key)}>
      <Icon name="captions" />
      <span>{words.player.captions}</span>
    </button>
  );
}
