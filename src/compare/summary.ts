/**
 * The comparison in facts, for its words ("A: 1 charge. B: 2 charges — ch_2 at 6.1 s, Worker 2's
 * takeover"): each side's ledger at its end, the rows one side has beyond the other's for the same
 * order (member), each with when, by whom and how that worker came to hold the key, and the first
 * difference. Raw ids, counts and ms: narration words them.
 */
import { ledgerCounts } from '../core/checks/checks';
import { storyFacts } from '../core/stories/facts';
import { ledgerEntries } from '../core/trace/ledger';
import type { StateSnapshot, Trace } from '../core/trace';
import { stepOfBeat } from './align';
import type { CheckId } from '../core/checks/checks';
import type { Comparison, Difference } from './differences';

/** How the worker that charged (lent) came to do the work. */
export type WorkOrigin =
  /** It claimed the key with its INSERT. */
  | 'claim'
  /** It took a stale claim over (compare-and-set, or blind). */
  | 'takeover'
  | 'blind-takeover'
  /** It looked the key up, found none, and worked before inserting (SELECT-then-INSERT). */
  | 'look-up'
  /** No key guarded the work (no key was sent). */
  | 'no-key';

/** A ledger row one side has beyond the other's, for the same owner. */
export interface ExtraRow {
  side: 'a' | 'b';
  /** The charge id (`ch_2`) or the loan id. */
  id: string;
  /** The order (member) it is for. */
  owner: string;
  /** The beat of its side where it appeared, and that beat's time and compare step. */
  beat: number;
  time: number;
  step: number;
  /** The worker whose work made it (null where the Trace does not say). */
  worker: string | null;
  origin: WorkOrigin;
}

export interface SideTally {
  /** Rows in the ledger at the end: charges or loans. */
  ledger: number;
  /** Orders (members) with more than one row. */
  doubled: number;
  /** The checks broken at the end. */
  broken: CheckId[];
}

export interface ComparisonSummary {
  unit: 'charge' | 'loan';
  a: SideTally;
  b: SideTally;
  /** Every row one side has beyond the other, in the order they appeared on the Timeline. */
  extra: ExtraRow[];
  /** The first difference and its moment (absent: the two runs agree throughout). */
  first?: Difference & { time: number };
}

interface LedgerEntry {
  id: string;
  owner: string;
}

function ledgerRows(trace: Trace, state: StateSnapshot): LedgerEntry[] {
  return storyFacts(trace.story).ledger.table === 'payco_charges'
    ? state.charges.map((c) => ({ id: c.id, owner: c.order_id }))
    : state.loans.map((l) => ({ id: String(l.id), owner: l.member }));
}

/**
 * Where the ledger row `id` (still in the table at the end) came from: the beat that wrote it, the
 * worker whose work it was and how that worker held the key, as core/trace/ledger works it out from
 * each request's own steps. A beat that tells several workers' writes together (four loans in one
 * moment) is not one worker's: each row is its own writer's. A loan id a rollback gave back is the
 * last row written under it.
 */
function originOf(trace: Trace, id: string): { beat: number; worker: string | null; origin: WorkOrigin } {
  const entry = ledgerEntries(trace).findLast((e) => e.id === id);
  if (!entry) return { beat: trace.beats.length - 1, worker: null, origin: 'no-key' };
  return { beat: entry.beat, worker: entry.worker, origin: entry.cause };
}

function tally(trace: Trace, comparison: Comparison, side: 'a' | 'b'): SideTally {
  const end = trace.beats.at(-1)?.state;
  const counts = end ? ledgerCounts(trace, end) : new Map<string, number>();
  return {
    ledger: end ? ledgerRows(trace, end).length : 0,
    doubled: [...counts.values()].filter((n) => n > 1).length,
    broken: comparison.checks.filter((c) => !c[side].holds).map((c) => c.id),
  };
}

/** The rows `side` has beyond `other`'s count for the same owner: the later ones. */
function extraRows(side: 'a' | 'b', trace: Trace, other: Trace, comparison: Comparison): ExtraRow[] {
  const mine = ledgerRows(trace, trace.beats.at(-1)?.state ?? { idempotencyKeys: [], charges: [], loans: [] });
  const theirs = ledgerRows(other, other.beats.at(-1)?.state ?? { idempotencyKeys: [], charges: [], loans: [] });
  const allowance = new Map<string, number>();
  for (const row of theirs) allowance.set(row.owner, (allowance.get(row.owner) ?? 0) + 1);
  const out: ExtraRow[] = [];
  for (const row of mine) {
    const left = allowance.get(row.owner) ?? 0;
    if (left > 0) {
      allowance.set(row.owner, left - 1);
      continue;
    }
    const { beat, worker, origin } = originOf(trace, row.id);
    out.push({ side, id: row.id, owner: row.owner, beat, time: trace.beats[beat]!.time, step: stepOfBeat(comparison.steps, side, beat), worker, origin });
  }
  return out;
}

/** The comparison of `a` and `b` (as `compareTraces` made it) in facts. */
export function summarise(a: Trace, b: Trace, comparison: Comparison): ComparisonSummary {
  const first = comparison.differences[0];
  const extra = [...extraRows('a', a, b, comparison), ...extraRows('b', b, a, comparison)].sort((x, y) => x.step - y.step);
  return {
    unit: storyFacts(a.story).ledger.unit,
    a: tally(a, comparison, 'a'),
    b: tally(b, comparison, 'b'),
    extra,
    ...(first ? { first: { ...first, time: comparison.steps[first.step]!.time } } : {}),
  };
}
