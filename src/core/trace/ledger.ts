/**
 * Where every row of a story's ledger came from (STYLE.md 11: worked out once, here): each charge
 * PayCo made and each loan written, the beat and worker that made it, and what let its run() do the
 * work — a fresh claim, a takeover (compare-and-set or blind), a SELECT that found no row (the
 * SELECT-then-INSERT mistake), or no key at all. Read from each request's own store steps (`Beat.request`).
 */
import { takeoverHow } from './takeovers';
import { partsOf } from './together';
import type { Trace } from './types';

/** What let the work run for a ledger row. */
export type LedgerCause = 'claim' | 'takeover' | 'blind-takeover' | 'look-up' | 'no-key';

/** One row of the ledger: a charge (`ch_2`) or a loan (`3`, its id as text). */
export interface LedgerEntry {
  id: string;
  /** Whose operation it is: the order (`o1`) or the member (`U-1001`). */
  owner: string;
  /** The beat that wrote it. */
  beat: number;
  worker: string;
  /** The client request whose work it was. */
  request?: string;
  cause: LedgerCause;
}

const entries = new WeakMap<Trace, readonly LedgerEntry[]>();

/**
 * Every ledger row `trace` wrote, in order, rolled-back loans included (a reader who wants the rows that
 * stayed compares with a beat's state). Memoised: a Trace never changes.
 */
export function ledgerEntries(trace: Trace): readonly LedgerEntry[] {
  const known = entries.get(trace);
  if (known) return known;
  const guards = new Map<string, LedgerCause>();
  const found: LedgerEntry[] = [];
  for (const beat of trace.beats) {
    // Loan ids count on from the highest in the table before this beat (a rollback gives its id back).
    let nextLoan = Math.max(0, ...(trace.beats[beat.index - 1]?.state.loans ?? []).map((l) => l.id)) + 1;
    for (const { actor, detail, request } of partsOf(beat)) {
      const step = detail.type === 'sql' || detail.type === 'store' ? detail.step : undefined;
      if (request && step?.step === 'claimed') guards.set(request, 'claim');
      if (request && step?.step === 'looked-up' && !step.found) guards.set(request, 'look-up');
      if (request && step?.step === 'took-over' && detail.type === 'sql') guards.set(request, takeoverHow(detail.sql) === 'blind' ? 'blind-takeover' : 'takeover');
      const cause: LedgerCause = (request ? guards.get(request) : undefined) ?? 'no-key';
      const at = { beat: beat.index, ...(request ? { request } : {}), cause };
      if (detail.type === 'charge' && !detail.replayed) found.push({ id: detail.chargeId, owner: detail.orderId, worker: detail.worker, ...at });
      if (detail.type === 'sql' && /^INSERT INTO loan\b/i.test(detail.sql) && detail.changes === 1) {
        found.push({ id: String(nextLoan++), owner: String(detail.params[0]), worker: actor, ...at });
      }
    }
  }
  entries.set(trace, found);
  return found;
}
