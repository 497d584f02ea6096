import { selectCursor, selectTrace } from '../../player/selectors';
import { statementsAt, type RanStatement } from '../model/beatHistory';
import { bindSql } from '../model/bindSql';
import { actorLabel } from '../model/actorLabel';
import { usePlayer } from '../playerContext';

/**
 * The SQL that just ran on the shared database, with the values bound to it and what it did
 * (rows changed or returned). Between statements it shows the last one, dimmed.
 */
export function SqlPanel() {
  const trace = usePlayer(selectTrace);
  const cursor = usePlayer(selectCursor);
  if (!trace) return null;
  const ran = statementsAt(trace.beats, cursor);
  return (
    <section className={`panel panel-sql${ran?.current ? ' is-current' : ''}`} aria-labelledby="sql-title">
      <h2 id="sql-title" className="panel-title">
        SQL {ran ? (ran.current ? 'that just ran' : 'that ran last') : ''}
        {ran && <span className="panel-sub">by {actorLabel(trace.actors, ran.actor)}</span>}
      </h2>
      {ran ? (
        <ol className="statements">
          {ran.statements.map((statement, i) => (
            <Statement key={i} statement={statement} />
          ))}
        </ol>
      ) : (
        <p className="muted">No SQL has run yet in this scene.</p>
      )}
    </section>
  );
}

function Statement({ statement }: { statement: RanStatement }) {
  const effect =
    statement.changes === undefined
      ? `${statement.rows} ${statement.rows === 1 ? 'row' : 'rows'} returned`
      : `${statement.changes} ${statement.changes === 1 ? 'row' : 'rows'} changed`;
  const none = statement.changes === 0 || (statement.changes === undefined && statement.rows === 0);
  return (
    <li>
      <code className="sql">
        {bindSql(statement.sql, statement.params).map((part, i) =>
          'text' in part ? <span key={i}>{part.text}</span> : <b key={i} className="bound" title="bound value">{part.literal}</b>,
        )}
      </code>
      <span className={`effect${none ? ' none' : ''}`}>→ {effect}</span>
    </li>
  );
}
