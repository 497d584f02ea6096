/**
 * Views of the beats up to the cursor: the HTTP exchange in progress and the last statement that ran.
 * Each looks back through the recorded beats; none runs anything or guesses an outcome.
 */
import type { SqlValue } from 'sql.js';
import { unfold, type Beat, type BeatDetail, type HttpMessage, type SqlRead, type Trace } from '../../core/trace';
import { interner } from './interned';

type HttpDetail = Extract<BeatDetail, { type: 'http' }>;

/** One request and, once it exists, its response, as far as the cursor has got. */
export interface HttpExchange {
  request: HttpMessage | undefined;
  /** Set once a worker has answered; `lost` once the network dropped it. */
  response: HttpMessage | undefined;
  requestLost: boolean;
  responseLost: boolean;
  /** Who sent the request (an actor id). */
  client: string | undefined;
  /** True when the current beat is part of this exchange. */
  current: boolean;
}

/**
 * The latest exchange between a client and the shop at or before `cursor`, or undefined before the
 * first request. Calls to `provider` (the shop's own calls to PayCo) are not the client's exchange.
 */
export function httpExchangeAt(beats: readonly Beat[], cursor: number, provider?: string): HttpExchange | undefined {
  const isClientHttp = (detail: BeatDetail) => detail.type === 'http' && detail.from !== provider && detail.to !== provider;
  // Every message, also each of a beat that tells several at once (copies sent together).
  const told = unfold(beats.slice(0, Math.min(cursor, beats.length - 1) + 1));
  const last = told.findLastIndex((beat) => isClientHttp(beat.detail));
  if (last < 0) return undefined;
  const id = (told[last]!.detail as HttpDetail).message.requestId;
  const exchange: HttpExchange = {
    request: undefined,
    response: undefined,
    requestLost: false,
    responseLost: false,
    client: undefined,
    current: told[last]!.index === cursor,
  };
  for (let i = 0; i <= last; i++) {
    const beat = told[i]!;
    if (beat.detail.type !== 'http' || beat.detail.message.requestId !== id) continue;
    const { direction, message, from } = beat.detail;
    if (direction === 'request') {
      exchange.request ??= message;
      exchange.client ??= from;
      if (beat.kind === 'lose') exchange.requestLost = true;
    } else {
      exchange.response = message;
      if (beat.kind === 'lose') exchange.responseLost = true;
    }
  }
  return exchange;
}

/** One statement as the SQL panel shows it. */
export interface RanStatement {
  sql: string;
  params: SqlValue[];
  /** Rows changed, for a write (0 for BEGIN and COMMIT); undefined for a read. */
  changes: number | undefined;
  /** Rows returned, for a read. */
  rows: number;
}

/**
 * The statements of the last beat at or before `cursor` that ran any SQL: the SELECTs folded into it
 * first, then its write. `current` says whether they ran at this very beat.
 */
export function statementsAt(
  beats: readonly Beat[],
  cursor: number,
): { statements: RanStatement[]; actor: string; current: boolean } | undefined {
  for (let i = Math.min(cursor, beats.length - 1); i >= 0; i--) {
    const beat = beats[i]!;
    const { detail } = beat;
    const folded = (list: SqlRead[] | undefined): RanStatement[] =>
      (list ?? []).map((r) => ({ sql: r.sql, params: r.params, changes: r.changes, rows: r.rows }));
    const statements = folded('reads' in detail ? detail.reads : undefined);
    if (detail.type === 'sql') statements.push({ sql: detail.sql, params: detail.params, changes: detail.changes, rows: detail.rows });
    statements.push(...folded('after' in detail ? detail.after : undefined));
    if (statements.length > 0) return { statements, actor: beat.actor, current: i === cursor };
  }
  return undefined;
}

/** What the SQL panel shows at a beat (`statementsAt`). */
export type StatementsShown = ReturnType<typeof statementsAt>;

/** A beat that tells several answers at once (the library's five copies): each answer and who gave it. */
export interface TogetherAnswer {
  actor: string;
  message: HttpMessage;
}

/** What the HTTP panel shows at a beat: the exchange in progress, and the answers this beat tells together. */
export interface HttpShown {
  exchange: HttpExchange | undefined;
  answers: readonly TogetherAnswer[];
}

const shownByTrace = new WeakMap<Trace, { statements: StatementsShown[]; http: HttpShown[] }>();

/**
 * Each beat's SQL and HTTP panels, worked out once per Trace and interned: at every beat where a
 * panel reads the same, it is given the same object (a statement too), so a seek redraws only the
 * panels whose contents changed.
 */
export function panelsByBeat(trace: Trace): { statements: StatementsShown[]; http: HttpShown[] } {
  let shown = shownByTrace.get(trace);
  if (shown) return shown;
  const provider = trace.actors.find((a) => a.role === 'provider')?.id;
  const json = (value: unknown) => JSON.stringify(value) ?? '';
  const statement = interner<RanStatement>(json);
  const ran = interner<NonNullable<StatementsShown>>(json);
  const http = interner<HttpShown>(json);
  shown = {
    statements: trace.beats.map((_, i) => {
      const at = statementsAt(trace.beats, i);
      return at && ran({ ...at, statements: at.statements.map(statement) });
    }),
    http: trace.beats.map((beat, i) => {
      const answers = (beat.together ?? []).flatMap((part) =>
        part.detail.type === 'http' && part.detail.direction === 'response' && part.detail.to !== provider ? [{ actor: part.actor, message: part.detail.message }] : [],
      );
      return http({ exchange: httpExchangeAt(trace.beats, i, provider), answers });
    }),
  };
  shownByTrace.set(trace, shown);
  return shown;
}

/** Headers looked up without caring how the recorder capitalised them. */
export function header(message: HttpMessage | undefined, name: string): string | undefined {
  if (!message) return undefined;
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(message.headers)) if (key.toLowerCase() === wanted) return value;
  return undefined;
}
