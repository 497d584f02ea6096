import { m } from 'framer-motion';
import type { Travel } from '../model/stageFrames';
import type { Positions } from './useActorPositions';

const LIFT = 18;

interface Props {
  travel: Travel;
  positions: Positions;
  /** Seconds the trip takes at the current speed. */
  seconds: number;
  reduced: boolean;
}

/**
 * A message on its way between two lanes. It travels from sender to receiver; a lost one falls out
 * of the network half way to the floor of the stage and stays there, faded and crossed out, for the rest of the beat. With
 * reduced motion it simply appears where it ends up.
 */
export function TravelChip({ travel, positions, seconds, reduced }: Props) {
  const sender = positions.actors[travel.from];
  const receiver = positions.actors[travel.to];
  if (!sender || !receiver) return null;
  // The chip rides just above the figures, so it never hides who sent it or who gets it.
  const from = { x: sender.x, y: sender.y - sender.half - LIFT };
  const to = { x: receiver.x, y: receiver.y - receiver.half - LIFT };
  const mid = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
  // A lost message falls to the floor of the stage, between the lanes it never connected.
  const end = travel.lost ? { x: mid.x, y: Math.max(mid.y + 40, positions.height - 30) } : to;
  const className = `chip tone-${travel.tone}${travel.lost ? ' lost' : ''}`;
  // The route, drawn under the chip: where it comes from and where it goes (or where it fell).
  const route = (
    <svg className={`route tone-${travel.tone}`} aria-hidden="true">
      <line x1={sender.x} y1={sender.y} x2={travel.lost ? mid.x : receiver.x} y2={travel.lost ? mid.y : receiver.y} />
      {travel.lost ? (
        <path className="route-x" d={`M${mid.x - 7} ${mid.y - 7}l14 14m0 -14l-14 14`} />
      ) : (
        <circle cx={receiver.x} cy={receiver.y} r={sender.half + 6} className="route-end" />
      )}
    </svg>
  );
  const content = (
    <>
      <span className="chip-label">{travel.label}</span>
      {travel.detail && <span className="chip-detail">{travel.detail}</span>}
      {travel.lost && <span className="chip-lost">lost</span>}
    </>
  );
  if (reduced) {
    return (
      <>
        {route}
        <div className={className} style={{ transform: `translate(${end.x}px, ${end.y}px) translate(-50%, -50%)` }}>
          {content}
        </div>
      </>
    );
  }
  // Moved by transform, never by left/top: a trip then costs no layout, on every frame of it.
  const animate = travel.lost
    ? { x: [from.x, mid.x, mid.x], y: [from.y, mid.y, end.y], rotate: [0, 0, 18], opacity: [1, 1, 0.8] }
    : { x: to.x, y: to.y, opacity: 1 };
  return (
    <>
      {route}
      <m.div
        className={className}
        transformTemplate={centred}
        initial={{ x: from.x, y: from.y, opacity: 0.4 }}
        animate={animate}
        transition={{ duration: seconds, ease: 'easeInOut', ...(travel.lost ? { times: [0, 0.55, 1] } : {}) }}
      >
        {content}
      </m.div>
    </>
  );
}

/** framer-motion's transform (the trip), then the centring of the chip on its point. */
const centred = (_: unknown, generated: string) => `${generated === 'none' ? '' : generated} translate(-50%, -50%)`;
