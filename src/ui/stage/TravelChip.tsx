import type { CSSProperties } from 'react';
import type { Travel } from '../model/stageFrames';
import type { Positions } from './useActorPositions';
import { words } from '../../narration/words';

const LIFT = 18;
/** How far above the stage's floor a lost chip's lowest corner comes to rest. */
const FLOOR_GAP = 6;

interface Props {
  travel: Travel;
  positions: Positions;
  /** Seconds the trip takes at the current speed. */
  seconds: number;
  /** Show where things stand, without motion: reduced motion, or the player jumped to this beat. */
  still: boolean;
}

/**
 * A message on its way between two lanes. It travels from sender to receiver; a lost one falls out
 * of the network half way to the floor of the stage and stays there, faded and crossed out, for the rest of the beat. When
 * `still`, it simply appears where it ends up.
 */
export function TravelChip({ travel, positions, seconds, still }: Props) {
  const sender = positions.actors[travel.from];
  const receiver = positions.actors[travel.to];
  if (!sender || !receiver) return null;
  // The chip rides just above the figures, so it never hides who sent it or who gets it.
  const from = { x: sender.x, y: sender.y - sender.half - LIFT };
  const to = { x: receiver.x, y: receiver.y - receiver.half - LIFT };
  const mid = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
  // A lost message falls to the floor of the stage, between the lanes it never connected: for a
  // lost chip, end.y is where its lowest corner lies (TravelChip.css), just above the floor.
  const end = travel.lost ? { x: mid.x, y: positions.height - FLOOR_GAP } : to;
  const className = `chip${travel.lost ? ' lost' : ''}`;
  // The route, drawn under the chip: where it comes from and where it goes (or where it fell).
  const route = (
    <svg className="route" data-tone={travel.tone} aria-hidden="true">
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
      {travel.lost && <span className="chip-lost">{words.stage.travel.lost}</span>}
    </>
  );
  // The trip is a CSS animation from the sender (and, for a lost one, the middle of the way) to
  // where the chip ends up: it runs on the compositor and costs a seek nothing but its mount.
  const style = {
    '--from-x': px(from.x),
    '--from-y': px(from.y),
    '--mid-x': px(mid.x),
    '--mid-y': px(mid.y),
    '--end-x': px(end.x),
    '--end-y': px(end.y),
    '--lanes-w': px(positions.width),
    animationDuration: `${seconds}s`,
  } as CSSProperties;
  const trip = still ? '' : travel.lost ? ' trip-fall' : ' trip';
  return (
    <>
      {route}
      <div className={`${className}${trip}`} data-tone={travel.tone} style={style}>
        {content}
      </div>
    </>
  );
}

const px = (n: number) => `${Math.round(n)}px`;
