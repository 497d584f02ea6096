import { useEffect, useId, useState, type FormEvent } from 'react';
import { storyFacts } from '../../core/stories/facts';
import { useStore } from 'zustand';
import { LabTableHead } from '../components/LabTableHead';
import { LAB_VERSIONS } from '../model/labRows';
import type { LabVersion, StoryId, Trace } from '../../core/trace';
import type { LabState, LabStore } from '../../learn/lab/labStore';
import { formatCount } from '../../narration/format';
import { words } from '../../narration/words';
import { LabChart } from './LabChart';
import { LabOrders } from './LabOrders';
import { LAB_DEFAULTS, LAB_LIMITS, readSettings, type LabFields } from './labSettings';
import { useScrollableRegion } from '../useScrollableRegion';

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

  const t = words.lab;
  const scroller = useScrollableRegion(t.results);
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
        {t.title}
      </h2>
      <p className="learn-lead">{t.lead(story)}</p>
      <form className="lab-form" onSubmit={submit} aria-describedby={problem ? `${id}-problem` : undefined}>
        {field('checkouts', t.fields.checkouts[story])}
        {field('loss', t.fields.loss, t.percent)}
        {field('attempts', t.fields.attempts)}
        {field('seed', t.fields.seed)}
        <div className="lab-buttons">
          {running ? (
            <button type="button" className="learn-button" onClick={() => store.getState().cancel()}>
              {t.stop}
            </button>
          ) : (
            <button type="submit" className="learn-button primary">
              {t.run}
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
            <progress max={1} value={state.progress} aria-label={t.progress} />
            <p aria-live="polite" className="lab-status">
              {statusLine(state, story)}
            </p>
          </div>
          <div className="lab-results">
            <div className="table-wrap" {...scroller}>
              <table className="data-table lab-run-table" aria-label={t.results}>
                <LabTableHead unit={storyFacts(story).ledger.unit} />
                <tbody>
                  {LAB_VERSIONS.map((version, i) => {
                    const row = state.tallies[i]?.row;
                    const live = running && i === state.tallies.length - 1;
                    return (
                      <tr key={version} className={live ? 'is-live' : undefined}>
                        <th scope="row">{version}</th>
                        <td>{row ? formatCount(row.charges) : '–'}</td>
                        <td className={row && row.doubleCharged > 0 ? 'bad-number' : undefined}>{row ? formatCount(row.doubleCharged) : '–'}</td>
                        <td>{row ? formatCount(row.gaveUp) : '–'}</td>
                        <td className={row && row.refused > 0 ? 'bad-number' : undefined}>{row ? formatCount(row.refused) : '–'}</td>
                        <td>{row ? formatCount(row.calls) : '–'}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <LabChart tallies={state.tallies} unit={storyFacts(story).ledger.unit} />
          </div>
          {!running && current && state.status !== 'error' && (
            <LabOrders store={store} story={story} tallies={state.tallies} total={settings.checkouts} onOpenTrace={onOpenTrace} />
          )}
        </>
      )}
    </section>
  );
}

function statusLine(state: LabState, story: StoryId): string {
  const total = state.settings!.checkouts;
  switch (state.status) {
    case 'running': {
      const index = Math.min(2, Math.floor(state.progress * 3 + 1e-9));
      const version: LabVersion = LAB_VERSIONS[index]!;
      return words.lab.running(index + 1, version, total, story);
    }
    case 'done':
      return words.lab.done(total, state.ms ?? 0, story);
    case 'cancelled':
      return words.lab.stopped;
    case 'error':
      return words.lab.failed(state.error ? words.problems.say(state.error) : '');
    default:
      return '';
  }
}
