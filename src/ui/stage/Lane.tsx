import type { StoryId } from '../../core/trace';
import { laneName } from '../../narration/lanes';
import type { Badge, Condition } from '../model/stageFrames';
import { ActorFigure } from './ActorFigure';
import type { LaneModel } from './lanes';

const UP: Condition = { state: 'up' };

/** One lane of the stage: its title and its actors, top to bottom. */
interface Props {
  lane: LaneModel;
  story: StoryId;
  conditions: Readonly<Record<string, Condition>>;
  holding: Readonly<Record<string, string>>;
  activeActor: string;
  badge: Badge | undefined;
  still: boolean;
  /**
   * Scopes the tickets' layoutIds to this chapter, so a ticket never travels into another chapter;
   * none when the frame carries nothing across (a still frame measures nothing).
   */
  ticketScope: string | undefined;
  /** Seconds a ticket takes to travel at a takeover. */
  seconds: number;
}

export function Lane({ lane, story, conditions, holding, activeActor, badge, still, ticketScope, seconds }: Props) {
  return (
    <div className={`lane lane-${lane.role}`}>
      <div className="lane-title">{lane.title}</div>
      <div className="lane-actors">
        {lane.actors.map((actor) => (
          <ActorFigure
            key={actor.id}
            actor={actor}
            name={laneName(story, actor)}
            condition={conditions[actor.id] ?? UP}
            holding={holding[actor.id]}
            ticketId={ticketScope === undefined || holding[actor.id] === undefined ? undefined : `ticket-${ticketScope}/${holding[actor.id]}`}
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
