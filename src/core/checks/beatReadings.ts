/** What the caption checker reads off a beat: the status it tells, the rows a ticket names, the rows a statement changed, the state before it. */
import { fingerprint, rearranged } from '../store/fingerprint';
import type { Beat, BeatDetail, HttpMessage, StateSnapshot, Trace } from '../trace/types';
import { ticketOf } from '../trace/ticket';
import { ledgerEntries } from '../trace/ledger';
import { partsOf } from '../trace/together';
import type { ReadAnswer } from './clientView';

/** The same members, order and repeats aside. */
export const sameSet = (a: readonly string[], b: readonly string[]) => JSON.stringify([...new Set(a)].sort()) === JSON.stringify([...new Set(b)].sort());

/** The state before `beat` (empty tables before the first). */
export const stateBefore = (trace: Trace, beat: Beat): StateSnapshot => trace.beats[beat.index - 1]?.state ?? { idempotencyKeys: [], charges: [], loans: [] };

/**
 * The status a beat tells of: its message's; for a client's own step (its result, once a held answer
 * has reached it), the last answer to that request up to this beat.
 */
export function statusTold(trace: Trace, beat: Beat): number | undefined {
  if (beat.detail.type === 'http') return beat.detail.message.status;
  if (beat.detail.type !== 'client') return undefined;
  const id = beat.detail.requestId;
  for (let i = beat.index; i >= 0; i--)
    for (const { detail } of partsOf(trace.beats[i]!)) if (detail.type === 'http' && detail.direction === 'response' && detail.message.requestId === id) return detail.message.status;
  return undefined;
}

/** The rows a ticket var names in a state: by the store's scoped key, or by the bare ticket. */
export const rowsNamed = (state: StateSnapshot, name: string) => state.idempotencyKeys.filter((r) => r.key === name || ticketOf(r.key) === name);

/** The rows one statement (or the decision its 0-row claim fed) changed. */
export function changedBy(detail: BeatDetail): number | undefined {
  if (detail.type === 'sql') return detail.changes;
  if (detail.type === 'store') return detail.reads?.find((r) => r.changes !== undefined)?.changes;
  return undefined;
}

/** The answer id a read answer carries (charge or loan). */
export const carried = (a: ReadAnswer) => a.chargeId ?? (a.loanId === undefined ? undefined : String(a.loanId));
/** A 2xx status. */
export const ok = (status: number) => status >= 200 && status < 300;

/**
 * What the work of `beat`'s request left by then: a charge PayCo made or replayed for it, or a loan of
 * it still in the table; '' for none, undefined for a beat that serves no request.
 */
export function workEffect(trace: Trace, beat: Beat): string | undefined {
  const request = beat.request;
  if (request === undefined) return undefined;
  const charge = trace.beats.slice(0, beat.index + 1).flatMap(partsOf).find((p) => p.request === request && p.detail.type === 'charge');
  if (charge?.detail.type === 'charge') return `PayCo ${charge.detail.replayed ? 'replayed' : 'made'} ${charge.detail.chargeId} for it`;
  const loan = ledgerEntries(trace).find((e) => e.request === request && e.beat <= beat.index && beat.state.loans.some((l) => String(l.id) === e.id));
  return loan ? `loan ${loan.id} of it is in the table` : '';
}

/** Every request a client sent in the scene, in order. */
export function requestMessages(trace: Trace): HttpMessage[] {
  return trace.beats.flatMap((b) => partsOf(b)).flatMap(({ detail }) => (detail.type === 'http' && detail.direction === 'request' ? [detail.message] : []));
}

/** The beat's request, and the first request its client sent with the same key (the request itself, if it was the first). */
export function keyedPair(trace: Trace, beat: Beat): [HttpMessage, HttpMessage] | undefined {
  const requests = requestMessages(trace);
  const id = beat.request ?? (beat.detail.type === 'client' ? beat.detail.requestId : undefined);
  const mine = requests.find((m) => m.requestId === id);
  const key = mine?.headers['idempotency-key'];
  const first = requests.find((m) => key !== undefined && m.headers['idempotency-key'] === key && m.headers.authorization === mine!.headers.authorization);
  return mine && first ? [mine, first] : undefined;
}

/**
 * A store step's beat's request, and the request that wrote the row of the step's key: its latest claim
 * or save before the beat (a SELECT-then-INSERT store writes the row only when it saves).
 */
export function rowWriterPair(trace: Trace, beat: Beat): [HttpMessage, HttpMessage] | undefined {
  const key = beat.detail.type === 'store' ? beat.detail.step.key : undefined;
  if (key === undefined || beat.request === undefined) return undefined;
  // A claim may share its beat with others (told together), this refusal's included.
  const claims = trace.beats.slice(0, beat.index + 1).flatMap((b) => partsOf(b)).filter(({ detail, request }) => {
    const step = detail.type === 'store' || detail.type === 'sql' ? detail.step : undefined;
    return (step?.step === 'claimed' || step?.step === 'saved') && step.key === key && request !== beat.request;
  });
  const writer = claims.at(-1)?.request;
  const messages = requestMessages(trace);
  const mine = messages.find((m) => m.requestId === beat.request);
  const written = messages.find((m) => m.requestId === writer);
  return mine && written ? [mine, written] : undefined;
}

/** What is wrong with "the request carries the same fields rearranged" (`reordered`) or "other fields or values" than the row's writer. */
export function bodyAgainstRow(trace: Trace, beat: Beat, reordered: boolean): string | undefined {
  const pair = rowWriterPair(trace, beat);
  if (!pair) return 'no request, or no claim that wrote its row';
  const [mine, writer] = pair;
  if (reordered) return rearranged(mine.body, writer.body) ? undefined : `${mine.requestId} does not carry the fields of ${writer.requestId}, which wrote the row, rearranged`;
  return fingerprint(mine.body) !== fingerprint(writer.body) ? undefined : `${mine.requestId} carries the same fields and values as ${writer.requestId}, which wrote the row`;
}
