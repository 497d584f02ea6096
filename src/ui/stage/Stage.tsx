import { useReducedMotionConfig } from 'framer-motion';
import { useRef } from 'react';
import { selectCursor, selectMoved, selectSpeed, selectStory, selectTrace } from '../../player/selectors';
import { stageFrames } from '../model/stageFrames';
import { usePlayer } from '../playerContext';
import { Lane } from './Lane';
import { lanesOf } from './lanes';
import { TravelChip } from './TravelChip';
import { useActorPositions } from './useActorPositions';
import { VirtualClock } from './VirtualClock';

/**
 * The stage: a lane per role (phones, network, the shop's workers, the database, PayCo), the message
 * of the current beat travelling between them, and the virtual clock. Everything comes from the
 * current beat's recorded frame; the stage decides nothing.
 */
export function Stage() {
  const trace = usePlayer(selectTrace);
  const cursor = usePlayer(selectCursor);
  const speed = usePlayer(selectSpeed);
  const story = usePlayer(selectStory);
  // A beat is shown happening (messages travel, a worker falls) when the player moved on to it;
  // after a jump it is shown as it stands. With reduced motion, always as it stands: the choice comes
  // from the MotionProvider around the stage, the one place that reads it.
  const reduced = useReducedMotionConfig() === true;
  const moved = usePlayer(selectMoved);
  const still = reduced || moved === 'jump';
  const lanesRef = useRef<HTMLDivElement>(null);
  const layoutKey = trace ? `${trace.story}/${trace.chapter}/${trace.actors.map((a) => a.id).join(',')}` : '';
  const positions = useActorPositions(lanesRef, layoutKey);
  if (!trace) return null;
  const beat = trace.beats[cursor];
  if (!beat) return null;
  const frame = stageFrames(trace)[cursor]!;
  const lanes = lanesOf(trace.actors, story);
  return (
    <section className="stage" aria-label="Stage">
      <VirtualClock time={beat.time} lockMs={trace.lockMs} />
      <div className="lanes" ref={lanesRef} style={{ gridTemplateColumns: `repeat(${lanes.length}, minmax(0, 1fr))` }}>
        {lanes.map((lane) => (
          <Lane
            key={lane.role}
            lane={lane}
            conditions={frame.conditions}
            holding={frame.holding}
            activeActor={beat.actor}
            badge={frame.badge}
            still={still}
          />
        ))}
        {frame.travel && (
          <TravelChip key={`${trace.chapter}/${cursor}`} travel={frame.travel} positions={positions} seconds={0.9 / speed} still={still} />
        )}
      </div>
    </section>
  );
}
