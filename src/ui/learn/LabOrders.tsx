import { useId, useState, type FormEvent } from 'react';
import { storyFacts } from '../../core/stories/facts';
import type { LabTally } from '../../core/lab';
import { LAB_VERSIONS } from '../model/labRows';
import type { LabVersion, StoryId, Trace } from '../../core/trace';
import type { LabStore } from '../../learn/lab/labStore';
import { words } from '../../narration/words';
import { problemOf } from '../../core/problem';

interface Props {
  store: LabStore;
  story: StoryId;
  tallies: readonly LabTally[];
  total: number;
  onOpenTrace(trace: Trace, title: string): void;
}

/**
 * Orders worth a look, straight from the ledger (charged more than once) and the phone's log (gave up), and a
 * box for any order number: each opens that checkout's own Trace in the player.
 */
export function LabOrders({ store, story, tallies, total, onOpenTrace }: Props) {
  const id = useId();
  const [version, setVersion] = useState<LabVersion>('no-key');
  const [order, setOrder] = useState('1');
  const [busy, setBusy] = useState(false);
  // Worded when shown (it reads the live words), so a change of language rewords it.
  const [problem, setProblem] = useState<(() => string) | undefined>();
  const name = (n: number) => storyFacts(story).ownerOf(n);
  const t = words.lab.orders;

  const open = async (v: LabVersion, n: number) => {
    setBusy(true);
    setProblem(undefined);
    try {
      const trace = await store.getState().openOrder(v, n);
      onOpenTrace(trace, t.scene[story](name(n), v));
    } catch (error) {
      const why = problemOf(error);
      setProblem(() => () => words.problems.say(why));
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const n = Number(order);
    if (!Number.isInteger(n) || n < 1 || n > total) return setProblem(() => () => words.lab.orders.pick(total));
    void open(version, n);
  };

  return (
    <div className="lab-orders stack">
      <h3>{t.title(story)}</h3>
      {tallies.map((tally) => {
        const doubled = tally.examples.doubled.slice(0, 4);
        const gaveUp = tally.examples.gaveUp.slice(0, 2);
        if (doubled.length + gaveUp.length === 0) return null;
        return (
          <p key={tally.row.version} className="lab-examples wrap-row">
            <span className="lab-examples-version">{tally.row.version}:</span>
            {doubled.map(({ order: n, charges }) => (
              <button key={`d${n}`} type="button" className="chip-button bad" disabled={busy} onClick={() => void open(tally.row.version, n)}>
                {name(n)} <span className="chip-note">{t.doubled[story](charges)}</span>
              </button>
            ))}
            {gaveUp.map((n) => (
              <button key={`g${n}`} type="button" className="chip-button" disabled={busy} onClick={() => void open(tally.row.version, n)}>
                {name(n)} <span className="chip-note">{t.gaveUp}</span>
              </button>
            ))}
          </p>
        );
      })}
      <form className="lab-order-form" onSubmit={submit}>
        <label>
          <span>{t.version}</span>
          <select value={version} onChange={(e) => setVersion(e.target.value as LabVersion)}>
            {LAB_VERSIONS.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t.number[story]}</span>
          <input type="number" min={1} max={total} step={1} value={order} onChange={(e) => setOrder(e.target.value)} aria-describedby={problem ? `${id}-p` : undefined} />
        </label>
        <button type="submit" className="learn-button" disabled={busy}>
          {t.open}
        </button>
      </form>
      {problem && (
        <p id={`${id}-p`} className="learn-problem" role="alert">
          {problem()}
        </p>
      )}
    </div>
  );
}
