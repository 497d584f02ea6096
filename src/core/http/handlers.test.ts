import { createHash } from 'node:crypto';
import type { Database } from 'sql.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { PayCo } from '../provider/PayCo';
import { connectionFor } from '../sqlite/connection';
import { IdempotencyStore } from '../store';
import { StepScheduler } from '../testing/stepScheduler';
import { manualClock, testDatabase } from '../testing/testDatabase';
import { MAX_BODY_BYTES } from './body';
import { createCheckoutHandler, createOrderEndpoint } from './checkout';
import { fetchHandler } from './endpoint';
import { createLibrarySchema, createLoansHandler } from './loans';

let db: Database;
let clock: ReturnType<typeof manualClock>;
let payco: PayCo;

beforeEach(async () => {
  db = await testDatabase();
  clock = manualClock();
  payco = new PayCo(db, clock.now);
  createLibrarySchema(db);
});

const LOCK_MS = 3_000;
const order = { orderId: 'o1', cart: { scarf: 1, gloves: 2 } };

function checkout(options: { keyRequired?: boolean; paycoKey?: boolean; store?: IdempotencyStore } = {}) {
  const store = options.store ?? new IdempotencyStore(db, { lockMs: LOCK_MS, now: clock.now });
  return createCheckoutHandler({ ...options, store, payco: { charge: async (r) => payco.charge(r) } });
}

function post(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://shop.test${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer phone', ...headers },
    body: typeof body === 'string' || body instanceof Uint8Array ? (body as BodyInit) : JSON.stringify(body),
  });
}

const charges = () => connectionFor(db).peek<{ id: string }>('SELECT * FROM payco_charges');
const loans = () => connectionFor(db).peek('SELECT * FROM loan');
const keys = () => connectionFor(db).peek<{ key: string; fingerprint: string; response: string }>('SELECT * FROM idempotency_keys ORDER BY key');

describe('POST /checkout', () => {
  it('answers 201 the first time and replays the same body with Idempotency-Replayed: true', async () => {
    const handler = checkout();
    const first = await handler(post('/checkout', order, { 'idempotency-key': 'client-key-o1' }));
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotency-replayed')).toBeNull();
    const firstBody = await first.json();
    expect(firstBody).toEqual({ orderId: 'o1', chargeId: 'ch_1', amount: 6500, status: 'paid' });

    const retry = await handler(post('/checkout', order, { 'idempotency-key': '"client-key-o1"' })); // quoted form, same key
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotency-replayed')).toBe('true');
    expect(await retry.json()).toEqual(firstBody);
    expect(charges()).toHaveLength(1);
  });

  it('treats the same cart in another key order as the same request', async () => {
    const handler = checkout();
    await handler(post('/checkout', order, { 'idempotency-key': 'k1' }));
    const reordered = await handler(post('/checkout', { cart: { gloves: 2, scarf: 1 }, orderId: 'o1' }, { 'idempotency-key': 'k1' }));
    expect(reordered.status).toBe(201);
    expect(reordered.headers.get('idempotency-replayed')).toBe('true');
  });

  it('answers 422 idempotency_key_mismatch for the same key with another cart, and charges nothing', async () => {
    const handler = checkout();
    await handler(post('/checkout', order, { 'idempotency-key': 'k1' }));
    const before = keys();
    const res = await handler(post('/checkout', { orderId: 'o1', cart: { coat: 1 } }, { 'idempotency-key': 'k1' }));
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: 'idempotency_key_mismatch' });
    expect(charges()).toHaveLength(1);
    expect(keys()).toEqual(before);
  });

  it('requires a key (400 missing_idempotency_key) unless configured not to', async () => {
    const res = await checkout()(post('/checkout', order));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'missing_idempotency_key' });
    expect(charges()).toHaveLength(0);

    // No shop key and no PayCo key: the lost-response chapter's double charge, for real.
    const unguarded = checkout({ keyRequired: false, paycoKey: false });
    await unguarded(post('/checkout', order));
    await unguarded(post('/checkout', order));
    expect(charges()).toHaveLength(2);
  });

  it('rejects a key over 255 characters (a 10,000-character one too) with 400 and writes nothing', async () => {
    for (const length of [256, 10_000]) {
      const res = await checkout()(post('/checkout', order, { 'idempotency-key': 'k'.repeat(length) }));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'idempotency_key_too_long' });
    }
    expect(keys()).toHaveLength(0);
    expect(charges()).toHaveLength(0);
  });

  it('answers 409 request_in_flight with Retry-After while another request holds the key', async () => {
    const s = new StepScheduler();
    const slowStore = new IdempotencyStore(db, { lockMs: LOCK_MS, now: clock.now, pause: s.hook('first') });
    const first = checkout({ store: slowStore });
    await s.start('first', () => first(post('/checkout', order, { 'idempotency-key': 'k1' })));
    await s.step('first'); // claimed, parked before the work
    clock.advance(500);
    const res = await checkout()(post('/checkout', order, { 'idempotency-key': 'k1' }));
    expect(res.status).toBe(409);
    expect(res.headers.get('retry-after')).toBe('3'); // 2.5 s of the lock left, rounded up
    expect(await res.json()).toMatchObject({ error: 'request_in_flight' });
    await s.finish('first');
    expect(charges()).toHaveLength(1);
  });

  it('scopes keys by client: two clients sending the same key string get independent results', async () => {
    const handler = checkout();
    const a = await handler(post('/checkout', order, { 'idempotency-key': 'k1', authorization: 'Bearer alice' }));
    const b = await handler(post('/checkout', { orderId: 'o2', cart: { hat: 1 } }, { 'idempotency-key': 'k1', authorization: 'Bearer bob' }));
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.headers.get('idempotency-replayed')).toBeNull();
    expect((await b.json()).chargeId).toBe('ch_2');
    expect(keys().map((k) => k.key)).toEqual(['alice:k1', 'bob:k1']);
  });

  it('keeps a key containing SQL as data', async () => {
    const key = "x'; DELETE FROM payco_charges; DROP TABLE idempotency_keys; --";
    const header = { 'idempotency-key': `"${key}"` }; // spaces need the quoted form
    const handler = checkout();
    expect((await handler(post('/checkout', order, header))).status).toBe(201);
    expect((await handler(post('/checkout', order, header))).headers.get('idempotency-replayed')).toBe('true');
    expect(keys().map((k) => k.key)).toEqual([`phone:${key}`]);
    expect(charges()).toHaveLength(1);
  });

  it('prices only its own skus: toString, constructor, hasOwnProperty and __proto__ are unknown items (422), never a throw', async () => {
    const handler = checkout();
    for (const sku of ['toString', 'constructor', 'hasOwnProperty', '__proto__', 'valueOf']) {
      const res = await handler(post('/checkout', `{"orderId":"o1","cart":{"${sku}":1}}`, { 'idempotency-key': `k-${sku}` }));
      expect(res.status, sku).toBe(422);
      expect(await res.json()).toMatchObject({ error: 'validation', message: `Unknown sku "${sku}".` });
    }
    expect(keys()).toHaveLength(0);
    expect(charges()).toHaveLength(0);
  });

  it('counts the body in bytes, not characters: 30,000 "€" (90 KB of UTF-8) get 413 and charge nothing', async () => {
    const body = `{"orderId":"o1","cart":{"scarf":1},"note":"${'€'.repeat(30_000)}"}`;
    expect(body.length).toBeLessThan(MAX_BODY_BYTES);
    const res = await checkout()(post('/checkout', body, { 'idempotency-key': 'k1' }));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: 'body_too_large' });
    expect(charges()).toHaveLength(0);
  });

  it('stops reading an endless body at the limit and answers 413', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(16 * 1024).fill(0x20));
      },
    });
    const request = new Request('http://shop.test/checkout', {
      method: 'POST',
      headers: { authorization: 'Bearer phone', 'idempotency-key': 'k1' },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    const res = await checkout()(request);
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(MAX_BODY_BYTES / (16 * 1024) + 2); // the limit, a chunk over it, and the queue's one ahead
  });

  it('answers a Content-Length over the limit 413 without reading the body, and bytes that are not UTF-8 400', async () => {
    let pulled = 0;
    const never = new ReadableStream<Uint8Array>({ pull: () => void pulled++ }, { highWaterMark: 0 });
    const declared = new Request('http://shop.test/checkout', {
      method: 'POST',
      headers: { authorization: 'Bearer phone', 'idempotency-key': 'k1', 'content-length': String(MAX_BODY_BYTES + 1) },
      body: never,
      duplex: 'half',
    } as RequestInit);
    expect((await checkout()(declared)).status).toBe(413);
    expect(pulled).toBe(0);
    const latin1 = new Uint8Array([...new TextEncoder().encode('{"orderId":"o1","cart":{"scarf":1},"note":"'), 0xe9, 0x22, 0x7d]);
    const res = await checkout()(post('/checkout', latin1, { 'idempotency-key': 'k1' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_json' });
    expect(charges()).toHaveLength(0);
  });

  it('answers bad requests with a JSON error code and changes nothing', async () => {
    const handler = checkout();
    const cases: [Request, number, string][] = [
      [post('/checkout', '{not json', { 'idempotency-key': 'k' }), 400, 'invalid_json'],
      [post('/checkout', { orderId: 'o1', cart: { lasagne: 1 } }, { 'idempotency-key': 'k' }), 422, 'validation'],
      [post('/checkout', { orderId: 'o1', cart: { scarf: 0 } }, { 'idempotency-key': 'k' }), 422, 'validation'],
      [post('/checkout', order, { 'idempotency-key': 'k', authorization: '' }), 401, 'unauthorized'],
      [post('/nowhere', order, { 'idempotency-key': 'k' }), 404, 'not_found'],
      [new Request('http://shop.test/checkout'), 405, 'method_not_allowed'],
    ];
    for (const [request, status, error] of cases) {
      const res = await handler(request);
      expect(res.status).toBe(status);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.json()).toMatchObject({ error });
    }
    expect(keys()).toHaveLength(0);
    expect(charges()).toHaveLength(0);
  });
});

describe('POST /loans (the library story)', () => {
  const loan = { member: 'U-1001', isbn: 'K-02', issuedAt: '2026-03-10' };
  const handler = () => createLoansHandler({ db, store: new IdempotencyStore(db, { lockMs: LOCK_MS, now: clock.now }) });

  it('without a key creates a loan on every call, as the lesson measured', async () => {
    const h = handler();
    const bodies = [await (await h(post('/loans', loan))).json(), await (await h(post('/loans', loan))).json()];
    expect(bodies.map((b) => b.id)).toEqual([1, 2]);
    expect(loans()).toHaveLength(2);
  });

  it('with a key creates one loan and replays the same body with Idempotency-Replayed: true', async () => {
    const h = handler();
    const first = await h(post('/loans', loan, { 'idempotency-key': 'OD-7f21' }));
    const second = await h(post('/loans', loan, { 'idempotency-key': 'OD-7f21' }));
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.headers.get('idempotency-replayed')).toBeNull();
    expect(second.headers.get('idempotency-replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    expect(loans()).toHaveLength(1);
  });

  it('answers the same key with another body 409 key_conflict, as the library lesson did, and the loan count stays', async () => {
    const h = handler();
    await h(post('/loans', loan, { 'idempotency-key': 'OD-7f21' }));
    const res = await h(post('/loans', { member: 'U-1002', isbn: 'K-03', issuedAt: '2026-03-11' }, { 'idempotency-key': 'OD-7f21' }));
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: 'key_conflict' });
    expect(loans()).toHaveLength(1);
  });

  it('stores a sha256 of the raw body, so the same fields in another order are another request: 409, no second loan', async () => {
    const h = handler();
    const text = JSON.stringify(loan);
    expect((await h(post('/loans', text, { 'idempotency-key': 'OD-7f21' }))).status).toBe(201);
    const reordered = await h(post('/loans', { isbn: 'K-02', issuedAt: '2026-03-10', member: 'U-1001' }, { 'idempotency-key': 'OD-7f21' }));
    expect(reordered.status).toBe(409);
    expect(await reordered.json()).toMatchObject({ error: 'key_conflict' });
    expect(loans()).toHaveLength(1);
    // The row holds the digest of the bytes, not the fields: what the lesson's server stored.
    const digest = createHash('sha256').update(text).digest('hex');
    expect(JSON.parse(keys()[0]!.fingerprint)).toEqual({ digest, method: 'POST', path: '/loans' });
  });

  it('leaves the key unused after a 422 for a book not in the catalogue: nothing saved, the corrected request works', async () => {
    const h = handler();
    const first = await h(post('/loans', { ...loan, isbn: 'K-99' }, { 'idempotency-key': 'k' }));
    expect(first.status).toBe(422);
    expect(await first.json()).toEqual({ error: 'validation', field: 'isbn' });
    expect(keys()).toHaveLength(0);
    const corrected = await h(post('/loans', loan, { 'idempotency-key': 'k' }));
    expect(corrected.status).toBe(201);
    expect(corrected.headers.get('idempotency-replayed')).toBeNull();
    expect(loans()).toHaveLength(1);
    expect(keys().map((k) => JSON.parse(k.response))).toEqual([{ status: 201, body: await corrected.json() }]);
  });

  it('rolls back the claim and the loan together when the worker dies inside the transaction', async () => {
    let crash = true;
    const h = createLoansHandler({
      db,
      store: new IdempotencyStore(db, { lockMs: LOCK_MS, now: clock.now }),
      afterLoanInsert: () => {
        if (crash) throw new Error('worker died');
      },
    });
    await expect(h(post('/loans', loan, { 'idempotency-key': 'OD-9c04' }))).rejects.toThrow('worker died');
    expect(loans()).toHaveLength(0);
    expect(keys()).toHaveLength(0);
    crash = false;
    expect((await h(post('/loans', loan, { 'idempotency-key': 'OD-9c04' }))).status).toBe(201);
    expect(loans()).toHaveLength(1);
  });

  it('five concurrent requests with one key produce one loan and five identical bodies', async () => {
    const h = handler();
    const responses = await Promise.all(Array.from({ length: 5 }, () => h(post('/loans', loan, { 'idempotency-key': 'OD-9c04' }))));
    const bodies = new Set(await Promise.all(responses.map((r) => r.text())));
    expect(bodies.size).toBe(1);
    expect(loans()).toHaveLength(1);
    expect(responses.filter((r) => r.headers.get('idempotency-replayed') === 'true')).toHaveLength(4);
  });
});

describe('GET /orders/:orderId (PayFlow’s reconcile)', () => {
  const orders = () => fetchHandler(createOrderEndpoint({ payco: { chargesFor: async (orderId) => payco.chargesFor(orderId) } }));
  const get = (path: string, headers: Record<string, string> = { authorization: 'Bearer phone' }) => new Request(`http://shop.test${path}`, { headers });

  it('answers what PayCo holds for the order, even once its key is pruned', async () => {
    const store = new IdempotencyStore(db, { lockMs: LOCK_MS, now: clock.now });
    expect((await checkout({ store })(post('/checkout', order, { 'idempotency-key': 'k-1' }))).status).toBe(201);
    clock.advance(25 * 3_600_000);
    expect(store.prune(24 * 3_600_000)).toBe(1);
    const answer = await orders()(get('/orders/o1'));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ orderId: 'o1', status: 'paid', chargeIds: ['ch_1'] });
  });

  it('says not paid for an order PayCo holds no charge for, and changes nothing', async () => {
    const answer = await orders()(get('/orders/o9'));
    expect(await answer.json()).toEqual({ orderId: 'o9', status: 'not_paid', chargeIds: [] });
    expect(charges()).toEqual([]);
    expect(keys()).toEqual([]);
  });

  it('needs a client, answers only GET, and names an id it cannot read (SQL in it, 10,000 characters)', async () => {
    expect((await orders()(get('/orders/o1', {}))).status).toBe(401);
    expect((await orders()(new Request('http://shop.test/orders/o1', { method: 'POST', headers: { authorization: 'Bearer phone' } }))).status).toBe(405);
    for (const path of [`/orders/o1'%20OR%201=1`, `/orders/${'o'.repeat(10_000)}`, '/orders/']) {
      const answer = await orders()(get(path));
      expect(answer.status, path.slice(0, 30)).toBe(404);
      expect(((await answer.json()) as { error: string }).error).toBe('not_found');
    }
    expect(charges()).toEqual([]);
  });
});
