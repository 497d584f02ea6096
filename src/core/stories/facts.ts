import type { StoryId } from '../trace/types';
import { RETENTION } from './retention';
import type { StoryFacts } from './types';

/** PayFlow: a phone pays for an order at the shop (`POST /checkout`), which charges it at PayCo. */
export const PAYFLOW_FACTS: StoryFacts = {
  id: 'payflow',
  path: '/checkout',
  client: 'phone',
  keyPrefix: 'k-',
  scopeClients: ['phone-a', 'phone-b'],
  sharedKey: 'k-7f21',
  firstBody: { orderId: 'o1', cart: { scarf: 1 } },
  secondBody: { orderId: 'o2', cart: { hat: 1 } },
  reconcilePath: '/orders/{orderId}',
  mismatch: {
    first: { orderId: 'o1', cart: { scarf: 1, hat: 1 } },
    reordered: { cart: { hat: 1, scarf: 1 }, orderId: 'o1' },
    other: { orderId: 'o1', cart: { coat: 1 } },
  },
  requestIdentity: 'canonical',
  mismatchStatus: 422,
  mismatchAnswer: '422',
  provider: true,
  ledger: { table: 'payco_charges', owner: 'order_id', unit: 'charge' },
  afterWorkPoint: 'save',
  ownerField: 'orderId',
  workInKeyTransaction: false,
  retention: RETENTION.payflow,
  labBody: (i) => ({ orderId: `o${i}`, cart: { scarf: 1 } }),
  ownerOf: (i) => `o${i}`,
  orderOf: (owner) => Number(owner.slice(1)),
};

/** The library: the desk app lends a book (`POST /loans`), written in the same database as the key. */
export const LIBRARY_FACTS: StoryFacts = {
  id: 'library',
  path: '/loans',
  client: 'desk',
  keyPrefix: 'OD-',
  scopeClients: ['desk-a', 'desk-b'],
  sharedKey: 'OD-7f21',
  firstBody: { member: 'U-1001', isbn: 'K-02', issuedAt: '2026-03-10' },
  secondBody: { member: 'U-1002', isbn: 'K-05', issuedAt: '2026-03-12' },
  mismatch: {
    first: { member: 'U-1001', isbn: 'K-02', issuedAt: '2026-03-10' },
    reordered: { isbn: 'K-02', issuedAt: '2026-03-10', member: 'U-1001' },
    other: { member: 'U-1002', isbn: 'K-03', issuedAt: '2026-03-11' },
  },
  requestIdentity: 'raw-sha256',
  mismatchStatus: 409,
  mismatchAnswer: '409 key_conflict',
  provider: false,
  ledger: { table: 'loan', owner: 'member', unit: 'loan' },
  afterWorkPoint: 'in-transaction',
  ownerField: 'member',
  workInKeyTransaction: true,
  retention: RETENTION.library,
  labBody: (i) => ({ member: `U-${1000 + i}`, isbn: 'K-02', issuedAt: '2026-03-10' }),
  ownerOf: (i) => `U-${1000 + i}`,
  orderOf: (owner) => Number(owner.slice(2)) - 1000,
};

/** Each story's facts, without its endpoint: what the page's views and checks read. */
export const STORY_FACTS: Readonly<Record<StoryId, StoryFacts>> = { payflow: PAYFLOW_FACTS, library: LIBRARY_FACTS };

/** The facts of `story`. */
export function storyFacts(story: StoryId): StoryFacts {
  return STORY_FACTS[story];
}
