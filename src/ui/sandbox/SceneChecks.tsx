import { useContext, useId } from 'react';
import { PanelNameContext } from '../panels/panelName';
import { traceChecks, type CheckId, type Knowledge } from '../../core/checks';
import type { StoryId, Trace } from '../../core/trace';
import { words } from '../../narration/words';
import type { PlayerState } from '../../player/playerState';
import { selectStory, selectTrace } from '../../player/selectors';
import { knownByBeat, type KnownIntent } from '../model/clientKnows';
import { usePlayer, usePlayerActions } from '../playerContext';
import './SceneChecks.css';

const selectKnown = (s: PlayerState): readonly KnownIntent[] => {
  const trace = selectTrace(s);
  return (trace && trace.kind !== 'lab' && knownByBeat(trace)[Math.min(s.cursor, trace.beats.length - 1)]) || NOTHING_KNOWN;
};
const NOTHING_KNOWN: readonly KnownIntent[] = [];

/** Maelstrom's colours: unknown is orange, done green, refused and gave up red (waiting has none). */
const KNOWS_TONE: Partial<Record<Knowledge, string>> = { unknown: 'warn', done: 'ok', refused: 'bad', 'gave-up': 'bad' };

/**
 * What the client knows of each intent at this beat, beside what the store holds, and the scene's
 * checks (Maelstrom's checker, on the rows the real store wrote): each holds or is broken, and a broken
 * one links to the first beat where it broke. Views only read: the facts are core/checks'. The checks
 * are the whole scene's, so a seek draws again only the client's list, and only when it changed.
 */
export function SceneChecks({ differs }: { /** On a side of a comparison: the checks whose verdict is not the other side's, marked. */ differs?: ReadonlySet<CheckId> }) {
  const trace = usePlayer(selectTrace);
  const story = usePlayer(selectStory);
  const titleId = `${useId()}-checks`;
  const within = useContext(PanelNameContext);
  if (!trace || trace.kind === 'lab') return null;
  const t = words.sandbox;
  return (
    <section className="panel card panel-checks" aria-labelledby={within ? `${titleId} ${within}` : titleId}>
      <h2 className="panel-title">{t.client.title(story)}</h2>
      <ClientKnows story={story} />
      <h2 className="panel-title" id={titleId}>
        {t.checks.title}
      </h2>
      <CheckList trace={trace} story={story} differs={differs} />
    </section>
  );
}

function ClientKnows({ story }: { story: StoryId }) {
  const known = usePlayer(selectKnown);
  const t = words.sandbox.client;
  if (known.length === 0) return <p className="muted">{t.nothing}</p>;
  return (
    <ul className="client-knows" aria-label={t.title(story)}>
      {known.map((v) => (
        <li key={`${v.phone}#${v.intent}`} data-tone={KNOWS_TONE[v.knows]}>
          <span className="client-intent">{t.intent(story, v.intent)}</span> <b>{t.knows(story, v.knows)}</b>
        </li>
      ))}
    </ul>
  );
}

function CheckList({ trace, story, differs }: { trace: Trace; story: StoryId; differs?: ReadonlySet<CheckId> }) {
  const { seek } = usePlayerActions();
  const t = words.sandbox.checks;
  return (
    <ul className="check-list" aria-label={t.title}>
      {traceChecks(trace).map((c) => (
        <li key={c.id} data-tone={c.holds ? 'ok' : 'bad'} data-differs={differs?.has(c.id) || undefined}>
          <span>{t.name(c.id, story)}</span>: <b>{c.holds ? t.holds : t.broken}</b>
          {differs?.has(c.id) && <span className="check-differs"> ({words.compare.checks.differs})</span>}
          {!c.holds && c.brokeAt !== undefined && (
            <>
              {' '}
              <button type="button" className="text-link" onClick={() => seek(c.brokeAt!)}>
                {t.brokeAt(c.brokeAt + 1)}
              </button>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
