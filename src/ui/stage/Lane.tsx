import type { Condition } from '../model/stageFrames';
import { ActorFigure } from './ActorFigure';
import type { LaneModel } from './lanes';

const UP: Condition = { state: 'up' };

/** One lane of the stage: its title and its actors, top to bottom. */
export function Lane({ lane, conditions, activeActor, reduced }: { lane: LaneModel; conditions: Readonly<Record<string, Condition>>; activeActor: string; reduced: boolean }) {
  return (
    <div className={`lane lane-${lane.role}`}>
      <div className="lane-title">{lane.title}</div>
      <div className="lane-actors">
        {lane.actors.map((actor) => (
          <ActorFigure key={actor.id} actor={actor} condition={conditions[actor.id] ?? UP} active={actor.id === activeActor} reduced={reduced} />
        ))}
      </div>
    </div>
  );
}
