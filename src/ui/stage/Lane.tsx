import { memo } from 'react';
import type { StoryId } from '../../core/trace';
import { laneName } from '../../narration/lanes';
import type { Figure } from '../model/stageFrames';
import { ActorFigure } from './ActorFigure';
import type { LaneModel } from './lanes';

/** One lane of the stage: its title and its actors, top to bottom. */
interface Props {
  lane: LaneModel;
  story: StoryId;
  /** Its actors as they stand at this beat (the same array while none of them changes). */
  figures: readonly Figure[];
  still: boolean;
  /**
   * Scopes the tickets' layoutIds to this chapter, so a ticket never travels into another chapter;
   * none when the frame carries nothing across (a still frame measures nothing).
   */
  ticketScope: string | undefined;
  /** Seconds a ticket takes to travel at a takeover. */
  seconds: number;
}

function LaneView({ lane, story, figures, still, ticketScope, seconds }: Props) {
  return (
    <div className={`lane lane-${lane.role}`}>
      <div className="lane-title">{lane.title}</div>
      <div className="lane-actors">
        {figures.map((figure) => (
          <ActorFigure
            key={figure.actor.id}
            figure={figure}
            name={laneName(story, figure.actor)}
            ticketId={ticketScope === undefined || figure.holding === undefined ? undefined : `ticket-${ticketScope}/${figure.holding}`}
            seconds={seconds}
            still={still}
          />
        ))}
      </div>
    </div>
  );
}

/** Drawn again only when one of its figures changes: a beat changes one or two lanes, not all. */
export const Lane = memo(LaneView);
