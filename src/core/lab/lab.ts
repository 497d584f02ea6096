import type { Database, SqlJsStatic } from 'sql.js';
import { createCheckoutHandler, type PaymentGateway } from '../http/checkout';
import type { Handler } from '../http/endpoint';
import { createLibrarySchema, createLoansHandler } from '../http/loans';
import { PayCo } from '../provider/PayCo';
import { Prng } from '../sim/prng';
import { connectionFor } from '../sqlite/connection';
import { openDatabase } from '../sqlite/openDatabase';
import { IdempotencyStore } from '../store/IdempotencyStore';
import { createSchema } from '../store/schema';
import type { LabRow, LabVersion, StoryId } from '../trace/types';

export const LAB_VERSIONS: readonly LabVersion[] = ['no-key', 'key-per-try', 'same-key'];

export interface LabOptions {
  story?: StoryId;
  /** How many checkouts (or loans) the phone makes, one after another. */
  checkouts: number;
  /** The share of the shop's answers the network loses, 0…1. */
  loss: number;
  /** The phone's attempts per checkout, at most. */
  attempts: number;
  seed: number;
  versions?: readonly LabVersion[];
  /** Called after each checkout, with the version's database (the lab chapter samples it). */
  onCheckout?: (version: LabVersion, done: number, db: Database, row: () => LabRow) => void;
}

/** The lab's virtual timing, for the lab chapter's clock: a round trip, the phone's timeout, its backoff. */
export const LAB_TIMING = { roundTripMs: 200, timeoutMs: 3_000, backoffMs: 500 } as const;

/**
 * The PayFlow lesson's `l4` experiment: a phone makes `checkouts` checkouts through the real handler
 * and store over a network that loses `loss` of the answers, trying up to `attempts` times. The shop
 * sends PayCo no key of its own (as in the lesson), so only its own key handling protects the charge.
 * Each version gets a fresh database; the network loses the same answers in every version (one seed),
 * so the versions differ only in how the phone names its attempts. Every figure is counted from the
 * ledger (`payco_charges`, or `loan`) and the phone's log.
 */
export async function runLab(SQL: SqlJsStatic, options: LabOptions): Promise<LabRow[]> {
  const rows: LabRow[] = [];
  for (const version of options.versions ?? LAB_VERSIONS) rows.push(await runVersion(SQL, version, options));
  return rows;
}

async function runVersion(SQL: SqlJsStatic, version: LabVersion, options: LabOptions): Promise<LabRow> {
  const story = options.story ?? 'payflow';
  const db = openDatabase(SQL);
  createSchema(db);
  const store = new IdempotencyStore(db, { lockMs: 5_000, now: () => 0 });
  const handler = makeHandler(story, db, store);
  const losses = new Prng(options.seed).fork('lab:network');
  const keys = new Prng(options.seed).fork(`lab:keys:${version}`);
  const log: { checkout: number; attempt: number; answered: boolean; status?: number }[] = [];
  const path = story === 'payflow' ? '/checkout' : '/loans';
  let gaveUp = 0;
  const row = (): LabRow => ({ version, ...countLedger(db, story), gaveUp, calls: log.length });

  for (let i = 1; i <= options.checkouts; i++) {
    const body = story === 'payflow' ? { orderId: `o${i}`, cart: { scarf: 1 } } : { member: `U-${1000 + i}`, isbn: 'K-02', issuedAt: '2026-03-10' };
    const intentKey = `k-${keys.hex(8)}`;
    let done = false;
    for (let attempt = 1; attempt <= options.attempts && !done; attempt++) {
      const headers: Record<string, string> = { authorization: 'Bearer phone', 'content-type': 'application/json' };
      if (version !== 'no-key') headers['idempotency-key'] = version === 'same-key' ? intentKey : `k-${keys.hex(8)}`;
      const response = await handler(lightRequest(`https://shop.test${path}`, headers, JSON.stringify(body)));
      const lost = losses.chance(options.loss);
      if (lost) {
        log.push({ checkout: i, attempt, answered: false });
        continue;
      }
      log.push({ checkout: i, attempt, answered: true, status: response.status });
      done = response.status < 500 && response.status !== 409;
    }
    if (!done) gaveUp++;
    options.onCheckout?.(version, i, db, row);
  }
  const result = row();
  db.close();
  return result;
}

/**
 * A POST with exactly the parts of the Fetch `Request` the handlers read (url, method, headers.get,
 * text). The lab sends tens of thousands of requests; in Node, undici's `Request` costs about 60 µs
 * each (an AbortSignal and a body stream per request), most of the lab's time. The handler code
 * that runs is the same. The chapters, which send a few dozen, use real `Request`s.
 */
function lightRequest(url: string, headers: Record<string, string>, body: string): Request {
  const lower = new Map(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const request = {
    url,
    method: 'POST',
    headers: { get: (name: string) => lower.get(name.toLowerCase()) ?? null },
    text: async () => body,
  };
  return request as unknown as Request;
}

function makeHandler(story: StoryId, db: Database, store: IdempotencyStore): Handler {
  if (story === 'library') {
    createLibrarySchema(db);
    return createLoansHandler({ db, store });
  }
  const payco = new PayCo(db, () => 0);
  const gateway: PaymentGateway = { charge: async (request) => payco.charge(request) };
  return createCheckoutHandler({ store, payco: gateway, keyRequired: false, paycoKey: false });
}

/** Charges (or loans) and the orders (or members) that have more than one. */
function countLedger(db: Database, story: StoryId): { charges: number; doubleCharged: number } {
  const sql = connectionFor(db);
  const [table, owner] = story === 'payflow' ? ['payco_charges', 'order_id'] : ['loan', 'member'];
  const charges = sql.peek<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`)[0]!.n;
  const doubleCharged = sql.peek<{ n: number }>(`SELECT COUNT(*) AS n FROM (SELECT ${owner} FROM ${table} GROUP BY ${owner} HAVING COUNT(*) > 1)`)[0]!.n;
  return { charges, doubleCharged };
}
