import { selectPlaying } from '../../player/selectors';
import { Icon, type IconName } from '../Icon';
import { usePlayer, usePlayerActions } from '../playerContext';
import { words } from '../../narration/words';

/** Play/Pause, one beat back and forward, the chapter before and after, and restart; `minimal`: Play/Pause only. */
export function TransportButtons({ minimal = false }: { minimal?: boolean }) {
  const playing = usePlayer(selectPlaying);
  const actions = usePlayerActions();
  const t = words.player;
  return (
    <div className="transport wrap-row" role="group" aria-label={t.playback}>
      {!minimal && <IconButton icon="previousChapter" label={t.previousChapter} onClick={actions.previousChapter} />}
      {!minimal && <IconButton icon="stepBack" label={t.stepBack} onClick={actions.stepBack} />}
      <button type="button" className="play" onClick={actions.togglePlay} aria-label={playing ? t.pause : t.play}>
        <Icon name={playing ? 'pause' : 'play'} size={26} />
      </button>
      {!minimal && (
        <>
          <IconButton icon="stepForward" label={t.stepForward} onClick={actions.stepForward} />
          <IconButton icon="nextChapter" label={t.nextChapter} onClick={actions.nextChapter} />
          <IconButton icon="restart" label={t.restart} onClick={actions.restart} />
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
