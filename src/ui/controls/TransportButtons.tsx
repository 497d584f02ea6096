import { selectPlaying } from '../../player/selectors';
import { Icon, type IconName } from '../Icon';
import { usePlayer, usePlayerActions } from '../playerContext';

/** Play/Pause, one beat back and forward, the chapter before and after, and restart; `minimal`: Play/Pause only. */
export function TransportButtons({ minimal = false }: { minimal?: boolean }) {
  const playing = usePlayer(selectPlaying);
  const actions = usePlayerActions();
  return (
    <div className="transport" role="group" aria-label="Playback">
      {!minimal && <IconButton icon="previousChapter" label="Previous chapter" onClick={actions.previousChapter} />}
      {!minimal && <IconButton icon="stepBack" label="Step back" onClick={actions.stepBack} />}
      <button type="button" className="play" onClick={actions.togglePlay} aria-label={playing ? 'Pause' : 'Play'}>
        <Icon name={playing ? 'pause' : 'play'} size={26} />
      </button>
      {!minimal && (
        <>
          <IconButton icon="stepForward" label="Step forward" onClick={actions.stepForward} />
          <IconButton icon="nextChapter" label="Next chapter" onClick={actions.nextChapter} />
          <IconButton icon="restart" label="Restart chapter" onClick={actions.restart} />
        </>
      )}
    </div>
  );
}

/** A button showing only an icon; its name is `label`, also shown as a tooltip. */
export function IconButton({ icon, label, onClick, pressed }: { icon: IconName; label: string; onClick: () => void; pressed?: boolean }) {
  return (
    <button type="button" className="icon-button" onClick={onClick} aria-label={label} title={label} aria-pressed={pressed}>
      <Icon name={icon} />
    </button>
  );
}
