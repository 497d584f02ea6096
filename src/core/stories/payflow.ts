import { createCheckoutEndpoint, createOrderEndpoint, ORDER_PATH } from '../http/checkout';
import { withRoute } from '../http/endpoint';
import { PayCo } from '../provider/PayCo';
import { PAYFLOW_FACTS } from './facts';
import type { StoryProfile } from './types';

/** PayFlow's facts, its PayCo, its `POST /checkout` and its `GET /orders/:orderId`. */
export const PAYFLOW: StoryProfile = {
  ...PAYFLOW_FACTS,
  setUp: (db, now) => new PayCo(db, now),
  endpoint: ({ store, gateway, keyRequired, paycoKey, noBodyDigest }) => {
    if (!gateway) throw new Error('PayFlow needs a way to PayCo');
    // `GET /orders/:orderId` beside the checkout: how a phone reconciles an order once its retries are over.
    return withRoute(ORDER_PATH, createOrderEndpoint({ payco: gateway }), createCheckoutEndpoint({ store, payco: gateway, keyRequired, paycoKey, noBodyDigest }));
  },
};
