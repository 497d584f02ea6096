/**
 * The scene's invariants, checked on the rows the real store wrote (Maelstrom's checker, for one
 * scene): pure functions over a Trace, each saying whether it holds and, if not, the first beat where
 * it broke. The words for each live in src/narration.
 */
import { authenticatedClient, scopedKey } from '../http/client';
import { parseIdempotencyKey } from '../http/idempotencyKeyHeader';
import { answerOutcome } from '../trace/outcome';
import { storyFacts } from '../stories/facts';
import { partsOf } from '../trace/together';
import type { Beat, HttpMessage, StateSnapshot, Trace } from '../trace/types';
import { clientViews, SETTLED } from './clientView';

export const CHECK_IDS = ['charged-once', 'answers-saved', 'no-orphan-claim', 'outcomes-known'] as const;
/**
 * - `charged-once`: each order is charged at most once (library: one loan per member);
 * - `answers-saved`: every answer the client accepted equals the response saved under its key;
 * - `no-orphan-claim`: at the end, no key is left in_flight with nobody working on it;
 * - `outcomes-known`: at the end, the client knows how every intent ended (done, refused, or, from a
 *   reconcile, known not done).
 */
export type CheckId = (typeof CHECK_IDS)[number];

export interface CheckResult {
  id: CheckId;
  holds: boolean;
  /** The first beat where it broke (for `no-orphan-claim` and `outcomes-known`: from where it stayed broken). */
  brokeAt?: number;
  /** What broke it, as raw ids and counts for narration: an order and its charges, a key, an intent. */
  facts?: Record<string, string | number>;
}

/** The four checks over `trace`, in CHECK_IDS' order. */
export function checkTrace(trace: Trace): CheckResult[] {
  return [chargedOnce(trace), answersSaved(trace), noOrphanClaim(trace), outcomesKnown(trace)];
}

const broken = (id: CheckId, brokeAt: number, facts: Record<string, string | number>): CheckResult => ({ id, holds: false, brokeAt, facts });

/** Rows of the story's ledger per owner (order, member) in a state: what `charged-once` counts. */
export function ledgerCounts(trace: Trace, state: StateSnapshot): Map<string, number> {
  const { ledger } = storyFacts(trace.story);
  const owners = ledger.table === 'payco_charges' ? state.charges.map((c) => c.order_id) : state.loans.map((l) => l.member);
  const counts = new Map<string, number>();
  for (const owner of owners) counts.set(owner, (counts.get(owner) ?? 0) + 1);
  return counts;
}

/** `charged-once` alone (the explorer judges each of its runs with it). */
export function chargedOnce(trace: Trace): CheckResult {
  let last: StateSnapshot | undefined;
  for (const beat of trace.beats) {
    if (beat.state === last) continue; // unchanged state, same object
    last = beat.state;
    for (const [owner, count] of ledgerCounts(trace, beat.state)) if (count > 1) return broken('charged-once', beat.index, { owner, count });
  }
  return { id: 'charged-once', holds: true };
}

/** An accepted answer: a 2xx the client read, with the row key its request was guarded by. */
interface Accepted {
  beat: number;
  rowKey: string;
  answer: Pick<HttpMessage, 'status' | 'body'>;
}

function acceptedAnswers(beats: readonly Beat[]): Accepted[] {
  const requests = new Map<string, HttpMessage>();
  const accepted: Accepted[] = [];
  for (const beat of beats) for (const { detail } of partsOf(beat)) {
    if (detail.type !== 'http') continue;
    if (detail.direction === 'request') requests.set(detail.message.requestId, detail.message);
    if (detail.readBy === undefined || answerOutcome(detail.message.status ?? 0, detail.message.headers) !== 'done') continue;
    const request = requests.get(detail.message.requestId);
    const key = parseIdempotencyKey(request?.headers['idempotency-key'] ?? null);
    const client = authenticatedClient(request?.headers.authorization);
    if (key.kind !== 'key' || client === undefined) continue; // no key: nothing was saved to compare with
    // The row the shop kept the answer under: the key scoped by its client, as the endpoint scopes it.
    accepted.push({ beat: beat.index, rowKey: scopedKey(client, key.key), answer: { status: detail.message.status, body: detail.message.body } });
  }
  return accepted;
}

function answersSaved(trace: Trace): CheckResult {
  const accepted = acceptedAnswers(trace.beats);
  for (const beat of trace.beats) {
    for (const a of accepted) {
      if (a.beat > beat.index) continue;
      const row = beat.state.idempotencyKeys.find((r) => r.key === a.rowKey);
      if (!row || row.status !== 'done' || row.response === null) continue;
      const saved = JSON.parse(row.response) as { status?: number; body?: unknown };
      if (saved.status !== a.answer.status || JSON.stringify(saved.body) !== JSON.stringify(a.answer.body)) {
        return broken('answers-saved', beat.index, { key: a.rowKey, answeredAt: a.beat });
      }
    }
  }
  return { id: 'answers-saved', holds: true };
}

function noOrphanClaim(trace: Trace): CheckResult {
  const beats = trace.beats;
  const end = beats.at(-1);
  const orphan = end?.claims?.find((c) => c.holder === null);
  if (!end || !orphan) return { id: 'no-orphan-claim', holds: true };
  // From where it lay unheld, with the same token, to the end.
  let from = end.index;
  while (from > 0 && beats[from - 1]!.claims?.some((c) => c.key === orphan.key && c.lockedAt === orphan.lockedAt && c.holder === null)) from--;
  return broken('no-orphan-claim', from, { key: orphan.key, lockedAt: orphan.lockedAt });
}

function outcomesKnown(trace: Trace): CheckResult {
  const views = clientViews(trace).at(-1) ?? [];
  const open = views.filter((v) => !SETTLED.has(v.knows)).sort((a, b) => a.since - b.since)[0];
  if (!open) return { id: 'outcomes-known', holds: true };
  return broken('outcomes-known', open.since, { phone: open.phone, intent: open.intent, knows: open.knows });
}
