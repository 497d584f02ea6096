import { useId } from 'react';
import type { BreakId, StoryId } from '../../core/trace';
import { words } from '../../narration/words';
import './BreakSwitches.css';
import { phrased } from '../components/phrased';

interface Props {
  story: StoryId;
  /** The switches that change this chapter in this story. */
  applicable: readonly BreakId[];
  /** The switches on (some may not apply here). */
  on: readonly BreakId[];
  onToggle(id: BreakId): void;
}

/**
 * Break it: a toggle button per mistake that applies to the chapter. Flipping one re-runs the chapter's
 * real scene with the mistake in the store, and the chapter's closing caption names what went wrong.
 */
export function BreakSwitches({ story, applicable, on, onToggle }: Props) {
  const id = useId();
  if (applicable.length === 0) return null;
  const active = applicable.filter((b) => on.includes(b));
  const t = words.breaks;
  return (
    <div className="break-switches wrap-row" role="group" aria-labelledby={`${id}-t`}>
      <span id={`${id}-t`} className="break-switches-title">
        {t.title}
      </span>
      {applicable.map((b) => (
        <button key={b} type="button" className="break-switch" aria-pressed={on.includes(b)} title={t.switches[b].does(story)} onClick={() => onToggle(b)}>
          {phrased(t.switches[b].label)}
        </button>
      ))}
      {active.length > 0 && (
        <p className="break-note">
          {phrased(t.note(active.map((b) => t.switches[b].does(story)).join(' '), active.length))}
        </p>
      )}
    </div>
  );
}
