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
}

export function Lane({ lane, conditions, holding, activeActor, badge, still }: Props) {
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
            active={actor.id === activeActor}
            badge={badge?.actor === actor.id ? badge : undefined}
            still={still}
          />
        ))}
      </div>
    </div>
  );
}
