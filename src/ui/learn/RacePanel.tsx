import { Fragment, useId } from 'react';
import { useStore } from 'zustand';
import type { Trace } from '../../core/trace';
import type { RaceState, RaceStore } from '../../learn/race/raceStore';
import { PROCESS_RUN, PROCESS_VARIANTS, processCommand } from '../../learn/race/processCommand';
import { RACE_VARIANTS, type RaceVariantId } from '../../learn/race/raceVariants';
import { words } from '../../narration/words';
import { phrased } from '../components/phrased';

interface Props {
  store: RaceStore;
  /** Plays the race the explorer found, as a scene in the player. */
  onPlayTrace(trace: Trace, title: string): void;
}

const selectStatus = (s: RaceState) => s.status;
const selectVariant = (s: RaceState) => s.variant;
const selectTried = (s: RaceState) => s.tried;
const selectResult = (s: RaceState) => s.result;
const selectError = (s: RaceState) => s.error;
const selectRuns = (s: RaceState) => s.runs;

/**
 * Find a race: the race explorer, in its own worker, throws random schedules (taps, crashes, freezes,
 * lost answers, who runs next) at the shop the learner picks, checks the lesson's invariants after
 * each, and shrinks the first failure to a small schedule that plays as a scene.
 */
export function RacePanel({ store, onPlayTrace }: Props) {
  const id = useId();
  const status = useStore(store, selectStatus);
  const variant = useStore(store, selectVariant);
  const tried = useStore(store, selectTried);
  const result = useStore(store, selectResult);
  const error = useStore(store, selectError);
  const runs = useStore(store, selectRuns);
  const searching = status === 'searching';
  const t = words.race;
  const chosen = t.shop(variant);

  return (
    <section className="learn-panel card race-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel-title">
        {t.title}
      </h2>
      <p className="learn-lead">{t.lead(runs)}</p>
      <fieldset className="race-variants" disabled={searching}>
        <legend>{t.which}</legend>
        {RACE_VARIANTS.map((v) => (
          <label key={v.id} className="race-variant">
            <input type="radio" name={`${id}-variant`} value={v.id} checked={variant === v.id} onChange={() => store.getState().setVariant(v.id as RaceVariantId)} />
            <span>
              <span className="race-variant-label">
                {phrased(t.shop(v.id).label)}
              </span>
              <span className="race-variant-note">
                {phrased(t.shop(v.id).note)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="race-actions">
        {searching ? (
          <button type="button" className="learn-button" onClick={() => store.getState().cancel()}>
            {t.stop}
          </button>
        ) : (
          <button type="button" className="learn-button primary" onClick={() => store.getState().find()}>
            {t.find}
          </button>
        )}
      </div>
      <div className="race-status stack" aria-live="polite">
        {searching && (
          <p>
            {phrased(t.trying(chosen.label, tried))}
          </p>
        )}
        {status === 'cancelled' && <p>{t.stopped(tried)}</p>}
        {status === 'error' && <p className="learn-problem">{t.failed(error ? words.problems.say(error) : '')}</p>}
        {status === 'done' && result?.kind === 'held' && <p className="race-held">
            {phrased(t.held(result.tried, result.ms, chosen.label))}
          </p>}
        {status === 'done' && result?.kind === 'found' && (
          <div className="race-found">
            <p>
              <strong>{t.found}</strong>
              {phrased(t.foundWhere(chosen.label, result.foundAfter, result.shrinks, result.tried, result.ms))}
            </p>
            <ul className="race-broken">
              {result.broken.map((rule) => (
                <li key={rule}>{t.broken(t.invariants[rule])}</li>
              ))}
            </ul>
            <button type="button" className="learn-button primary" onClick={() => onPlayTrace(result.trace, t.scene(chosen.label))}>
              {t.play}
            </button>
          </div>
        )}
      </div>
      <div className="race-for-real">
        <h3>{t.forReal}</h3>
        <p className="learn-lead">{t.forRealLead(PROCESS_RUN.processes, PROCESS_RUN.rounds)}</p>
        <pre className="race-command">
          <code>
            {/* A flag and its value stay together (and never break at a hyphen); the line wraps between flags. */}
            {processCommand(variant)
              .split(/ (?=--\w)/)
              .map((word, i) => (
                <Fragment key={i}>
                  {i > 0 && ' '}
                  <span className="no-break">{word}</span>
                </Fragment>
              ))}
          </code>
        </pre>
        <p className="race-variant-note">
          {t.variants}
          {PROCESS_VARIANTS.map((v, i) => (
            <Fragment key={v}>
              {i > 0 && ', '}
              <code className="no-break">{v}</code>
            </Fragment>
          ))}
          .
        </p>
      </div>
    </section>
  );
}
