import type { Charge, ChargeRequest, HeldCharge } from '../provider/PayCo';
import { authenticatedClient, unauthorized } from './client';
import type { KeyStore } from '../store/IdempotencyStore';
import { fetchHandler, idempotentEndpoint, tracked, type Endpoint, type Handler } from './endpoint';
import { plainJson, plainProblem, type Answer } from './responses';

/** The shop's price list, in cents. */
export const PRICES: Readonly<Record<string, number>> = { coat: 12000, scarf: 1500, gloves: 2500, hat: 2000 };

/** `POST /checkout` body: an order id and a cart, sku → quantity (so {a, b} and {b, a} are one cart). */
export interface CheckoutBody {
  orderId: string;
  cart: Record<string, number>;
}

/** Anything that charges like PayCo; asynchronous because in the simulation it is a network hop away. */
export interface PaymentGateway {
  charge(request: ChargeRequest): Promise<Charge>;
}

/** What the shop's order look-up needs of PayCo: the charges it holds for an order. */
export interface ChargeLookup {
  chargesFor(orderId: string): Promise<HeldCharge[]>;
}

/** What `GET /orders/:orderId` answers: `paid` with PayCo's charges for the order, or `not_paid` with none. */
export interface OrderStatus {
  orderId: string;
  status: 'paid' | 'not_paid';
  chargeIds: string[];
}

/** A `GET /orders/:orderId` answer's body read back (by the phone, its worker's caption, the client's view), or undefined if it is not one. */
export function readOrderStatus(body: unknown): OrderStatus | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { orderId, status, chargeIds } = body as Record<string, unknown>;
  if (typeof orderId !== 'string' || (status !== 'paid' && status !== 'not_paid') || !Array.isArray(chargeIds)) return undefined;
  return { orderId, status, chargeIds: chargeIds.map(String) };
}

/** The order look-up's path: `/orders/o2`. */
export const ORDER_PATH = /^\/orders\/([A-Za-z0-9_-]{1,64})$/;

/**
 * PayFlow's `GET /orders/:orderId`: what became of an order, read from PayCo's ledger. The shop's
 * keys expire and its rows are pruned; PayCo's charges are the record that stays. This is how a
 * client reconciles once its retry window is over (seed 000, after Stripe: "don't retry with either
 * the old key or a new one", reconcile instead). A read changes nothing, so it takes no key.
 */
export function createOrderEndpoint(options: { payco: ChargeLookup }): Endpoint {
  return async (request) => {
    const orderId = ORDER_PATH.exec(request.path)?.[1];
    if (orderId === undefined) return plainProblem(404, 'not_found', `No route for ${request.path.slice(0, 80)}.`);
    if (request.method !== 'GET') return plainProblem(405, 'method_not_allowed', 'Use GET /orders/:orderId.', { allow: 'GET' });
    if (authenticatedClient(request.headers.authorization) === undefined) {
      return unauthorized();
    }
    const chargeIds = (await options.payco.chargesFor(orderId)).map((charge) => charge.id);
    const answer: OrderStatus = { orderId, status: chargeIds.length > 0 ? 'paid' : 'not_paid', chargeIds };
    return plainJson(200, answer);
  };
}

export interface CheckoutOptions {
  store: KeyStore;
  payco: PaymentGateway;
  /** false lets a request without a key run unguarded (the `lost-response` chapter). Default true. */
  keyRequired?: boolean;
  /** false drops the shop's key for PayCo (`charge:<order>`): the "no PayCo key" break-it switch. Default true. */
  paycoKey?: boolean;
  /** The fingerprint leaves the cart out: the `no-body-digest` break-it switch. */
  noBodyDigest?: boolean;
}

/** PayFlow's `POST /checkout` as a Fetch handler: charges the cart at PayCo once per idempotency key. */
export function createCheckoutHandler(options: CheckoutOptions): Handler {
  return fetchHandler(createCheckoutEndpoint(options));
}

/** The same `POST /checkout` at the parsed-request level (what the lab calls, thousands of times). */
export function createCheckoutEndpoint(options: CheckoutOptions): Endpoint {
  const paycoKey = options.paycoKey ?? true;
  const charge = async (body: CheckoutBody): Promise<Answer> => {
    const amount = Object.entries(body.cart).reduce((sum, [sku, qty]) => sum + PRICES[sku]! * qty, 0);
    const result = await options.payco.charge({
      orderId: body.orderId,
      amount,
      idempotencyKey: paycoKey ? `charge:${body.orderId}` : undefined,
    });
    return { status: 201, body: { orderId: body.orderId, chargeId: result.id, amount, status: 'paid' } };
  };
  return idempotentEndpoint<CheckoutBody>({
    method: 'POST',
    path: '/checkout',
    keyRequired: options.keyRequired ?? true,
    parseBody: parseCheckoutBody,
    bodyIdentity: options.noBodyDigest ? 'none' : 'canonical',
    mismatch: { status: 422, error: 'idempotency_key_mismatch' },
    async perform({ guard, body }) {
      if (guard === null) return { answer: await charge(body), replayed: false };
      const run = tracked(() => charge(body));
      const answer = await options.store.run(guard.key, guard.params, run.work);
      return { answer, replayed: !run.ran() };
    },
  });
}

function parseCheckoutBody(raw: unknown): { ok: true; body: CheckoutBody } | { ok: false; message: string } {
  if (!isRecord(raw)) return { ok: false, message: 'The body must be an object: {"orderId", "cart"}.' };
  const { orderId, cart } = raw;
  if (typeof orderId !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(orderId)) {
    return { ok: false, message: 'orderId must be 1–64 letters, digits, "-" or "_".' };
  }
  if (!isRecord(cart) || Object.keys(cart).length === 0) return { ok: false, message: 'cart must be a non-empty object of sku → quantity.' };
  for (const [sku, qty] of Object.entries(cart)) {
    // Own names only: `in` would find toString, constructor, __proto__… on Object.prototype.
    if (!Object.hasOwn(PRICES, sku)) return { ok: false, message: `Unknown sku "${sku.slice(0, 40)}".` };
    if (!Number.isInteger(qty) || (qty as number) < 1 || (qty as number) > 99) {
      return { ok: false, message: `Quantity of ${sku} must be a whole number from 1 to 99.` };
    }
  }
  return { ok: true, body: { orderId, cart: cart as Record<string, number> } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
