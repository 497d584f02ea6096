/**
 * The comparison in facts, for its words ("A: 1 charge. B: 2 charges — ch_2 at 6.1 s, Worker 2's
 * takeover"): each side's ledger at its end, the rows one side has beyond the other's for the same
 * order (member), each with when, by whom and how that worker came to hold the key, and the first
 * difference. Raw ids, counts and ms: narration words them.
 */
import { ledgerCounts } from '../core/checks/checks';
import { storyFacts } from '../core/stories/facts';
import { partsOf } from '../core/trace/together';
import type { Beat, StateSnapshot, Trace } from '../core/trace';
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

/** The beat where the ledger row `id` first appears. */
function beatOfRow(trace: Trace, id: string): number {
  return trace.beats.findIndex((beat) => ledgerRows(trace, beat.state).some((row) => row.id === id));
}

/** Who did the work behind the row that appeared at `beat`, and how that worker held the key. */
function originOf(trace: Trace, beat: Beat): { worker: string | null; origin: WorkOrigin } {
  const charge = partsOf(beat).find((p) => p.detail.type === 'charge');
  const worker = charge?.detail.type === 'charge' ? charge.detail.worker : beat.actor.startsWith('worker-') ? beat.actor : null;
  if (!worker) return { worker: null, origin: 'no-key' };
  // The worker's last step of run() before the work: how it came to hold the key, if a key guarded it.
  for (let i = beat.index; i >= 0; i--) {
    for (const part of [...partsOf(trace.beats[i]!)].reverse()) {
      if (part.actor !== worker) continue;
      const step = part.detail.type === 'sql' || part.detail.type === 'store' ? part.detail.step : undefined;
      if (!step) continue;
      if (step.step === 'claimed') return { worker, origin: 'claim' };
      if (step.step === 'took-over') return { worker, origin: trace.breaks.includes('blind-takeover') ? 'blind-takeover' : 'takeover' };
      if (step.step === 'looked-up' && !step.found) return { worker, origin: 'look-up' };
    }
    // A request the worker picked up with no key reaches no store step: the work is unguarded.
    if (trace.beats[i]!.kind === 'receive' && trace.beats[i]!.actor === worker) break;
  }
  return { worker, origin: 'no-key' };
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
    const beat = beatOfRow(trace, row.id);
    const at = trace.beats[beat]!;
    out.push({ side, id: row.id, owner: row.owner, beat, time: at.time, step: stepOfBeat(comparison.steps, side, beat), ...originOf(trace, at) });
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
