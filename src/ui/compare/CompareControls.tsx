import { useShallow } from 'zustand/react/shallow';
import { words } from '../../narration/words';
import type { BuiltComparison } from '../../player/compare/messages';
import type { CompareState } from '../../player/compare/store';
import { CaptionsButton } from '../controls/CaptionsButton';
import { NarrationButton } from '../controls/NarrationButton';
import { SpeedSelect } from '../controls/SpeedSelect';
import { TimelineTrack, type TimelineMark } from '../controls/TimelineTrack';
import { IconButton } from '../controls/TransportButtons';
import { Icon } from '../Icon';
import { useCompare, useCompareStore } from './useCompare';

const selectPlace = (s: CompareState) => ({ step: s.step, playing: s.playing });
const marksOf = new WeakMap<BuiltComparison, TimelineMark[]>();

/** The differences under the Timeline, the first one marked as such (made once per comparison). */
function differenceMarks(built: BuiltComparison): TimelineMark[] {
  let marks = marksOf.get(built);
  if (!marks) marksOf.set(built, (marks = built.comparison.differences.map((d, i) => ({ at: d.step, kind: i === 0 ? ('first' as const) : ('difference' as const) }))));
  return marks;
}

interface Props {
  built: BuiltComparison;
  /** False for `controls=minimal`: Play/Pause and the Timeline only. */
  full: boolean;
  fullscreen: boolean;
  onToggleFullscreen(): void;
}

/** One Timeline over the compare steps driving both sides, the transport over it (Previous and Next difference are the strip's), and the player's settings. */
export function CompareControls({ built, full, fullscreen, onToggleFullscreen }: Props) {
  const { step, playing } = useCompare(useShallow(selectPlace));
  const compare = useCompareStore().getState();
  const t = words.player;
  const { steps, differing, differences } = built.comparison;
  const story = built.a.story;
  const here = differing[step]!.length > 0 ? words.compare.here.differ(differing[step]!, story) : words.compare.here.same;
  const mark = differences[0]?.step === step ? ` (${words.compare.firstMark})` : differences.some((d) => d.step === step) ? ` (${words.compare.differenceMark})` : '';
  const valueText = words.compare.timelineAt(step + 1, steps.length, steps[step]!.time, here) + mark;
  return (
    <div className="controls wrap-row">
      <div className="transport wrap-row" role="group" aria-label={t.playback}>
        {full && <IconButton icon="stepBack" label={t.stepBack} onClick={compare.stepBack} />}
        <button type="button" className="play" onClick={compare.togglePlay} aria-label={playing ? t.pause : t.play}>
          <Icon name={playing ? 'pause' : 'play'} size={26} />
        </button>
        {full && <IconButton icon="stepForward" label={t.stepForward} onClick={compare.stepForward} />}
      </div>
      <TimelineTrack value={step} count={steps.length} valueText={valueText} marks={differenceMarks(built)} onSeek={compare.seek} />
      {full && (
        <div className="settings wrap-row">
          <SpeedSelect />
          <CaptionsButton />
          <NarrationButton />
          <IconButton icon={fullscreen ? 'exitFullscreen' : 'fullscreen'} label={fullscreen ? t.exitFullscreen : t.fullscreen} onClick={onToggleFullscreen} />
        </div>
      )}
    </div>
  );
}
