import { Fragment, useId } from 'react';
import { useStore } from 'zustand';
import type { Trace } from '../../core/trace';
import type { RaceState, RaceStore } from '../../learn/race/raceStore';
import { PROCESS_RUN, PROCESS_VARIANTS, processCommand } from '../../learn/race/processCommand';
import { RACE_VARIANTS, raceVariant, type RaceVariantId } from '../../learn/race/raceVariants';
import { count, perSecond, seconds } from './format';

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
  const chosen = raceVariant(variant);

  return (
    <section className="learn-panel card race-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel-title">
        Find a race
      </h2>
      <p className="learn-lead">
        Pick a shop. Up to {count(runs)} random schedules run against its real store, each checked against the lesson’s rules: no order charged
        twice, a saved answer never replaced, one takeover per stale lock…
      </p>
      <fieldset className="race-variants" disabled={searching}>
        <legend>Which shop?</legend>
        {RACE_VARIANTS.map((v) => (
          <label key={v.id} className="race-variant">
            <input type="radio" name={`${id}-variant`} value={v.id} checked={variant === v.id} onChange={() => store.getState().setVariant(v.id as RaceVariantId)} />
            <span>
              <span className="race-variant-label">{v.label}</span>
              <span className="race-variant-note">{v.note}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="race-actions">
        {searching ? (
          <button type="button" className="learn-button" onClick={() => store.getState().cancel()}>
            Stop
          </button>
        ) : (
          <button type="button" className="learn-button primary" onClick={() => store.getState().find()}>
            Find a race
          </button>
        )}
      </div>
      <div className="race-status" aria-live="polite">
        {searching && <p>Trying schedules against “{chosen.label}”: {count(tried)} so far…</p>}
        {status === 'cancelled' && <p>Stopped after {count(tried)} schedules.</p>}
        {status === 'error' && <p className="learn-problem">The race finder could not run: {error}</p>}
        {status === 'done' && result?.kind === 'held' && (
          <p className="race-held">
            Tried {count(result.tried)} schedules in {seconds(result.ms)} ({perSecond(result.tried, result.ms)}): none broke “{chosen.label}”. Every
            invariant held.
          </p>
        )}
        {status === 'done' && result?.kind === 'found' && (
          <div className="race-found">
            <p>
              <strong>Found a race</strong> in “{chosen.label}” after {count(result.foundAfter)} {result.foundAfter === 1 ? 'schedule' : 'schedules'}, shrunk{' '}
              {result.shrinks} {result.shrinks === 1 ? 'time' : 'times'} to the smallest one ({count(result.tried)} runs in {seconds(result.ms)}).
            </p>
            <ul className="race-broken">
              {result.broken.map((rule) => (
                <li key={rule}>Broken: {rule}.</li>
              ))}
            </ul>
            <button type="button" className="learn-button primary" onClick={() => onPlayTrace(result.trace, `The race in “${chosen.label}”`)}>
              Play the race
            </button>
          </div>
        )}
      </div>
      <div className="race-for-real">
        <h3>Run it for real</h3>
        <p className="learn-lead">
          The race is not a trick of the page. In a clone of Cloakroom, {PROCESS_RUN.processes} real OS processes share one SQLite file and send the same key
          at the same instant, {PROCESS_RUN.rounds} rounds, and the charges of each round are printed:
        </p>
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
          Variants: {PROCESS_VARIANTS.map((v, i) => (
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
