import { m } from 'framer-motion';
import { memo } from 'react';
import { shallow } from 'zustand/shallow';
import type { IdempotencyRow } from '../../core/store';
import type { KeyClaim } from '../../core/trace';
import { words } from '../../narration/words';
import { selectSpeed, selectTrace } from '../../player/selectors';
import { handOverSeconds } from '../motion/handOver';
import { useCarriedBeat } from '../motion/useCarriedBeat';
import { hooksOf, type HookModel } from '../model/cloakroomHooks';
import { responseSummary } from '../../narration/responseSummary';
import { usePlayer } from '../playerContext';

/**
 * The lesson's picture, drawn from the current rows of `idempotency_keys`: each row is a hook with
 * its ticket (the key); a `done` row has the coat (the saved response) hanging on it; an `in_flight`
 * row has an attendant still holding the coat, with how old that claim is against lockMs — as the
 * beat recorded it (`claims`), never worked out here. When the player steps onto the beat that saves
 * the response, the coat travels from the attendant's arms up onto the hook (framer-motion's layoutId).
 */
export function Cloakroom() {
  const trace = usePlayer(selectTrace);
  const speed = usePlayer(selectSpeed);
  const { cursor, carry } = useCarriedBeat();
  const hooks = trace && hooksOf(trace)[cursor];
  if (!hooks || !trace) return null;
  const say = words.panels.cloakroom;
  return (
    <section className="panel card cloakroom" aria-labelledby="cloakroom-title">
      <h2 id="cloakroom-title" className="panel-title">
        {say.title}
      </h2>
      <p className="legend">
        {say.legend.map(([thing, means]) => (
          <span key={thing}>
            <b>{thing}</b>
            {` = ${means}`}
          </span>
        ))}
      </p>
      {/* A still frame measures nothing: without a layoutId framer-motion leaves the coat alone. Scoped
          to the chapter, so a coat never travels into another chapter's cloakroom. */}
      <Rack hooks={hooks} lockMs={trace.lockMs} coatScope={carry ? `${trace.story}/${trace.chapter}` : undefined} seconds={handOverSeconds(speed)} />
    </section>
  );
}

/** The rail and its hooks: drawn again only when a hook changed, or the coat is to travel. */
const Rack = memo(function Rack({ hooks, lockMs, coatScope, seconds }: { hooks: readonly HookModel[]; lockMs: number; coatScope: string | undefined; seconds: number }) {
  return (
    <div className="rack">
      <div className="rail" aria-hidden="true" />
      {hooks.length === 0 ? (
        <p className="rack-empty">{words.panels.cloakroom.empty}</p>
      ) : (
        <ul className="hooks">
          {hooks.map(({ row, claim }) => (
            <Hook key={row.key} row={row} claim={claim} lockMs={lockMs} coatId={coatScope && `coat-${coatScope}/${row.key}`} seconds={seconds} />
          ))}
        </ul>
      )}
    </div>
  );
});

interface HookProps {
  row: IdempotencyRow;
  claim: KeyClaim | undefined;
  lockMs: number;
  /** The coat's layoutId, or none for a still frame. */
  coatId: string | undefined;
  /** Seconds the coat takes to reach the hook at the current speed. */
  seconds: number;
}

/**
 * A hook is drawn again only when what it shows changed: at a seek most hooks stand still, and each
 * beat reads its rows back from SQLite as new objects. (An in-flight claim ages every beat.)
 */
const Hook = memo(function Hook({ row, claim, lockMs, coatId, seconds }: HookProps) {
  const held = claim !== undefined;
  const say = words.panels.cloakroom;
  return (
    <li className="hook" data-tone={held ? 'warn' : 'ok'}>
      <div className="hook-art" aria-hidden="true">
        <svg viewBox="0 0 100 130">
          <path className="hook-metal" d="M50 0v12a8 8 0 1 1-8 8" fill="none" />
          {held ? ATTENDANT : <path className="hanger" d="M50 20L26 34H74Z" fill="none" />}
        </svg>
        {/* One element, held or hanging, so the coat travels from the attendant's arms onto the hook. */}
        <Coat held={held} coatId={coatId} seconds={seconds} />
        {held && (
          <svg viewBox="0 0 100 130">
            <path className="attendant-arm" d="M60 84l-18 10" />
          </svg>
        )}
      </div>
      <span className="ticket">{row.key}</span>
      {claim ? (
        <span className="hook-caption">
          {say.claimed(claim.ageMs)}
          {claim.holder === null ? say.deadHolder : ''}
          <span className={`lock-bar${claim.stale ? ' stale' : ''}`} aria-hidden="true">
            <span style={{ width: `${Math.min(1, claim.ageMs / lockMs) * 100}%` }} />
          </span>
          <span className="lock-note">{claim.stale ? say.stale : say.staleAfter(lockMs)}</span>
        </span>
      ) : (
        <span className="hook-caption">
          <span translate="no">{row.status}</span> · {responseSummary(row.response)}
        </span>
      )}
    </li>
  );
}, sameHook);

function sameHook(a: HookProps, b: HookProps): boolean {
  return a.coatId === b.coatId && a.seconds === b.seconds && a.lockMs === b.lockMs && shallow(a.row, b.row) && shallow(a.claim, b.claim);
}

/** The coat (the saved response), drawn in its own box: CSS places the box on the hanger or in the attendant's arms. */
const COAT = 'M30 34H70L84 54L76 61L70 55V124H30V55L24 61L16 54Z';

/** The coat in its box; drawn again only when it moves (held or hanging) or is to travel, not as the claim beside it ages. */
const Coat = memo(function Coat({ held, coatId, seconds }: { held: boolean; coatId: string | undefined; seconds: number }) {
  return (
    <m.span className={`coat-box ${held ? 'held' : 'hanging'}`} layoutId={coatId} layoutDependency={held} transition={{ layout: { duration: seconds, ease: 'easeInOut' } }}>
      <svg viewBox="16 34 68 90">
        <path className="coat" d={COAT} />
        <path className="coat-seam" d="M50 36V124" fill="none" />
      </svg>
    </m.span>
  );
});

/** The hook is taken but empty: an attendant stands by it, still holding the coat (the row is in_flight). One element, never redrawn. */
const ATTENDANT = (
  <g>
    <circle className="attendant" cx="70" cy="48" r="10" />
    <path className="attendant" d="M52 130V80a18 18 0 0 1 36 0v50z" />
  </g>
);
