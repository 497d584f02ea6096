import { memo, useId } from 'react';
import type { CheckId } from '../../core/checks';
import type { PlayerStore } from '../../player/playerState';
import { words } from '../../narration/words';
import { CaptionsRegion } from '../components/CaptionsRegion';
import { MotionProvider } from '../motion/MotionProvider';
import { KeysTable } from '../panels/KeysTable';
import { LedgerTable } from '../panels/LedgerTable';
import { PanelNameContext } from '../panels/panelName';
import { PlayerContext } from '../playerContext';
import { SceneChecks } from '../sandbox/SceneChecks';
import { Stage } from '../stage/Stage';
import { useAfterNextPaint } from '../useAfterNextPaint';
import { phrased } from '../components/phrased';

interface Props {
  /** The side's letter, "A" or "B". */
  letter: string;
  /** What names the side: "with PayCo’s key". */
  name: string;
  /** The side's own player store (player/compare/sides.ts), at the beat the comparison's step shows. */
  store: PlayerStore;
  /** What differs from the other side at this step (a facet each: `ledger`, `rows`…), for the marks. */
  differs: readonly string[];
  /** This step is where the two runs first differ. */
  first: boolean;
  /** The checks whose verdict is not the other side's. */
  checksDiffer: ReadonlySet<CheckId>;
  /** Which part of the side: its stage and caption (over the Timeline), or its rows and checks (under it). */
  part: 'stage' | 'rows';
}

/**
 * One side of a comparison, in two parts around the Timeline as the single view has them: a region
 * named for the side with its stage (named for it too) and caption, and a region with its rows and
 * checks; both read the side's own store exactly as the single view reads the player's. The facets
 * that differ from the other side at this step are marked on it, the first difference most of all.
 */
export const SideView = memo(SideViewInner, (before, after) => {
  // A seek moves the side's own store, which its views read; the side itself re-renders only when its marks change.
  const { differs, ...rest } = after;
  return before.differs.join(' ') === differs.join(' ') && (Object.keys(rest) as (keyof typeof rest)[]).every((key) => before[key] === rest[key]);
});

function SideViewInner({ letter, name, store, differs, first, checksDiffer, part }: Props) {
  const t = words.compare;
  const staged = useAfterNextPaint('compared-stages');
  const sideName = useId();
  const marks = { 'data-differs': differs.join(' ') || undefined, 'data-first': first || undefined };
  return (
    <PlayerContext.Provider value={store}>
      <MotionProvider>
        {part === 'stage' ? (
          <section className="compare-side card" aria-label={t.region(letter, name)} {...marks}>
            <h2 className="compare-side-title">
              <span className="compare-letter" aria-hidden="true">
                {letter}
              </span>{' '}
              {phrased(name)}
              {first && <span className="compare-first-badge"> {t.firstBadge}</span>}
            </h2>
            {staged ? <Stage name={t.stage(name)} acting={false} /> : <div className="stage-pending" aria-hidden="true" />}
            <CaptionsRegion name={t.captions(name)} />
          </section>
        ) : (
          <section className="compare-side compare-rows" aria-label={t.rows(letter, name)} {...marks}>
            {/* Each panel's name says its side too ("idempotency_keys, A: with PayCo’s key"). */}
            <span id={sideName} hidden>
              {phrased(t.panelSide(letter, name))}
            </span>
            <PanelNameContext.Provider value={sideName}>
              <KeysTable />
              <LedgerTable />
              <SceneChecks differs={checksDiffer} />
            </PanelNameContext.Provider>
          </section>
        )}
      </MotionProvider>
    </PlayerContext.Provider>
  );
}
