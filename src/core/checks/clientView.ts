/**
 * What each client knows of each of its intents, beat by beat (Maelstrom's view of a history): only
 * what reached it — its own sends, timeouts, the answers it read, giving up — never what the store
 * holds. Beside the ledger, this is the lesson in one picture: "unknown" on the phone, a charge in
 * the ledger.
 */
import { readOrderStatus } from '../http/checkout';
import { attemptOf } from '../sim/attempts';
import { answerOutcome, comesBack } from '../trace/outcome';
import { partsOf } from '../trace/together';
import type { Beat, HttpMessage, Trace } from '../trace/types';

/**
 * - `waiting`: sent, no answer yet;
 * - `unknown`: an attempt timed out (or the shop failed) and no answer has settled it since;
 * - `done`: a 2xx: paid, or lent;
 * - `refused`: a final 4xx (a reused key, a bad request);
 * - `not-done`: it asked what became of the intent (a reconcile) and learnt it never happened;
 * - `gave-up`: the client stopped trying without knowing.
 */
export type Knowledge = 'waiting' | 'unknown' | 'done' | 'refused' | 'not-done' | 'gave-up';

/** One intent as its client sees it at a beat. */
export interface IntentView {
  phone: string;
  /** From 1, per phone. */
  intent: number;
  knows: Knowledge;
  /** The beat that set `knows`. */
  since: number;
}

type TapState = { knows: Knowledge; since: number };

/** How one part of a beat changes what a tap's client knows, or undefined if it tells the client nothing. */
function tapEvent(beat: Pick<Beat, 'kind' | 'detail'>, clients: ReadonlySet<string>): { requestId: string; knows: Knowledge } | undefined {
  const { detail } = beat;
  if (detail.type === 'http' && detail.direction === 'request' && beat.kind === 'send' && clients.has(detail.from)) {
    return { requestId: detail.message.requestId, knows: 'waiting' };
  }
  if (detail.type === 'http' && detail.readBy !== undefined) {
    if (detail.message.method === 'GET') return { requestId: detail.message.requestId, knows: reconciled(detail.message.body) };
    const outcome = answerOutcome(detail.message.status ?? 0, detail.message.headers);
    // A 5xx read as the attempt's outcome settles nothing: the shop failed, the client will try again.
    return { requestId: detail.message.requestId, knows: outcome === 'done' ? 'done' : comesBack(outcome) ? 'unknown' : 'refused' };
  }
  if (detail.type !== 'client') return undefined;
  switch (beat.kind) {
    case 'timeout':
    case 'wait': // backing off after a 5xx: the shop failed, the outcome is unknown
      return { requestId: detail.requestId, knows: 'unknown' };
    case 'result': {
      if (detail.reason === 'paid' || detail.reason === 'not_paid') return { requestId: detail.requestId, knows: detail.reason === 'paid' ? 'done' : 'not-done' };
      const outcome = answerOutcome(Number(detail.reason));
      return { requestId: detail.requestId, knows: outcome === 'done' ? 'done' : 'refused' };
    }
    case 'give-up':
      return { requestId: detail.requestId, knows: 'gave-up' };
    default:
      return undefined;
  }
}

/** What a reconcile's answer tells the client: paid, known not paid, or nothing it can use. */
function reconciled(body: unknown): Knowledge {
  const order = readOrderStatus(body);
  return order ? (order.status === 'paid' ? 'done' : 'not-done') : 'gave-up';
}

/** What the client knows for good: an answer settled it (a 2xx, a final refusal, a reconcile's "not paid"). */
export const SETTLED: ReadonlySet<Knowledge> = new Set(['done', 'refused', 'not-done']);

/** A tap's next state: an answer settles it for good; a resend after a timeout is still unknown. */
function nextTap(previous: TapState | undefined, knows: Knowledge, beat: number): TapState {
  if (previous && SETTLED.has(previous.knows)) return previous;
  if (knows === 'waiting' && previous?.knows === 'unknown') return previous;
  return { knows, since: beat };
}

/** An intent from its taps: done if any tap is; else refused; else still in flight; else gave up. */
function intentOf(taps: TapState[]): TapState {
  for (const knows of ['done', 'refused', 'not-done', 'unknown', 'waiting', 'gave-up'] as const) {
    const tap = taps.filter((t) => t.knows === knows).sort((a, b) => a.since - b.since)[0];
    if (tap) return tap;
  }
  throw new Error('an intent without taps');
}

const views = new WeakMap<Trace, readonly (readonly IntentView[])[]>();

/**
 * Each beat's intents, as their clients see them (memoised: a Trace never changes). An intent appears
 * from its first send; consecutive beats that changed nothing share one array.
 */
export function clientViews(trace: Trace): readonly (readonly IntentView[])[] {
  let all = views.get(trace);
  if (all) return all;
  const clients = new Set(trace.actors.filter((a) => a.role === 'client').map((a) => a.id));
  const taps = new Map<string, Map<string, TapState>>(); // intent → tap → state
  let current: readonly IntentView[] = [];
  all = trace.beats.map((beat) => {
    // A beat that tells several at once (five copies sent) changes each of their taps.
    const events = partsOf(beat).flatMap(({ detail }) => {
      const event = tapEvent({ kind: beat.kind, detail }, clients);
      const attempt = event && attemptOf(event.requestId);
      return event && attempt ? [{ event, attempt }] : [];
    });
    if (events.length === 0) return current;
    for (const { event, attempt } of events) {
      const intentKey = `${attempt.phone}#${attempt.intent}`;
      const tapsOf = taps.get(intentKey) ?? new Map<string, TapState>();
      taps.set(intentKey, tapsOf);
      tapsOf.set(String(attempt.tap), nextTap(tapsOf.get(String(attempt.tap)), event.knows, beat.index));
    }
    const next = [...taps].map(([key, t]) => {
      const [phone, intent] = key.split('#') as [string, string];
      const { knows, since } = intentOf([...t.values()]);
      return { phone, intent: Number(intent), knows, since };
    });
    const same = next.length === current.length && next.every((v, i) => v.knows === current[i]!.knows && v.since === current[i]!.since);
    if (!same) current = next;
    return current;
  });
  views.set(trace, all);
  return all;
}

/** An answer a client read as its attempt's outcome, with the ids it carried. */
export interface ReadAnswer {
  /** The beat it was read at. */
  beat: number;
  client: string;
  requestId: string;
  /** The Idempotency-Key its request carried (as the client sent it), or null. */
  key: string | null;
  status: number;
  replayed: boolean;
  /** The charge (PayFlow) or the loan (library) a 2xx body names. */
  chargeId?: string;
  loanId?: number;
}

const read = new WeakMap<Trace, readonly ReadAnswer[]>();

/**
 * Every answer a client read, in order (memoised): what "the phone gets ch_1 again" or "the original is
 * known to have succeeded" is checked against. An answer that came too late, or was lost, was never read.
 */
export function answersRead(trace: Trace): readonly ReadAnswer[] {
  let all = read.get(trace);
  if (all) return all;
  const requests = new Map<string, HttpMessage>();
  const responses = new Map<string, HttpMessage>();
  all = trace.beats.flatMap((beat) =>
    partsOf(beat).flatMap(({ detail }) => {
      if (detail.type === 'http') (detail.direction === 'request' ? requests : responses).set(detail.message.requestId, detail.message);
      // A reading folded into the worker's answer, or (when nothing could be folded) a result beat of its own.
      const answer = detail.type === 'http' && detail.readBy !== undefined ? detail.message : detail.type === 'client' && beat.kind === 'result' ? responses.get(detail.requestId) : undefined;
      const attempt = answer && attemptOf(answer.requestId);
      if (!answer || !attempt) return [];
      const body = (answer.body ?? {}) as Record<string, unknown>;
      const line: ReadAnswer = {
        beat: beat.index,
        client: attempt.phone,
        requestId: answer.requestId,
        key: requests.get(answer.requestId)?.headers['idempotency-key'] ?? null,
        status: answer.status ?? 0,
        replayed: answer.headers['idempotency-replayed'] === 'true',
      };
      if (typeof body.chargeId === 'string') line.chargeId = body.chargeId;
      if (typeof body.id === 'number') line.loanId = body.id;
      return [line];
    }),
  );
  read.set(trace, all);
  return all;
}
