import { m } from 'framer-motion';
import { memo } from 'react';
import type { Actor } from '../../core/trace';
import { Icon, type IconName } from '../Icon';
import type { Figure } from '../model/stageFrames';
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
  /** How it stands, what it holds and just did, whether it acts now: one object per look (see `Figure`). */
  figure: Figure;
  /** The lane's name for it ("Worker 1", "The phone"). */
  name: string;
  /**
   * The ticket's layoutId, so it travels from one holder to the next at a takeover; none for a still
   * frame, where framer-motion then measures nothing.
   */
  ticketId: string | undefined;
  /** Seconds the ticket takes to reach its new holder at the current speed. */
  seconds: number;
  /** Show where things stand, without motion: reduced motion, or the player jumped to this beat. */
  still: boolean;
}

/**
 * One actor on its lane. A crashed worker falls over and greys out; a paused one freezes, blue, with a
 * clock and the time it wakes. The words under the figure say the same for anyone not seeing colour.
 */
function ActorFigureView({ figure, name, ticketId, seconds, still }: Props) {
  const { actor, condition, active, holding, badge } = figure;
  const icon = ICONS[actor.role];
  const fallen = condition.state === 'crashed';
  const frozen = condition.state === 'paused';
  const say = words.stage.actor;
  return (
    // When still, the stylesheet draws the pose at once (data-still); framer-motion applies its own a frame
    // later, so without it a jump or reduced motion would show a crashed worker upright for a frame.
    <div className="actor" data-actor={actor.id} data-state={condition.state} data-active={active || undefined} data-still={still || undefined}>
      <Pose icon={icon} fallen={fallen} frozen={frozen} still={still} />
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

/** Re-rendered only when what it draws changes (its `Figure` is interned), so a seek does not restart every figure's motion. */
export const ActorFigure = memo(ActorFigureView);

const FALLEN = { rotate: 90, y: 4, opacity: 0.6 };
const STANDING = { rotate: 0, y: 0, opacity: 1 };
const AT_ONCE = { duration: 0 };
const SPRING = { type: 'spring', stiffness: 260, damping: 14 } as const;

/**
 * The figure itself: upright, fallen over, or frozen with a clock. Its own memo, so the figure's
 * motion is not drawn again when only the words around it change (it acts now, or its badge).
 */
const Pose = memo(function Pose({ icon, fallen, frozen, still }: { icon: IconName; fallen: boolean; frozen: boolean; still: boolean }) {
  return (
    <m.div className="actor-figure" data-tone={fallen ? 'bad' : frozen ? 'frozen' : undefined} initial={false} animate={fallen ? FALLEN : STANDING} transition={still ? AT_ONCE : SPRING}>
      <Icon name={icon} size={30} />
      {frozen && (
        <span className="actor-clock">
          <Icon name="clock" size={16} />
        </span>
      )}
    </m.div>
  );
});
