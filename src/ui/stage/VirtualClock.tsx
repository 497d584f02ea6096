import { Icon } from '../Icon';
import { groupThousands } from '../model/groupThousands';
import { formatTime } from '../../narration/format';

/** The scene's virtual clock and the store's lockMs, always on screen. */
export function VirtualClock({ time, lockMs }: { time: number; lockMs: number }) {
  return (
    <div className="clock">
      <span className="clock-time">
        <Icon name="clock" size={18} />
        <span>
          virtual time <strong>t = {formatTime(time)}</strong>
        </span>
      </span>
      <span className="clock-lock">
        lockMs = <strong>{groupThousands(lockMs)}</strong> ms
      </span>
    </div>
  );
}
