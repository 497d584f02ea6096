import { useId, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { CheckId } from '../../core/checks';
import { sideName } from '../../narration/compareWords';
import { words } from '../../narration/words';
import type { BuiltComparison } from '../../player/compare/messages';
import { SIDES, type SideId } from '../../player/compare/spec';
import type { CompareState } from '../../player/compare/store';
import { SceneStatus } from '../components/SceneStatus';
import { TabList, tabId, tabPanelId } from '../components/TabList';
import { usePlayerStore } from '../playerContext';
import type { SceneLayoutProps, SceneModule } from '../sceneParts';
import { useMediaQuery } from '../useMediaQuery';
import { CompareControls } from './CompareControls';
import { DifferenceStrip } from './DifferenceStrip';
import { useCompare, useCompareStore } from './useCompare';
import { useCompareRun } from './useCompareRun';
import './Compare.css';
import { phrased } from '../components/phrased';

/** From this width the two sides sit side by side; under it they are tabs. */
const SIDE_BY_SIDE = '(width >= 960px)';

const selectOpen = (s: CompareState) => ({ spec: s.spec, names: s.names, slot: s.slot, sides: s.sides });
const selectStep = (s: CompareState) => s.step;

type SideProps = { built: BuiltComparison; sides: NonNullable<CompareState['sides']>; side: SideId; name: string; part: 'stage' | 'rows'; SideView: SceneModule['SideView'] };

/** One side at the step on screen: only this follows the step (for the marks); the side's views follow its own store. */
function SideAtStep({ built, sides, side, name, part, SideView }: SideProps) {
  const step = useCompare(selectStep);
  return (
    <SideView
      letter={side.toUpperCase()}
      name={name}
      store={sides[side]}
      differs={built.comparison.differing[step] ?? []}
      first={built.comparison.differences[0]?.step === step}
      checksDiffer={differingChecks(built)}
      part={part}
    />
  );
}
const checksOf = new WeakMap<BuiltComparison, ReadonlySet<CheckId>>();

/** The checks whose verdicts differ between the two sides (made once per comparison). */
function differingChecks(built: BuiltComparison): ReadonlySet<CheckId> {
  let checks = checksOf.get(built);
  if (!checks) checksOf.set(built, (checks = new Set(built.comparison.checks.filter((c) => c.differs).map((c) => c.id))));
  return checks;
}

type Props = Pick<SceneLayoutProps, 'full' | 'views' | 'fullscreen' | 'onToggleFullscreen'> & { boxed: boolean };

/**
 * A comparison in place of the single view: its heading and Close, the difference strip, the two
 * sides — side by side from 960 px, else as tabs A and B — and one Timeline that drives both. The sides
 * are the scene's own views (SideView), each over its side's store.
 */
export function CompareScene({ full, views, fullscreen, onToggleFullscreen, boxed }: Props) {
  const compare = useCompareStore();
  useCompareRun(compare, usePlayerStore());
  const { spec, names, slot, sides } = useCompare(useShallow(selectOpen));
  const wide = useMediaQuery(SIDE_BY_SIDE);
  const [tab, setTab] = useState<SideId>('a');
  const id = useId();
  if (!spec) return null;
  const t = words.compare;
  const named = { a: sideName(spec, 'a', names), b: sideName(spec, 'b', names) };
  const built = slot?.status === 'ready' ? slot.built : undefined;
  const scene = views.status === 'ready' ? views.module : undefined;
  const sideOf = (side: SideId, part: 'stage' | 'rows') =>
    built && sides && scene ? <SideAtStep built={built} sides={sides} side={side} name={named[side]} part={part} SideView={scene.SideView} /> : null;
  // The box is a player: the stages, their captions and the controls. The page adds each side's rows under the Timeline.
  const rows = !boxed;
  const controls = built && <CompareControls built={built} full={full} fullscreen={fullscreen} onToggleFullscreen={onToggleFullscreen} />;
  return (
    <main className={`compare-scene ${wide ? 'is-side-by-side' : 'is-tabbed'}${boxed ? ' is-boxed' : ''}`} aria-label={t.title(named.a, named.b)}>
      <div className="compare-head wrap-row">
        <h1 className="compare-title" tabIndex={-1} data-focus-home>
          {phrased(t.title(named.a, named.b))}
        </h1>
        <button type="button" className="compare-close" onClick={() => compare.getState().close()}>
          {t.close}
        </button>
      </div>
      {slot?.status === 'loading' && <p className="compare-status" role="status">{t.building}</p>}
      {slot?.status === 'error' && (
        <p className="compare-status" role="alert">
          {t.failed(words.problems.say(slot.problem))}
        </p>
      )}
      {views.status !== 'ready' && <SceneStatus views={views} />}
      {built && <DifferenceStrip built={built} />}
      {built &&
        (wide ? (
          <>
            <div className="compare-sides">{SIDES.map((side) => <div key={side}>{sideOf(side, 'stage')}</div>)}</div>
            {controls}
            {rows && <div className="compare-sides">{SIDES.map((side) => <div key={side}>{sideOf(side, 'rows')}</div>)}</div>}
          </>
        ) : (
          <>
            <div className="compare-tabbed">
              <TabList<SideId> id={id} label={t.tabs} tabs={SIDES.map((side) => ({ id: side, name: t.tab(side.toUpperCase(), named[side]) }))} shown={tab} onShow={setTab} className="view-tabs compare-tabs" />
              <div className="compare-tab-panel" role="tabpanel" id={tabPanelId(id)} aria-labelledby={tabId(id, tab)}>
                {sideOf(tab, 'stage')}
              </div>
            </div>
            {controls}
            {rows && sideOf(tab, 'rows')}
          </>
        ))}
    </main>
  );
}

