import { CaptionsButton } from './controls/CaptionsButton';
import { NarrationButton } from './controls/NarrationButton';
import { SpeedSelect } from './controls/SpeedSelect';
import { TimelineSlider } from './controls/TimelineSlider';
import { IconButton, TransportButtons } from './controls/TransportButtons';
import { words } from '../narration/words';

interface Props {
  /** False for `controls=minimal`: Play/Pause and the Timeline only. */
  full: boolean;
  fullscreen: boolean;
  onToggleFullscreen(): void;
}

/** The transport, the Timeline and (full controls) speed, captions, narration and fullscreen. */
export function PlayerControls({ full, fullscreen, onToggleFullscreen }: Props) {
  return (
    <div className="controls wrap-row">
      <TransportButtons minimal={!full} />
      <TimelineSlider />
      {full && (
        <div className="settings wrap-row">
          <SpeedSelect />
          <CaptionsButton />
          <NarrationButton />
          <IconButton
            icon={fullscreen ? 'exitFullscreen' : 'fullscreen'}
            label={fullscreen ? words.player.exitFullscreen : words.player.fullscreen}
            onClick={onToggleFullscreen}
          />
        </div>
      )}
    </div>
  );
}
