import type { InvariantId } from '../../core/explorer';

/** The lesson's invariants the race explorer checks, as a rule says each: the race panel and the replay's last caption. */
export const INVARIANTS: Record<InvariantId, string> = {
  'no-double-charge': 'no order is charged twice',
  'same-charge': 'every 2xx the client saw carries the same charge',
  'answer-kept': 'a saved answer is never replaced, and no worker saves over a claim it no longer owns',
  'claim-kept': 'no claim is removed by a worker that no longer owns it',
  'one-takeover': 'a stale claim is taken over by one retry only',
  'work-once': 'the work runs again only after a takeover or a released claim',
};
