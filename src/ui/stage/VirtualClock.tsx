import { memo } from 'react';
import { Icon } from '../Icon';
import { words } from '../../narration/words';

/** The scene's virtual clock and the store's lockMs, always on screen; drawn again only when the time moves. */
export const VirtualClock = memo(function VirtualClock({ time, lockMs }: { time: number; lockMs: number }) {
  const say = words.stage.clock;
  return (
    <div className="clock">
      <span className="clock-time">
        <Icon name="clock" size={18} />
        <span>
          {say.virtualTime}
          <strong>{say.at(time)}</strong>
        </span>
      </span>
      <span className="clock-lock">
        {say.lockMs}
        <strong>{say.ms(lockMs)}</strong>
        {say.msUnit}
      </span>
    </div>
  );
});
