import { selectCaptions } from '../../player/selectors';
import { Icon } from '../Icon';
import { usePlayer, usePlayerActions } from '../playerContext';

/** Captions on or off (C); on by default. */
export function CaptionsButton() {
  const on = usePlayer(selectCaptions);
  const { toggleCaptions } = usePlayerActions();
  return (
    <button type="button" className="icon-button text-button" aria-pressed={on} onClick={toggleCaptions} title="Captions (C)">
      <Icon name="captions" />
      <span>Captions</span>
    </button>
  );
}
