import { memo, useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type RefObject } from 'react';
import { words } from '../../narration/words';
import { selectStory, selectTrace } from '../../player/selectors';
import type { Offer } from '../../sandbox/offers';
import { usePlayer } from '../playerContext';
import { useActorPositions, type Positions } from '../stage/useActorPositions';
import { OfferButtons } from './OfferButtons';
import { useOffers, type OffersHere } from './useOffers';
import { useSandbox } from './useSandbox';
import './StageOffers.css';

/** A thing on the stage that actions act on, where its button sits (px in the lanes), and what the button is named. */
interface Target {
  id: string;
  name: string;
  x: number;
  y: number;
  offers: Offer[];
}

/** Room kept between a menu and the lanes' edges, px. */
const EDGE = 8;
/** A menu's widest, px. */
const MENU_WIDTH = 320;
/** Below this much room on either side of its button, a menu takes the lanes' whole height, px. */
const MENU_MIN_HEIGHT = 140;
/**
 * The button rides on its figure's right edge, half way down: a worker's badges sit above and below
 * its figure, against the next worker's, and a corner would cover them in a narrow lane.
 */
const onFigure = (at: { x: number; y: number; half: number }) => ({ x: at.x + at.half, y: at.y });

interface Props {
  lanes: RefObject<HTMLElement | null>;
  /** The stage's actors, as the lanes were laid out for them (the stage's own layout key). */
  layoutKey: string;
  /** The message on its way at this beat, from and to (its button rides on its route). */
  travelFrom: string | undefined;
  travelTo: string | undefined;
}

/**
 * The sandbox's actions where they act (RaftScope's buttons on a server): a small button on each actor
 * that has actions at this beat (a worker, the phone, PayCo) and on the message on its way, opening the
 * same offers the panel groups under that thing. Keyboard: Enter opens, Escape closes and returns to the
 * button; what an action did is said in this layer's live region. Drawn again when the offers, the
 * message's route or a figure's place change, not at every beat.
 */
function StageOffers({ lanes, layoutKey, travelFrom, travelTo }: Props) {
  const here = useOffers();
  const trace = usePlayer(selectTrace);
  // A figure moves within its lane as badges come and go, and its button must stay on it: the
  // positions follow each figure's box, as the browser lays it out.
  const positions = useActorPositions(lanes, layoutKey, true);
  const story = usePlayer(selectStory);
  const building = useSandbox((s) => s.building);
  const announcement = useSandbox((s) => s.announcement);
  const saysHere = useSandbox((s) => s.actedFrom === 'stage');
  const [open, setOpen] = useState<string>();
  if (!here || !trace) return null;
  const t = words.sandbox.stage;

  const targets: Target[] = [];
  for (const actor of trace.actors) {
    const at = positions.actors[actor.id];
    const offers = here.offers.filter((o) => o.on === actor.id);
    // The network's offers act on the message travelling now: their button rides on its route.
    if (!at || offers.length === 0 || actor.id === 'network') continue;
    targets.push({ id: actor.id, name: t.actionsFor(story, actor), ...onFigure(at), offers });
  }
  const message = here.offers.filter((o) => o.on === 'network');
  const first = message[0]?.action;
  if (first && 'direction' in first) {
    const from = travelFrom !== undefined ? positions.actors[travelFrom] : undefined;
    const to = travelTo !== undefined ? positions.actors[travelTo] : undefined;
    const at = from && to ? { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 } : positions.actors.network;
    if (at) targets.push({ id: 'message', name: t.message(first.direction), x: at.x, y: at.y, offers: message });
  }

  return (
    <div className="stage-offers">
      {targets.map((target) => (
        <TargetMenu
          key={target.id}
          target={target}
          here={here}
          positions={positions}
          open={open === target.id}
          onOpen={(yes) => setOpen(yes ? target.id : undefined)}
        />
      ))}
      <p className="sr-only" role="status" aria-live="polite">
        {saysHere ? (building ? words.sandbox.building : announcement) : ''}
      </p>
    </div>
  );
}

export default memo(StageOffers);

interface MenuProps {
  target: Target;
  here: OffersHere;
  positions: Positions;
  open: boolean;
  onOpen(open: boolean): void;
}

/**
 * One target's button and, while open, its menu: on the side of its button with more room, within
 * the lanes' width; over their whole height when neither side has room (a short stage in the box).
 */
function TargetMenu({ target, here, positions, open, onOpen }: MenuProps) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  // Opened, the menu takes the focus to its first action, as a menu does.
  useEffect(() => {
    if (open) list.current?.querySelector('button')?.focus();
  }, [open]);
  const close = () => {
    onOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation(); // an Escape that closes a menu closes nothing else
    close();
  };
  const width = Math.min(MENU_WIDTH, positions.width - 2 * EDGE);
  const roomAbove = target.y - 16 - EDGE;
  const roomBelow = positions.height - target.y - 16 - EDGE;
  const side: CSSProperties =
    Math.max(roomAbove, roomBelow) < MENU_MIN_HEIGHT
      ? { top: EDGE, maxHeight: positions.height - 2 * EDGE }
      : roomAbove > roomBelow
        ? { bottom: positions.height - target.y + 16, maxHeight: roomAbove }
        : { top: target.y + 16, maxHeight: roomBelow };
  const menu: CSSProperties = { width, left: Math.max(EDGE, Math.min(target.x - width / 2, positions.width - width - EDGE)), ...side };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="stage-offers-button"
        aria-label={target.name}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        style={{ left: target.x, top: target.y }}
        onClick={() => onOpen(!open)}
        onKeyDown={onKeyDown}
      >
        <svg viewBox="0 0 16 16" aria-hidden="true">
          <circle cx="3" cy="8" r="1.6" />
          <circle cx="8" cy="8" r="1.6" />
          <circle cx="13" cy="8" r="1.6" />
        </svg>
      </button>
      {open && (
        <div ref={list} id={id} className="stage-offers-menu" role="group" aria-label={target.name} style={menu} onKeyDown={onKeyDown}>
          <OfferButtons offers={target.offers} here={here} from="stage" onTaken={close} />
        </div>
      )}
    </>
  );
}
