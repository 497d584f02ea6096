import type { BreakId, Trace } from '../../core/trace';
import { words } from '../../narration/words';

/** The switches that change the store's own code (the others change the client or PayCo). */
const STORE_BREAKS: readonly BreakId[] = ['select-then-insert', 'blind-takeover', 'no-fencing'];

/**
 * The store mistakes a Trace ran with, in words ("SELECT, then INSERT"): from its break-it switches,
 * or from the variant a race replay names. Empty for the correct store.
 */
export function storeMistakes(trace: Trace): string[] {
  const named = trace.explorer ? trace.explorer.variant.split(' + ') : trace.breaks;
  return STORE_BREAKS.filter((b) => named.includes(b)).map((b) => words.breaks.switches[b].label);
}
