import { clientViews, traceChecks, type Knowledge } from '../../core/checks';
import { words } from '../../narration/words';
import { selectCursor, selectStory, selectTrace } from '../../player/selectors';
import { usePlayer, usePlayerActions } from '../playerContext';
import './SceneChecks.css';

/** Maelstrom's colours: unknown is orange, done green, refused and gave up red (waiting has none). */
const KNOWS_TONE: Partial<Record<Knowledge, string>> = { unknown: 'warn', done: 'ok', refused: 'bad', 'gave-up': 'bad' };

/**
 * What the client knows of each intent at this beat, beside what the store holds, and the scene's
 * checks (Maelstrom's checker, on the rows the real store wrote): each holds or is broken, and a broken
 * one links to the first beat where it broke. Views only read: the facts are core/checks'.
 */
export function SceneChecks() {
  const trace = usePlayer(selectTrace);
  const cursor = usePlayer(selectCursor);
  const story = usePlayer(selectStory);
  const { seek } = usePlayerActions();
  if (!trace || trace.kind === 'lab') return null;
  const t = words.sandbox;
  const knows = clientViews(trace)[Math.min(cursor, trace.beats.length - 1)] ?? [];
  return (
    <section className="panel card panel-checks" aria-labelledby="checks-title">
      <h2 className="panel-title">{t.client.title(story)}</h2>
      {knows.length === 0 ? (
        <p className="muted">{t.client.nothing}</p>
      ) : (
        <ul className="client-knows" aria-label={t.client.title(story)}>
          {knows.map((v) => (
            <li key={`${v.phone}#${v.intent}`} data-tone={KNOWS_TONE[v.knows]}>
              <span className="client-intent">{t.client.intent(story, v.intent)}</span> <b>{t.client.knows(story, v.knows)}</b>
            </li>
          ))}
        </ul>
      )}
      <h2 className="panel-title" id="checks-title">
        {t.checks.title}
      </h2>
      <ul className="check-list" aria-label={t.checks.title}>
        {traceChecks(trace).map((c) => (
          <li key={c.id} data-tone={c.holds ? 'ok' : 'bad'}>
            <span>{t.checks.name(c.id, story)}</span>: <b>{c.holds ? t.checks.holds : t.checks.broken}</b>
            {!c.holds && c.brokeAt !== undefined && (
              <>
                {' '}
                <button type="button" className="text-link" onClick={() => seek(c.brokeAt!)}>
                  {t.checks.brokeAt(c.brokeAt + 1)}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
