import type { Badge, Condition } from '../model/stageFrames';
import { ActorFigure } from './ActorFigure';
import type { LaneModel } from './lanes';

const UP: Condition = { state: 'up' };

/** One lane of the stage: its title and its actors, top to bottom. */
interface Props {
  lane: LaneModel;
  conditions: Readonly<Record<string, Condition>>;
  holding: Readonly<Record<string, string>>;
  activeActor: string;
  badge: Badge | undefined;
  still: boolean;
  /** Scopes the tickets' layoutIds to this chapter, so a ticket never travels into another chapter. */
  motionScope: string;
  /** Seconds a ticket takes to travel at a takeover. */
  seconds: number;
}

export function Lane({ lane, conditions, holding, activeActor, badge, still, motionScope, seconds }: Props) {
  return (
    <div className={`lane lane-${lane.role}`}>
      <div className="lane-title">{lane.title}</div>
      <div className="lane-actors">
        {lane.actors.map((actor) => (
          <ActorFigure
            key={actor.id}
            actor={actor}
            condition={conditions[actor.id] ?? UP}
            holding={holding[actor.id]}
            ticketId={still || holding[actor.id] === undefined ? undefined : `ticket-${motionScope}/${holding[actor.id]}`}
            seconds={seconds}
            active={actor.id === activeActor}
            badge={badge?.actor === actor.id ? badge : undefined}
            still={still}
          />
        ))}
      </div>
    </div>
  );
}
