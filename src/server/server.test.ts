import { mkdtempSync, rmSync, statSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutHandler } from '../core/http';
import { PayCo } from '../core/provider';
import { IdempotencyStore } from '../core/store';
import { testDatabase } from '../core/testing/testDatabase';
import { spawnApiProcess, startApiProcess, type ApiProcess } from './testing/apiProcess';

// Real processes, real HTTP on a free port of 127.0.0.1, a real SQLite file.
const dir = mkdtempSync(join(tmpdir(), 'cloakroom-api-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const LOAN = '{"member":"U-1001","isbn":"K-02","issuedAt":"2026-03-10"}';

function post(url: string, body: string, headers: Record<string, string> = {}) {
  return fetch(url, { method: 'POST', headers: { authorization: 'Bearer desk', 'content-type': 'application/json', ...headers }, body });
}

describe('npm run api: seed 004 measured over HTTP', () => {
  let api: ApiProcess & { url: string };
  beforeAll(async () => {
    api = await startApiProcess(['--db', join(dir, 'seed004.sqlite')]);
  }, 30_000);
  afterAll(async () => {
    api.child.kill('SIGINT');
    await api.exited;
  });
  const loanCount = async () => ((await (await fetch(`${api.url}/loans`)).json()) as unknown[]).length;

  it('no key ×2 → 2 loans; one key ×2 → 1 loan and Idempotency-Replayed: true; reordered or other body → 409; 5 concurrent → 1 loan', async () => {
    const a = await post(`${api.url}/loans`, LOAN);
    const b = await post(`${api.url}/loans`, LOAN);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect([(await a.json()).id, (await b.json()).id]).toEqual([1, 2]);
    expect(await loanCount()).toBe(2);

    const first = await post(`${api.url}/loans`, LOAN, { 'idempotency-key': 'OD-7f21' });
    const second = await post(`${api.url}/loans`, LOAN, { 'idempotency-key': 'OD-7f21' });
    expect([first.status, second.status, first.headers.get('idempotency-replayed'), second.headers.get('idempotency-replayed')]).toEqual([201, 201, null, 'true']);
    expect(await second.text()).toBe(await first.text());
    expect(await loanCount()).toBe(3);

    const reordered = await post(`${api.url}/loans`, '{"isbn":"K-02","issuedAt":"2026-03-10","member":"U-1001"}', { 'idempotency-key': 'OD-7f21' });
    const other = await post(`${api.url}/loans`, '{"member":"U-1002","isbn":"K-03","issuedAt":"2026-03-11"}', { 'idempotency-key': 'OD-7f21' });
    expect([reordered.status, other.status]).toEqual([409, 409]);
    expect([(await reordered.json()).error, (await other.json()).error]).toEqual(['key_conflict', 'key_conflict']);
    expect(await loanCount()).toBe(3);

    const body = '{"member":"U-1002","isbn":"K-05","issuedAt":"2026-03-12"}';
    const five = await Promise.all(Array.from({ length: 5 }, () => post(`${api.url}/loans`, body, { 'idempotency-key': 'OD-9c04' })));
    expect(new Set(await Promise.all(five.map((r) => r.text()))).size).toBe(1);
    expect(await loanCount()).toBe(4);
    const keys = (await (await fetch(`${api.url}/keys`)).json()) as { key: string; status: string }[];
    expect(keys.map((k) => [k.key, k.status])).toEqual([['desk:OD-7f21', 'done'], ['desk:OD-9c04', 'done']]);
  });

  it('answers every bad request with the same named 4xx as the page’s handler', async () => {
    // The page's POST /checkout, on sql.js, as the reference.
    const db = await testDatabase();
    const payco = new PayCo(db, () => 0);
    const page = createCheckoutHandler({ store: new IdempotencyStore(db, { lockMs: 1_000, now: () => 0 }), payco: { charge: async (r) => payco.charge(r) } });
    const order = '{"orderId":"o1","cart":{"scarf":1}}';
    const cases: [string, RequestInit][] = [
      ['no key', { body: order }],
      ['a 300-character key', { body: order, headers: { 'idempotency-key': 'k'.repeat(300) } }],
      ['a body that is not JSON', { body: '{"orderId":', headers: { 'idempotency-key': 'k1' } }],
      ['a 1 MB body', { body: 'x'.repeat(1 << 20), headers: { 'idempotency-key': 'k1' } }],
      ['a toString cart item', { body: '{"orderId":"o1","cart":{"toString":1}}', headers: { 'idempotency-key': 'k1' } }],
      ['no Authorization', { body: order, headers: { authorization: '', 'idempotency-key': 'k1' } }],
    ];
    for (const [name, init] of cases) {
      const request = (base: string) =>
        new Request(`${base}/checkout`, { method: 'POST', ...init, headers: { authorization: 'Bearer phone', ...init.headers } });
      const served = await fetch(request(api.url));
      const inPage = await page(request('http://page.test'));
      const [s, p] = [(await served.json()) as { error: string }, (await inPage.json()) as { error: string }];
      expect([served.status, s.error], name).toEqual([inPage.status, p.error]);
      expect(served.status, name).toBeGreaterThanOrEqual(400);
      expect(served.status, name).toBeLessThan(500);
    }
    // A 1 MB body sent chunked (no Content-Length) is cut off at the limit, and still answered.
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 16; i++) controller.enqueue(new Uint8Array(64 * 1024).fill(0x78));
        controller.close();
      },
    });
    const chunked = await fetch(`${api.url}/checkout`, {
      method: 'POST',
      headers: { authorization: 'Bearer phone', 'idempotency-key': 'k1' },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(await fetch(`${api.url}/charges`).then((r) => r.json())).toEqual([]);
  });
});

describe('npm run api: faults', () => {
  const LOCK_MS = 3_000;

  it('killed with kill -9 after charging, before saving: the retry waits out the lock, takes over, PayCo replays — 1 charge, nothing lost', async () => {
    const db = join(dir, 'kill.sqlite');
    const order = '{"orderId":"o7","cart":{"coat":1}}';
    const key = { 'idempotency-key': 'kill-1', authorization: 'Bearer phone' };
    const slow = await startApiProcess(['--db', db, '--lock-ms', String(LOCK_MS), '--payco-latency-ms', '60000']);
    const lost = post(`${slow.url}/checkout`, order, key).catch((error: unknown) => error);
    // PayCo has charged; the answer is still on its way back when the server dies.
    await expect.poll(async () => (await (await fetch(`${slow.url}/charges`)).json()) as unknown[], { timeout: 10_000 }).toHaveLength(1);
    slow.child.kill('SIGKILL');
    expect(await slow.exited).toBeNull();
    expect(await lost).toBeInstanceOf(Error); // the client never got its answer

    const restarted = await startApiProcess(['--db', db, '--lock-ms', String(LOCK_MS)]);
    try {
      // A client that reconciles instead of retrying learns the truth from PayCo's ledger: paid, though no answer was saved.
      const asked = await fetch(`${restarted.url}/orders/o7`, { headers: { authorization: 'Bearer phone' } });
      expect(await asked.json()).toEqual({ orderId: 'o7', status: 'paid', chargeIds: ['ch_1'] });
      const [row] = (await (await fetch(`${restarted.url}/keys`)).json()) as { status: string; locked_at: number }[];
      expect(row).toMatchObject({ status: 'in_flight' }); // the dead server's claim survived the crash
      const sentAt = Date.now();
      const early = await post(`${restarted.url}/checkout`, order, key);
      if (sentAt - row!.locked_at < LOCK_MS - 500) {
        expect(early.status).toBe(409); // the lock is still fresh: nobody may run the work yet
        expect(early.headers.get('retry-after')).toMatch(/^[1-3]$/);
      }
      let answer: Response | undefined;
      await expect
        .poll(async () => (answer = await post(`${restarted.url}/checkout`, order, key)).status, { timeout: LOCK_MS + 10_000, interval: 250 })
        .toBe(201);
      expect(await answer!.json()).toMatchObject({ orderId: 'o7', chargeId: 'ch_1', amount: 12000 });
      expect(await (await fetch(`${restarted.url}/charges`)).json()).toHaveLength(1);
      const replay = await post(`${restarted.url}/checkout`, order, key);
      expect(replay.headers.get('idempotency-replayed')).toBe('true');
    } finally {
      restarted.child.kill('SIGINT');
      await restarted.exited;
    }
  }, 40_000);

  it('Ctrl-C closes cleanly and checkpoints the WAL into the database file', async () => {
    const db = join(dir, 'sigint.sqlite');
    const api = await startApiProcess(['--db', db]);
    expect((await post(`${api.url}/loans`, LOAN, { 'idempotency-key': 'c1' })).status).toBe(201);
    expect(statSync(`${db}-wal`).size).toBeGreaterThan(0); // the loan is in the WAL so far
    api.child.kill('SIGINT');
    expect(await api.exited).toBe(0);
    expect(api.stdout()).toMatch(/closed cleanly; WAL checkpointed/);
    expect(existsSync(`${db}-wal`) ? statSync(`${db}-wal`).size : 0).toBe(0);
    const file = new Database(db, { readonly: true });
    expect(file.prepare('SELECT COUNT(*) AS n FROM loan').get()).toEqual({ n: 1 });
    file.close();
  }, 30_000);

  it('refuses a busy port, an unusable or locked database and bad flags in one line, exit 2, no stack trace', async () => {
    const busy = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => busy.once('listening', resolve));
    const port = (busy.address() as { port: number }).port;
    const locked = join(dir, 'locked.sqlite');
    const holder = new Database(locked);
    holder.exec('BEGIN EXCLUSIVE');
    try {
      const runs: [string[], RegExp][] = [
        [['--port', String(port), '--db', join(dir, 'port.sqlite')], new RegExp(`port ${port} is already in use`)],
        [['--db', join(dir, 'no-such-folder', 'x.sqlite')], /cannot open .*no-such-folder.*: its folder does not exist$/m],
        [['--db', dir], /cannot open .* for writing: is it a folder, or is its folder read-only\?/],
        [['--db', locked, '--busy-ms', '100'], /is locked by another program/],
        [['--port', 'eighty'], /--port must be a whole number from 0 to 65535/],
        [['--colour'], /Unknown option '--colour'/],
      ];
      const results = await Promise.all(runs.map(async ([args]) => {
        const api = spawnApiProcess(args);
        return { code: await api.exited, err: api.stderr() };
      }));
      results.forEach(({ code, err }, i) => {
        expect(code, runs[i]![0].join(' ')).toBe(2);
        expect(err).toMatch(runs[i]![1]);
        expect(err.trim().split('\n')).toHaveLength(1);
        expect(err).not.toMatch(/\n\s+at /);
      });
    } finally {
      holder.exec('ROLLBACK');
      holder.close();
      busy.close();
    }
  }, 30_000);
});
