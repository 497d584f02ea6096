import { m } from 'framer-motion';
import { memo } from 'react';
import type { Actor } from '../../core/trace';
import { Icon, type IconName } from '../Icon';
import type { Badge, Condition } from '../model/stageFrames';
import { words } from '../../narration/words';
import { ticketOf } from '../../core/trace/ticket';

const ICONS: Record<Actor['role'], IconName> = {
  client: 'phone',
  network: 'network',
  worker: 'worker',
  database: 'database',
  provider: 'provider',
  clock: 'clock',
};

interface Props {
  actor: Actor;
  /** The lane's name for it ("Worker 1", "The phone"). */
  name: string;
  condition: Condition;
  /** This actor is the one acting at the current beat. */
  active: boolean;
  /** The ticket whose claim this worker holds (it is hanging that coat up), if any. */
  holding: string | undefined;
  /**
   * The ticket's layoutId, so it travels from one holder to the next at a takeover; none for a still
   * frame, where framer-motion then measures nothing.
   */
  ticketId: string | undefined;
  /** Seconds the ticket takes to reach its new holder at the current speed. */
  seconds: number;
  /** What this actor just did, in a word, at this beat. */
  badge: Badge | undefined;
  /** Show where things stand, without motion: reduced motion, or the player jumped to this beat. */
  still: boolean;
}

/**
 * One actor on its lane. A crashed worker falls over and greys out; a paused one freezes, blue, with a
 * clock and the time it wakes. The words under the figure say the same for anyone not seeing colour.
 */
function ActorFigureView({ actor, name, condition, active, holding, ticketId, seconds, badge, still }: Props) {
  const icon = ICONS[actor.role];
  const fallen = condition.state === 'crashed';
  const frozen = condition.state === 'paused';
  const say = words.stage.actor;
  return (
    // When still, the stylesheet draws the pose at once (data-still); framer-motion applies its own a frame
    // later, so without it a jump or reduced motion would show a crashed worker upright for a frame.
    <div className="actor" data-actor={actor.id} data-state={condition.state} data-active={active || undefined} data-still={still || undefined}>
      <m.div
        className="actor-figure"
        data-tone={fallen ? 'bad' : frozen ? 'frozen' : undefined}
        initial={false}
        animate={fallen ? { rotate: 90, y: 4, opacity: 0.6 } : { rotate: 0, y: 0, opacity: 1 }}
        transition={still ? { duration: 0 } : { type: 'spring', stiffness: 260, damping: 14 }}
      >
        <Icon name={icon} size={30} />
        {frozen && (
          <span className="actor-clock">
            <Icon name="clock" size={16} />
          </span>
        )}
      </m.div>
      <span className="actor-label">{name}</span>
      {holding !== undefined && (
        <m.span
          className="actor-status holding"
          data-tone="warn"
          title={fallen ? say.deadHolding : say.holding}
          layoutId={ticketId}
          transition={{ layout: { duration: seconds, ease: 'easeInOut' } }}
        >
          {say.holds}
          <span className="one-word">{ticketOf(holding)}</span>
        </m.span>
      )}
      {badge && <span className="actor-status" data-tone={badge.tone}>{badge.text}</span>}
      {fallen && <span className="actor-status" data-tone="bad">{say.crashed}</span>}
      {frozen && (
        <span className="actor-status" data-tone="frozen">
          {say.paused}
          {condition.until !== undefined ? say.until(condition.until) : ''}
        </span>
      )}
    </div>
  );
}

/** Whether two renders of one actor would draw the same: most actors do not change at a beat. */
function sameFigure(a: Props, b: Props): boolean {
  const until = (c: Condition) => (c.state === 'paused' ? c.until : undefined);
  return (
    a.actor === b.actor &&
    a.name === b.name &&
    a.active === b.active &&
    a.holding === b.holding &&
    a.ticketId === b.ticketId &&
    a.seconds === b.seconds &&
    a.still === b.still &&
    a.condition.state === b.condition.state &&
    until(a.condition) === until(b.condition) &&
    a.badge?.text === b.badge?.text &&
    a.badge?.tone === b.badge?.tone
  );
}

/** Re-rendered only when what it draws changes, so a seek does not restart every figure's motion. */
export const ActorFigure = memo(ActorFigureView, sameFigure);
