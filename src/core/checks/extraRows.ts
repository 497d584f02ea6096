import { attemptOf } from '../sim/attempts';
import { ledgerEntries } from '../trace/ledger';
import type { StateSnapshot, Trace } from '../trace/types';

/** Who made the rows beyond each owner's first: the first tap's own retries only, later taps only. */
export type ExtraRowsBy = 'first-tap' | 'later-taps';

/**
 * Who wrote every row beyond its owner's first that is still in `state` (a rolled-back loan is not):
 * only requests of an intent's first tap (the client's own retries), only later taps, or a mix or
 * none (undefined). A learner's double charge may come from the phone's own retry, not their tap.
 */
export function extraRowsBy(trace: Trace, state: StateSnapshot): ExtraRowsBy | undefined {
  const stayed = new Set([...state.charges.map((c) => c.id), ...state.loans.map((l) => String(l.id))]);
  const seen = new Set<string>();
  const taps = new Set<number>();
  for (const entry of ledgerEntries(trace)) {
    if (!stayed.has(entry.id)) continue;
    if (!seen.has(entry.owner)) {
      seen.add(entry.owner);
      continue;
    }
    const tap = entry.request ? attemptOf(entry.request)?.tap : undefined;
    if (tap === undefined) return undefined;
    taps.add(tap === 1 ? 1 : 2);
  }
  return taps.size !== 1 ? undefined : taps.has(1) ? 'first-tap' : 'later-taps';
}
