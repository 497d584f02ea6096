import { memo } from 'react';
import type { HttpMessage } from '../../core/trace';
import type { PlayerState } from '../../player/playerState';
import { selectTrace } from '../../player/selectors';
import { header, panelsByBeat } from '../model/beatHistory';
import { actorInSentence, actorLabel } from '../model/actorLabel';
import { answerTone } from '../model/answerTone';
import { usePlayer } from '../playerContext';
import { REASON_PHRASES } from '../../core/http/reasons';
import { words } from '../../narration/words';

const REQUEST_HEADERS = ['Idempotency-Key', 'Authorization'] as const;
const RESPONSE_HEADERS = ['Idempotency-Replayed', 'Retry-After'] as const;

/** What the panel shows at the cursor: the same object wherever it reads the same. */
const selectHttp = (s: PlayerState) => {
  const trace = selectTrace(s);
  return trace && panelsByBeat(trace).http[Math.min(s.cursor, trace.beats.length - 1)];
};

/**
 * The HTTP exchange in progress between a client and the server, as recorded: the request line and
 * the headers that matter to the lesson, then the status, headers and body of the answer once one
 * exists — or that the network lost it. A beat that tells several answers at once (the library's
 * five copies) lists every one of them. A seek that lands where it reads the same draws nothing.
 */
export function HttpPanel() {
  const trace = usePlayer(selectTrace);
  const shown = usePlayer(selectHttp);
  if (!trace || !shown) return null;
  const { exchange, answers } = shown;
  return (
    <section className={`panel card panel-http${exchange?.current ? ' is-current' : ''}`} aria-labelledby="http-title">
      <h2 id="http-title" className="panel-title">
        {words.panels.http.title}
        {exchange?.client && <span className="panel-sub">{actorLabel(trace.story, trace.actors, exchange.client)}</span>}
      </h2>
      {!exchange?.request ? (
        <p className="muted">{words.panels.http.none}</p>
      ) : (
        <div className="http stack">
          <Message message={exchange.request} kind="request" lost={exchange.requestLost} />
          {exchange.response ? (
            <Message message={exchange.response} kind="response" lost={exchange.responseLost} />
          ) : (
            !exchange.requestLost && <p className="muted http-waiting">{words.panels.http.waiting}</p>
          )}
        </div>
      )}
      {answers.length > 1 && (
        <table className="data-table http-together" aria-label={words.panels.http.together(answers.length)}>
          <caption className="panel-sub">{words.panels.http.together(answers.length)}</caption>
          <tbody>
            {answers.map(({ actor, message }) => (
              <tr key={message.requestId}>
                <td>
                  {words.panels.http.who(actorInSentence(trace.story, trace.actors, actor))}
                </td>
                <td>
                  <b className="status" data-tone={answerTone(message)}>
                    {message.status}
                  </b>{' '}
                  <span translate="no">{REASON_PHRASES[message.status ?? 0] ?? ''}</span>
                </td>
                <td>{header(message, 'Idempotency-Replayed') === 'true' ? words.panels.http.replayed : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** A request or its answer, as recorded: drawn again only when it is another message (or now lost). */
const Message = memo(function Message({ message, kind, lost }: { message: HttpMessage; kind: 'request' | 'response'; lost: boolean }) {
  const names = kind === 'request' ? REQUEST_HEADERS : RESPONSE_HEADERS;
  const status = message.status ?? 0;
  const tone = answerTone(message);
  return (
    <div className={`http-message http-${kind}${lost ? ' lost' : ''}`}>
      <p className="http-line">
        {kind === 'request' ? (
          <>
            <b>{message.method}</b> {message.path}
          </>
        ) : (
          <>
            HTTP <b className="status" data-tone={tone}>{status}</b> <span translate="no">{REASON_PHRASES[status] ?? ''}</span>
          </>
        )}
        {lost && <span className="lost-tag">{words.panels.http.lost}</span>}
      </p>
      <dl className="http-headers">
        {names.map((name) => {
          const value = header(message, name);
          return (
            <div key={name} className={value === undefined ? 'absent' : undefined}>
              <dt translate="no">{name}:</dt>
              <dd translate={value === undefined ? undefined : 'no'}>{value ?? words.panels.http.absent}</dd>
            </div>
          );
        })}
      </dl>
      {/* A GET (the reconcile) carries no body. */}
      {message.body !== null && <code className="http-body">{JSON.stringify(message.body)}</code>}
    </div>
  );
});
