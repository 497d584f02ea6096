import { createCheckoutHandler, createLibrarySchema, createLoansHandler, createOrderEndpoint, fetchHandler, json, ORDER_PATH, problem, type Handler } from '../core/http';
import { PayCo, type Charge, type ChargeRequest } from '../core/provider';
import type { Connection } from '../core/sqlite';
import { createSchema, IdempotencyStore, type PauseHook, type StoreVariant } from '../core/store';

export interface ApiOptions {
  /** How long a claim is trusted before another request may take it over. */
  lockMs: number;
  /** The clock, in ms. Default: the wall clock. */
  now?: () => number;
  /** A teaching variant of the store (the process race uses them); default: the correct store. */
  variant?: Partial<StoreVariant>;
  /** The store's await-point hook (the process race lines processes up there). */
  pause?: PauseHook;
  /** false drops the shop's key for PayCo (`charge:<order>`), as the lesson's lab does. Default true. */
  paycoKey?: boolean;
  /**
   * Wraps each call to PayCo: `charge` makes the charge for real. The server uses it to make PayCo slow
   * (`--payco-latency-ms`), the process race to hold or fail a call. Default: just charge.
   */
  aroundCharge?: (charge: () => Charge, request: ChargeRequest) => Promise<Charge>;
}

/**
 * The two stories' endpoints over one SQLite database, as one Fetch handler: `POST /checkout` and
 * `POST /loans` are the very handlers the page runs (same store code, same answers, same 4xx), and
 * `GET /loans`, `GET /charges`, `GET /keys` show what the tables hold; `GET /orders/:orderId` is the
 * page's reconcile. PayCo's ledger lives in the
 * same file. Creates every table it needs.
 */
export function createApi(sql: Connection, options: ApiOptions): Handler {
  const now = options.now ?? (() => Date.now());
  createSchema(sql);
  createLibrarySchema(sql);
  const payco = new PayCo(sql, now);
  const store = new IdempotencyStore(sql, { lockMs: options.lockMs, now, pause: options.pause, variant: options.variant });
  // PayCo reads its ledger, then inserts: several processes share it, so that pair must be one
  // transaction (BEGIN IMMEDIATE takes the write lock first), or two could both pick the same charge id.
  const charge = (request: ChargeRequest) => sql.transaction(() => payco.charge(request));
  const around = options.aroundCharge ?? (async (makeCharge) => makeCharge());
  const checkout = createCheckoutHandler({
    store,
    payco: { charge: (request) => around(() => charge(request), request) },
    paycoKey: options.paycoKey ?? true,
  });
  // The same reconcile the page's phone makes: what PayCo holds for an order, whatever became of its key.
  const orders = fetchHandler(createOrderEndpoint({ payco: { chargesFor: async (orderId) => payco.chargesFor(orderId) } }));
  const loans = createLoansHandler({ db: sql, store });
  const list = (table: string, order: string) => async () => json(200, sql.all(`SELECT * FROM ${table} ORDER BY ${order}`));
  const routes: Record<string, Partial<Record<string, Handler>>> = {
    '/checkout': { POST: checkout },
    '/loans': { POST: loans, GET: list('loan', 'id') },
    '/charges': { GET: list('payco_charges', 'rowid') },
    '/keys': { GET: list('idempotency_keys', 'created_at, key') },
  };
  return async (request) => {
    const path = new URL(request.url).pathname;
    if (ORDER_PATH.test(path)) return orders(request);
    const methods = routes[path];
    if (!methods) return problem(404, 'not_found', `No route for ${path}.`);
    const handler = methods[request.method];
    if (!handler) {
      const allow = Object.keys(methods).join(', ');
      return problem(405, 'method_not_allowed', `Use ${allow} ${path}.`, { allow });
    }
    return handler(request);
  };
}
