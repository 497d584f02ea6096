import { useId, useState, type FormEvent } from 'react';
import type { LabTally } from '../../core/lab';
import { LAB_VERSIONS } from '../model/labRows';
import type { LabVersion, StoryId, Trace } from '../../core/trace';
import type { LabStore } from '../../learn/lab/labStore';

interface Props {
  store: LabStore;
  story: StoryId;
  tallies: readonly LabTally[];
  total: number;
  onOpenTrace(trace: Trace, title: string): void;
}

/**
 * Orders worth a look, straight from the ledger (charged twice) and the phone's log (gave up), and a
 * box for any order number: each opens that checkout's own Trace in the player.
 */
export function LabOrders({ store, story, tallies, total, onOpenTrace }: Props) {
  const id = useId();
  const [version, setVersion] = useState<LabVersion>('no-key');
  const [order, setOrder] = useState('1');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const name = (n: number) => (story === 'payflow' ? `o${n}` : `U-${1000 + n}`);

  const open = async (v: LabVersion, n: number) => {
    setBusy(true);
    setProblem(undefined);
    try {
      const trace = await store.getState().openOrder(v, n);
      onOpenTrace(trace, `${story === 'payflow' ? 'Order' : 'Loan for'} ${name(n)} (${v})`);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const n = Number(order);
    if (!Number.isInteger(n) || n < 1 || n > total) return setProblem(`Pick a number from 1 to ${total}.`);
    void open(version, n);
  };

  return (
    <div className="lab-orders">
      <h3>Open one {story === 'payflow' ? 'order' : 'loan'} as its own scene</h3>
      {tallies.map((t) => {
        const doubled = t.examples.doubled.slice(0, 4);
        const gaveUp = t.examples.gaveUp.slice(0, 2);
        if (doubled.length + gaveUp.length === 0) return null;
        return (
          <p key={t.row.version} className="lab-examples">
            <span className="lab-examples-version">{t.row.version}:</span>
            {doubled.map((n) => (
              <button key={`d${n}`} type="button" className="chip-button bad" disabled={busy} onClick={() => void open(t.row.version, n)}>
                {name(n)} <span className="chip-note">{story === 'payflow' ? 'charged twice' : 'two loans'}</span>
              </button>
            ))}
            {gaveUp.map((n) => (
              <button key={`g${n}`} type="button" className="chip-button" disabled={busy} onClick={() => void open(t.row.version, n)}>
                {name(n)} <span className="chip-note">gave up</span>
              </button>
            ))}
          </p>
        );
      })}
      <form className="lab-order-form" onSubmit={submit}>
        <label>
          <span>Version</span>
          <select value={version} onChange={(e) => setVersion(e.target.value as LabVersion)}>
            {LAB_VERSIONS.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{story === 'payflow' ? 'Order number' : 'Loan number'}</span>
          <input type="number" min={1} max={total} step={1} value={order} onChange={(e) => setOrder(e.target.value)} aria-describedby={problem ? `${id}-p` : undefined} />
        </label>
        <button type="submit" className="learn-button" disabled={busy}>
          Open in the player
        </button>
      </form>
      {problem && (
        <p id={`${id}-p`} className="learn-problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
