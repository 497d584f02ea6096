import { useId, useState } from 'react';
import { breaksFor } from '../../core/scenarios/chapters';
import type { ScriptedChapter } from '../../core/scenarios/recipes';
import { CHAPTER_IDS, type BreakId, type StoryId } from '../../core/trace';
import { problemOf } from '../../core/problem';
import { chapterInfo } from '../../narration/chapters';
import { words as catalog } from '../../narration/words';
import type { YourTurnWords } from '../../narration/yourTurnWords';
import { selectStory } from '../../player/selectors';
import { findRaceInYourStore, labOnYourStore, watchYourStore } from '../../yourturn/worker/yourTurnClient';
import { givesLessonsRow, type YourLabRows } from '../../yourturn/lab/yourLab';
import { storyFacts } from '../../core/stories/facts';
import { LabFigures } from '../components/LabFigures';
import { LabTableHead } from '../components/LabTableHead';
import { usePlayer, usePlayerStore } from '../playerContext';
import { scrollToPlayer } from '../scrollToPlayer';
import { useScrollableRegion } from '../useScrollableRegion';

/** The chapters a learner's store can play: every scripted scene (the lab is a table, not a scene). */
const SCENES = CHAPTER_IDS.filter((id): id is ScriptedChapter => id !== 'lab' && id !== 'sandbox');

/** What the learner's store is busy with: a scene, a search, the lab. */
const BUSY = ['building', 'searching', 'labbing'] as const;
type Busy = (typeof BUSY)[number];
/** How each of those ends: its result, or their store's failure. */
type Ended = { ok: true } | { ok: false; failure: Parameters<YourTurnWords['failure']>[0] };

/**
 * Watch your store: a chapter of the current story played on the learner's code, in its worker, and
 * shown in the player above as a scene of its own (its banner names it; closing it returns to the chapter).
 * `code` is read when Play is pressed (the panel does not re-render as the learner types).
 */
export function WatchYourStore({ words, code }: { words: YourTurnWords; code: () => string }) {
  const id = useId();
  const player = usePlayerStore();
  const story = usePlayer(selectStory);
  const [chapter, setChapter] = useState<ScriptedChapter>('double-click');
  const [noKey, setNoKey] = useState(false);
  const [state, setState] = useState<{ status: 'idle' | Busy } | { status: 'failed'; why: string } | { status: 'held'; tried: number }>({ status: 'idle' });
  // The last lab run's rows and its story (kept while other things are played).
  const [lab, setLab] = useState<{ rows: YourLabRows; story: StoryId } | undefined>(undefined);
  const t = words.watch;
  const labScroller = useScrollableRegion(t.labTable);
  const canDropKey = breaksFor(chapter, story).includes('no-provider-key');

  /**
   * One of the three runs on the learner's store: `busy` while it runs, its failure said in Your turn's
   * words, and `then` given the result (it sets the next state itself, idle by default).
   */
  const runOnYourStore = async <R extends Ended>(busy: Busy, start: () => Promise<R>, then: (result: Extract<R, { ok: true }>) => void) => {
    setState({ status: busy });
    try {
      const result = await start();
      if (!result.ok) return setState({ status: 'failed', why: words.failure(result.failure) });
      setState({ status: 'idle' });
      then(result as Extract<R, { ok: true }>);
    } catch (error) {
      // A refusal (the worker for their code could not start, say) is worded, never shown as its JSON.
      setState({ status: 'failed', why: catalog.problems.say(problemOf(error)) });
    }
  };

  const watch = () => {
    const breaks: BreakId[] = noKey && canDropKey ? ['no-provider-key'] : [];
    return runOnYourStore('building', () => watchYourStore(code(), { kind: 'chapter', story, chapter, breaks }), (result) => {
      player.getState().playScene(result.trace, t.scene(chapterInfo(chapter).title));
      scrollToPlayer();
    });
  };
  const findRace = () =>
    runOnYourStore('searching', () => findRaceInYourStore(code()), ({ outcome }) => {
      if (outcome.kind === 'held') return setState({ status: 'held', tried: outcome.tried });
      player.getState().playScene(outcome.trace, t.raceScene);
      scrollToPlayer();
    });
  const runLab = () => runOnYourStore('labbing', () => labOnYourStore(code(), story), ({ rows }) => setLab({ rows, story }));
  const busy = (BUSY as readonly string[]).includes(state.status);

  return (
    <section className="your-turn-watch" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="your-turn-label">
        {t.title}
      </h3>
      <p className="learn-lead">{t.lead}</p>
      <div className="wrap-row">
        <label>
          {t.chapter}{' '}
          <select value={chapter} onChange={(event) => setChapter(event.target.value as ScriptedChapter)}>
            {SCENES.map((c) => (
              <option key={c} value={c}>
                {chapterInfo(c).title}
              </option>
            ))}
          </select>
        </label>
        {canDropKey && (
          <label>
            <input type="checkbox" checked={noKey} onChange={(event) => setNoKey(event.target.checked)} /> {t.noProviderKey}
          </label>
        )}
        <button type="button" className="learn-button primary" disabled={busy} onClick={() => void watch()}>
          {t.play}
        </button>
        <button type="button" className="learn-button" disabled={busy} onClick={() => void findRace()}>
          {t.findRace}
        </button>
        <button type="button" className="learn-button" disabled={busy} onClick={() => void runLab()}>
          {t.runLab}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {state.status === 'building' && <p className="muted">{t.building}</p>}
        {state.status === 'searching' && <p className="muted">{t.searching}</p>}
        {state.status === 'held' && <p className="race-held">{t.held(state.tried)}</p>}
        {state.status === 'labbing' && <p className="muted">{t.labRunning}</p>}
        {state.status === 'failed' && <p className="learn-problem">{t.failed(state.why)}</p>}
        {lab && state.status === 'idle' && <p>{givesLessonsRow(lab.rows) ? t.labSame : t.labDiffers}</p>}
      </div>
      {lab && <p className="panel-sub">{t.labTable}</p>}
      {lab && (
        <div className="table-wrap" {...labScroller}>
          <table className="data-table lab-table" aria-label={t.labTable}>
            <LabTableHead unit={storyFacts(lab.story).ledger.unit} first={t.labStore} />
            <tbody>
              {(
                [
                  [t.labLesson, lab.rows.lesson],
                  [t.labYours, lab.rows.yours],
                ] as const
              ).map(([who, row]) => (
                <tr key={who}>
                  <th scope="row">{who}</th>
                  <LabFigures row={row} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
