/**
 * What the client knows of each intent at each beat, as the Checks panel lists it: who, which intent,
 * and what its client knows (not since which beat). Interned per Trace: the same array at every beat
 * where the list reads the same, so a seek redraws it only then.
 */
import { clientViews, type IntentView } from '../../core/checks';
import type { Trace } from '../../core/trace';
import { interner } from './interned';

export type KnownIntent = Pick<IntentView, 'phone' | 'intent' | 'knows'>;

const knownByTrace = new WeakMap<Trace, (readonly KnownIntent[])[]>();

/** The list after each beat of `trace` (memoised: a Trace never changes). */
export function knownByBeat(trace: Trace): (readonly KnownIntent[])[] {
  let known = knownByTrace.get(trace);
  if (!known) {
    const same = interner((list: readonly KnownIntent[]) => JSON.stringify(list));
    known = clientViews(trace).map((views) => same(views.map(({ phone, intent, knows }) => ({ phone, intent, knows }))));
    knownByTrace.set(trace, known);
  }
  return known;
}
