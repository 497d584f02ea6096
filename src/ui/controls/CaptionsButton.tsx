import { selectCaptions } from '../../player/selectors';
import { Icon } from '../Icon';
import { usePlayer, usePlayerActions } from '../playerContext';
import { words } from '../../narration/words';

/** Captions on or off (C); on by default. */
export function CaptionsButton() {
  const on = usePlayer(selectCaptions);
  const { toggleCaptions } = usePlayerActions();
  return (
    <button type="button" className="icon-button text-button" aria-pressed={on} onClick={toggleCaptions} title={words.player.captionsKey}>
      <Icon name="captions" />
      <span>{words.player.captions}</span>
    </button>
  );
}
