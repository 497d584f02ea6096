import { lazy, Suspense, useMemo, useRef } from 'react';
import { selectSpeed, selectStory, selectTrace } from '../../player/selectors';
import { handOverSeconds } from '../motion/handOver';
import { useCarriedBeat } from '../motion/useCarriedBeat';
import { stageFrames } from '../model/stageFrames';
import { usePlayer } from '../playerContext';
import { Lane } from './Lane';
import { lanesOf } from './lanes';
import { TravelChip } from './TravelChip';
import { useActorPositions } from './useActorPositions';
import { VirtualClock } from './VirtualClock';
import { words } from '../../narration/words';

// The sandbox's action menus on the stage load with the sandbox, never with a chapter.
const StageOffers = lazy(() => import('../sandbox/StageOffers'));

/**
 * The stage: a lane per role (phones, network, the shop's workers, the database, PayCo), the message
 * of the current beat travelling between them, and the virtual clock; in the sandbox, the actions
 * on each thing. Everything comes from the current beat's recorded frame; the stage decides nothing.
 */
export function Stage() {
  const trace = usePlayer(selectTrace);
  const speed = usePlayer(selectSpeed);
  const story = usePlayer(selectStory);
  const { cursor, still, carry } = useCarriedBeat();
  const lanesRef = useRef<HTMLDivElement>(null);
  const layoutKey = trace ? `${trace.story}/${trace.chapter}/${trace.actors.map((a) => a.id).join(',')}` : '';
  const positions = useActorPositions(lanesRef, layoutKey);
  // The same lanes while the scene is the same, so a lane none of whose figures changed is not drawn again.
  const lanes = useMemo(() => (trace ? lanesOf(trace.actors, story) : []), [trace, story]);
  if (!trace) return null;
  const beat = trace.beats[cursor];
  if (!beat) return null;
  const frame = stageFrames(trace)[cursor]!;
  return (
    <section className="stage card" aria-label={words.stage.name}>
      <VirtualClock time={beat.time} lockMs={trace.lockMs} />
      <div className="lanes" ref={lanesRef} style={{ gridTemplateColumns: `repeat(${lanes.length}, minmax(0, 1fr))` }}>
        {lanes.map((lane) => (
          <Lane
            key={lane.role}
            lane={lane}
            story={trace.story}
            figures={frame.lanes[lane.role]!}
            still={still}
            ticketScope={carry ? `${trace.story}/${trace.chapter}` : undefined}
            seconds={handOverSeconds(speed)}
          />
        ))}
        {/* A message moving on is a new chip, so its trip starts again; after a jump one chip shows
            where each message stands, updated in place rather than taken out and put in again. */}
        {frame.travel && (
          <TravelChip key={still ? 'still' : `${trace.chapter}/${cursor}`} travel={frame.travel} positions={positions} seconds={0.9 / speed} still={still} />
        )}
        {trace.chapter === 'sandbox' && (
          <Suspense fallback={null}>
            <StageOffers lanes={lanesRef} layoutKey={layoutKey} travelFrom={frame.travel?.from} travelTo={frame.travel?.to} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
