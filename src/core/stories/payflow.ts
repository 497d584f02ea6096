import { createCheckoutEndpoint } from '../http/checkout';
import { PayCo } from '../provider/PayCo';
import { PAYFLOW_FACTS } from './facts';
import type { StoryProfile } from './types';

/** PayFlow's facts, its PayCo and its `POST /checkout`. */
export const PAYFLOW: StoryProfile = {
  ...PAYFLOW_FACTS,
  setUp: (db, now) => new PayCo(db, now),
  endpoint: ({ store, gateway, keyRequired, paycoKey, noBodyDigest }) => {
    if (!gateway) throw new Error('PayFlow needs a way to PayCo');
    return createCheckoutEndpoint({ store, payco: gateway, keyRequired, paycoKey, noBodyDigest });
  },
};
