import { partsOf } from './together';
import type { Beat } from './types';

/**
 * How many calls reached PayCo in `beats`, numbered as the scene's link numbers them: each call ends in
 * a charge (or its replay), PayCo's error answer, or the call lost on its way there. A lost answer is of
 * a call its charge already counted; a call whose worker died on the way never arrived and has no number.
 */
export function paycoCallsIn(beats: readonly Beat[]): number {
  return beats.flatMap((b) =>
    partsOf(b).filter(
      ({ detail }) =>
        detail.type === 'charge' ||
        (detail.type === 'http' && detail.message.requestId.startsWith('payco#') && ((b.kind === 'respond' && detail.from === 'payco') || (b.kind === 'lose' && detail.direction === 'request'))),
    ),
  ).length;
}
