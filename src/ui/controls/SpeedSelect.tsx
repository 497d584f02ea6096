import { SPEEDS } from '../../player/playhead';
import { selectSpeed } from '../../player/selectors';
import { usePlayer, usePlayerActions } from '../playerContext';
import { words } from '../../narration/words';

/** Speed, 0.5× to 2×; a speed from the URL that is not in the list is offered as it is. */
export function SpeedSelect() {
  const speed = usePlayer(selectSpeed);
  const { setSpeed } = usePlayerActions();
  const options = SPEEDS.includes(speed as (typeof SPEEDS)[number]) ? SPEEDS : [...SPEEDS, speed].sort((a, b) => a - b);
  return (
    <label className="select speed">
      <span className="sr-only">{words.player.speed}</span>
      <select value={speed} onChange={(e) => setSpeed(Number(e.target.value))} aria-label={words.player.speed}>
        {options.map((s) => (
          <option key={s} value={s}>
            {words.player.speedOption(s)}
          </option>
        ))}
      </select>
    </label>
  );
}
