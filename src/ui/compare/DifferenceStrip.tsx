import { differenceSaid } from '../../narration/compareWords';
import { words } from '../../narration/words';
import type { BuiltComparison } from '../../player/compare/messages';
import { Icon } from '../Icon';
import { useCompare, useCompareStore } from './useCompare';
import { phrased } from '../components/phrased';

const selectStep = (s: { step: number }) => s.step;

/**
 * The strip the comparison always shows, in the box too: the summary computed from both Traces, where
 * they first differ, what differs at this step, and Previous and Next difference. Screen readers hear
 * each difference once, politely, when the Timeline reaches it (not each side's caption): the live
 * region says nothing at a step where no difference begins.
 */
export function DifferenceStrip({ built }: { built: BuiltComparison }) {
  const step = useCompare(selectStep);
  const { nextDifference, previousDifference } = useCompareStore().getState();
  const t = words.compare;
  const story = built.a.story;
  const { summary, comparison } = built;
  const differing = comparison.differing[step] ?? [];
  const first = summary.first;
  return (
    <section className="difference-strip card" aria-label={t.strip} data-differs={differing.length > 0 || undefined}>
      <p className="difference-summary">
        {phrased(t.summary(summary))}
      </p>
      <p className="difference-first">{first ? t.firstAt(first.time, first.facets, story) : t.same}</p>
      <p className="difference-here">{differing.length > 0 ? t.here.differ(differing, story) : t.here.same}</p>
      <div className="difference-jumps wrap-row">
        <button type="button" className="icon-button text-button" onClick={previousDifference} title={t.previousDifferenceKey}>
          <Icon name="previousDifference" />
          <span>{t.previousDifference}</span>
        </button>
        <button type="button" className="icon-button text-button" onClick={nextDifference} title={t.nextDifferenceKey}>
          <Icon name="nextDifference" />
          <span>{t.nextDifference}</span>
        </button>
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {differenceSaid(built, step) ?? ''}
      </p>
    </section>
  );
}
