import { createCheckoutEndpoint } from '../http/checkout';
import { PayCo } from '../provider/PayCo';
import { RETENTION } from './retention';
import type { StoryProfile } from './types';

/** PayFlow: a phone pays for an order at the shop (`POST /checkout`), which charges it at PayCo. */
export const PAYFLOW: StoryProfile = {
  id: 'payflow',
  path: '/checkout',
  client: 'phone',
  keyPrefix: 'k-',
  scopeClients: ['phone-a', 'phone-b'],
  sharedKey: 'k-7f21',
  firstBody: { orderId: 'o1', cart: { scarf: 1 } },
  secondBody: { orderId: 'o2', cart: { hat: 1 } },
  mismatch: {
    first: { orderId: 'o1', cart: { scarf: 1, hat: 1 } },
    reordered: { cart: { hat: 1, scarf: 1 }, orderId: 'o1' },
    other: { orderId: 'o1', cart: { coat: 1 } },
  },
  requestIdentity: 'canonical',
  mismatchStatus: 422,
  provider: true,
  ledger: { table: 'payco_charges', owner: 'order_id', unit: 'charge' },
  afterWorkPoint: 'save',
  ownerField: 'orderId',
  workInKeyTransaction: false,
  retention: RETENTION.payflow,
  labBody: (i) => ({ orderId: `o${i}`, cart: { scarf: 1 } }),
  ownerOf: (i) => `o${i}`,
  orderOf: (owner) => Number(owner.slice(1)),
  setUp: (db, now) => new PayCo(db, now),
  endpoint: ({ store, gateway, keyRequired, paycoKey }) => {
    if (!gateway) throw new Error('PayFlow needs a way to PayCo');
    return createCheckoutEndpoint({ store, payco: gateway, keyRequired, paycoKey });
  },
};
