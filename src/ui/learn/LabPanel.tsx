import { useEffect, useId, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { LabTableHead } from '../components/LabTableHead';
import { LAB_VERSIONS } from '../model/labRows';
import type { LabVersion, StoryId, Trace } from '../../core/trace';
import type { LabState, LabStore } from '../../learn/lab/labStore';
import { count, seconds } from './format';
import { LabChart } from './LabChart';
import { LabOrders } from './LabOrders';
import { LAB_DEFAULTS, LAB_LIMITS, readSettings, type LabFields } from './labSettings';

interface Props {
  store: LabStore;
  story: StoryId;
  /** Plays one order's own Trace in the player. */
  onOpenTrace(trace: Trace, title: string): void;
}

const selectRunning = (s: LabState) => s.status === 'running';


/**
 * The lab, run for real in a worker: the lesson's experiment with the learner's own numbers. The table
 * fills in as each version's ledger is counted; an order can then be opened as its own scene.
 */
export function LabPanel({ store, story, onOpenTrace }: Props) {
  const state = useStore(store);
  const running = useStore(store, selectRunning);
  const [fields, setFields] = useState<LabFields>(LAB_DEFAULTS);
  const [problem, setProblem] = useState<string | undefined>();
  const id = useId();
  useEffect(() => store.getState().prepare(), [store]);

  const things = story === 'payflow' ? 'checkouts' : 'loans';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const settings = readSettings(fields, story);
    if (typeof settings === 'string') return setProblem(settings);
    setProblem(undefined);
    store.getState().run(settings);
  };
  const field = (name: keyof LabFields, label: string, suffix?: string) => (
    <label className="lab-field">
      <span>{label}</span>
      <span className="lab-input">
        <input
          type="number"
          inputMode="numeric"
          min={LAB_LIMITS[name][0]}
          max={LAB_LIMITS[name][1]}
          step={1}
          value={fields[name]}
          disabled={running}
          onChange={(e) => setFields({ ...fields, [name]: e.target.value })}
        />
        {suffix && <span aria-hidden="true">{suffix}</span>}
      </span>
    </label>
  );

  const settings = state.settings;
  const current = state.tallies.length > 0 ? state.tallies[state.tallies.length - 1]! : undefined;
  return (
    <section className="learn-panel card lab-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel-title">
        Run the lab yourself
      </h2>
      <p className="learn-lead">
        {story === 'payflow' ? 'A phone' : 'The desk app'} makes the {things} one after another over a network that loses answers; each version runs on a fresh database in a worker,
        through the real endpoint and store. {story === 'payflow' ? 'PayCo gets no key, as in the lesson.' : ''}
      </p>
      <form className="lab-form" onSubmit={submit} aria-describedby={problem ? `${id}-problem` : undefined}>
        {field('checkouts', story === 'payflow' ? 'Checkouts' : 'Loans')}
        {field('loss', 'Answers lost', '%')}
        {field('attempts', 'Attempts at most')}
        {field('seed', 'Seed')}
        <div className="lab-buttons">
          {running ? (
            <button type="button" className="learn-button" onClick={() => store.getState().cancel()}>
              Stop
            </button>
          ) : (
            <button type="submit" className="learn-button primary">
              Run the lab
            </button>
          )}
        </div>
      </form>
      {problem && (
        <p id={`${id}-problem`} className="learn-problem" role="alert">
          {problem}
        </p>
      )}
      {state.status !== 'idle' && settings && (
        <>
          <div className="lab-progress">
            <progress max={1} value={state.progress} aria-label="Lab progress" />
            <p aria-live="polite" className="lab-status">
              {statusLine(state, things)}
            </p>
          </div>
          <div className="lab-results">
            <div className="table-wrap">
              <table className="data-table lab-run-table" aria-label="Your lab’s results">
                <LabTableHead unit={story === 'payflow' ? 'charge' : 'loan'} />
                <tbody>
                  {LAB_VERSIONS.map((version, i) => {
                    const row = state.tallies[i]?.row;
                    const live = running && i === state.tallies.length - 1;
                    return (
                      <tr key={version} className={live ? 'is-live' : undefined}>
                        <th scope="row">{version}</th>
                        <td>{row ? count(row.charges) : '–'}</td>
                        <td className={row && row.doubleCharged > 0 ? 'bad-number' : undefined}>{row ? count(row.doubleCharged) : '–'}</td>
                        <td>{row ? count(row.gaveUp) : '–'}</td>
                        <td className={row && row.refused > 0 ? 'bad-number' : undefined}>{row ? count(row.refused) : '–'}</td>
                        <td>{row ? count(row.calls) : '–'}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <LabChart tallies={state.tallies} unit={story === 'payflow' ? 'charge' : 'loan'} />
          </div>
          {!running && current && state.status !== 'error' && (
            <LabOrders store={store} story={story} tallies={state.tallies} total={settings.checkouts} onOpenTrace={onOpenTrace} />
          )}
        </>
      )}
    </section>
  );
}

function statusLine(state: LabState, things: string): string {
  const settings = state.settings!;
  const total = count(settings.checkouts);
  switch (state.status) {
    case 'running': {
      const index = Math.min(2, Math.floor(state.progress * 3 + 1e-9));
      const version: LabVersion = LAB_VERSIONS[index]!;
      return `Running version ${index + 1} of 3 (${version}) on ${total} ${things}…`;
    }
    case 'done':
      return `Done: 3 × ${total} ${things} in ${seconds(state.ms ?? 0)}, counted from each version’s ledger.`;
    case 'cancelled':
      return 'Stopped. The table shows what was counted up to then.';
    case 'error':
      return `The lab could not run: ${state.error}`;
    default:
      return '';
  }
}
