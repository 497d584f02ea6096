import { memo } from 'react';
import { words } from '../../narration/words';
import type { PlayerState } from '../../player/playerState';
import { selectTrace } from '../../player/selectors';
import { panelsByBeat, type RanStatement } from '../model/beatHistory';
import { bindSql } from '../model/bindSql';
import { actorInSentence } from '../model/actorLabel';
import { usePlayer } from '../playerContext';

/** The statements shown at the cursor: the same object wherever the panel reads the same. */
const selectStatements = (s: PlayerState) => {
  const trace = selectTrace(s);
  return trace && panelsByBeat(trace).statements[Math.min(s.cursor, trace.beats.length - 1)];
};

/**
 * The SQL that just ran on the shared database, with the values bound to it and what it did
 * (rows changed or returned). Between statements it shows the last one, dimmed. A seek that lands
 * where it reads the same draws nothing.
 */
export function SqlPanel() {
  const trace = usePlayer(selectTrace);
  const ran = usePlayer(selectStatements);
  if (!trace) return null;
  const t = words.panels.sql;
  return (
    <section className={`panel card panel-sql${ran?.current ? ' is-current' : ''}`} aria-labelledby="sql-title">
      <h2 id="sql-title" className="panel-title">
        SQL {ran ? (ran.current ? t.justRan : t.ranLast) : ''}
        {ran && <span className="panel-sub">{t.by(actorInSentence(trace.story, trace.actors, ran.actor))}</span>}
      </h2>
      {ran ? (
        <ol className="statements stack">
          {ran.statements.map((statement, i) => (
            <Statement key={i} statement={statement} />
          ))}
        </ol>
      ) : (
        <p className="muted">{t.none}</p>
      )}
    </section>
  );
}

/** What a statement did, in words: rows returned or changed; BEGIN and COMMIT open and land a transaction. */
function effectOf(statement: RanStatement): string {
  const t = words.panels.sql;
  if (/^BEGIN\b/i.test(statement.sql)) return t.opened;
  if (/^COMMIT\b/i.test(statement.sql)) return t.landed;
  // A 0-row claim or a SELECT folded into a decision reads as it ran.
  return statement.changes === undefined ? t.returned(statement.rows) : t.changed(statement.changes);
}

/** A statement as it ran; the same statement is the same object at every beat (interned), so one already shown is not redrawn. */
const Statement = memo(function Statement({ statement }: { statement: RanStatement }) {
  const effect = effectOf(statement);
  const control = /^(BEGIN|COMMIT)\b/i.test(statement.sql);
  const none = !control && (statement.changes === 0 || (statement.changes === undefined && statement.rows === 0));
  return (
    <li>
      <code className="sql">
        {bindSql(statement.sql, statement.params).map((part, i) =>
          'text' in part ? <span key={i}>{part.text}</span> : <b key={i} className="bound" title={words.panels.sql.bound}>{part.literal}</b>,
        )}
      </code>
      <span className={`effect${none ? ' none' : ''}`}>→ {effect}</span>
    </li>
  );
});
