import { BREAK_SWITCHES } from '../../core/scenarios/breakSwitches';
import type { BreakId, Trace } from '../../core/trace';
import { words } from '../../narration/words';

/**
 * The store mistakes a Trace ran with, in words ("SELECT, then INSERT"): from its break-it switches,
 * or from the variant a race replay names. Empty for the correct store.
 */
export function storeMistakes(trace: Trace): string[] {
  const named: readonly BreakId[] = trace.explorer ? trace.explorer.breaks : trace.breaks;
  return BREAK_SWITCHES.filter((b) => b.store && named.includes(b.id)).map((b) => words.breaks.switches[b.id].label);
}
