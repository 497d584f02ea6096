import type { Database } from 'sql.js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PayCo } from '../provider/PayCo';
import { connectionFor } from '../sqlite/connection';
import { manualClock, testDatabase } from '../testing/testDatabase';
import { StepScheduler } from '../testing/stepScheduler';
import { ConflictError, IdempotencyStore, MismatchError, createSchema, fingerprint, type IdempotencyRow, type StoreOptions } from './index';

const LOCK_MS = 5_000;
const cart = { orderId: 'o1', cart: { scarf: 1 } };

let db: Database;
let clock: ReturnType<typeof manualClock>;

beforeEach(async () => {
  db = await testDatabase();
  clock = manualClock();
});

function store(options: Partial<StoreOptions> = {}): IdempotencyStore {
  return new IdempotencyStore(db, { lockMs: LOCK_MS, now: clock.now, ...options });
}

function row(key: string): IdempotencyRow | undefined {
  return connectionFor(db).peek<IdempotencyRow>('SELECT * FROM idempotency_keys WHERE key = ?', [key])[0];
}

function rowCount(): number {
  return connectionFor(db).peek<{ n: number }>('SELECT COUNT(*) AS n FROM idempotency_keys')[0]!.n;
}

describe('IdempotencyStore.run', () => {
  it('claims a new key, runs the work once and saves its answer as done', async () => {
    const work = vi.fn(async () => ({ chargeId: 'ch_1' }));
    await expect(store().run('k1', cart, work)).resolves.toEqual({ chargeId: 'ch_1' });
    expect(work).toHaveBeenCalledTimes(1);
    expect(row('k1')).toMatchObject({ status: 'done', response: '{"chargeId":"ch_1"}', locked_at: 1_000, fingerprint: fingerprint(cart) });
  });

  it('replays the saved response and never calls the work again', async () => {
    await store().run('k1', cart, async () => ({ chargeId: 'ch_1' }));
    const again = vi.fn(async () => ({ chargeId: 'ch_2' }));
    clock.advance(60_000);
    await expect(store().run('k1', cart, again)).resolves.toEqual({ chargeId: 'ch_1' });
    expect(again).not.toHaveBeenCalled();
  });

  it('rejects the same key with other parameters (422) before looking at the lock, and leaves the row alone', async () => {
    await store().run('k1', cart, async () => 'first');
    const other = vi.fn(async () => 'second');
    const error = await store().run('k1', { ...cart, cart: { hat: 1 } }, other).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MismatchError);
    expect((error as MismatchError).status).toBe(422);
    expect(other).not.toHaveBeenCalled();
    expect(row('k1')!.response).toBe('"first"');

    // Still a mismatch while the key is in flight: parameters are checked before the lock.
    const s = new StepScheduler();
    const holder = store({ pause: s.hook('holder') });
    await s.start('holder', () => holder.run('k2', cart, async () => 'x'));
    await s.step('holder'); // claimed, parked before work
    await expect(store().run('k2', { other: true }, other)).rejects.toBeInstanceOf(MismatchError);
  });

  it('answers 409 while another request holds a fresh lock', async () => {
    const s = new StepScheduler();
    const first = store({ pause: s.hook('first') });
    await s.start('first', () => first.run('k1', cart, async () => 'one'));
    expect(await s.step('first')).toBe('work'); // claimed; about to work
    clock.advance(LOCK_MS - 1);
    const error = await store().run('k1', cart, async () => 'two').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ status: 409, reason: 'in_flight', retryAfterMs: 1 });
  });

  it('takes over a lock that is stale at exactly lockMs, moving locked_at to now', async () => {
    const s = new StepScheduler();
    const dead = store({ pause: s.hook('dead') });
    await s.start('dead', () => dead.run('k1', cart, async () => 'never saved'));
    await s.step('dead'); // claimed at 1000, then never resumed: it died
    clock.advance(LOCK_MS);
    const work = vi.fn(async () => 'rescued');
    await expect(store().run('k1', cart, work)).resolves.toBe('rescued');
    expect(work).toHaveBeenCalledTimes(1);
    expect(row('k1')).toMatchObject({ status: 'done', response: '"rescued"', locked_at: 1_000 + LOCK_MS });
  });

  it('lets only one of two retries take over a stale lock (compare-and-set); the other gets 409', async () => {
    await deadClaim('k1');
    clock.advance(LOCK_MS);
    const s = new StepScheduler();
    const a = store({ pause: s.hook('a') });
    const b = store({ pause: s.hook('b') });
    await s.start('a', () => a.run('k1', cart, async () => 'a'));
    await s.start('b', () => b.run('k1', cart, async () => 'b'));
    expect(await s.step('a')).toBe('read');
    expect(await s.step('a')).toBe('takeover'); // a saw the stale lock
    expect(await s.step('b')).toBe('read');
    expect(await s.step('b')).toBe('takeover'); // b saw it too
    clock.advance(1);
    expect(await s.step('b')).toBe('work'); // b took over first
    expect(await s.step('a')).toBe('failed'); // a's compare-and-set changed 0 rows
    await expect(s.result('a')).rejects.toMatchObject({ status: 409, reason: 'takeover_lost' });
    expect(await s.finish('b')).toBe('done');
    expect(row('k1')!.response).toBe('"b"');
  });

  it('releases the claim when the work throws, so a retry runs the work again', async () => {
    await expect(store().run('k1', cart, async () => Promise.reject(new Error('PayCo timed out')))).rejects.toThrow('PayCo timed out');
    expect(row('k1')).toBeUndefined();
    await expect(store().run('k1', cart, async () => 'second try')).resolves.toBe('second try');
  });

  it('survives a restart: a new store over the same database sees what the old one wrote', async () => {
    await store().run('k1', cart, async () => ({ chargeId: 'ch_1' }));
    await deadClaim('k2');
    const restarted = new IdempotencyStore(db, { lockMs: LOCK_MS, now: clock.now });
    createSchema(db); // the restart runs its migrations again; nothing is lost
    await expect(restarted.run('k1', cart, async () => 'new')).resolves.toEqual({ chargeId: 'ch_1' });
    await expect(restarted.run('k2', cart, async () => 'new')).rejects.toMatchObject({ reason: 'in_flight' });
  });

  it('recovers from a crash after the charge: the retry takes over after lockMs and PayCo replays charge:o1', async () => {
    const payco = new PayCo(db, clock.now);
    const checkout = () => payco.charge({ orderId: 'o1', amount: 1500, idempotencyKey: 'charge:o1' });
    const s = new StepScheduler();
    const crashing = store({ pause: s.hook('crashing') });
    await s.start('crashing', () => crashing.run('k1', cart, async () => checkout()));
    expect(await s.step('crashing')).toBe('work');
    expect(await s.step('crashing')).toBe('save'); // charged at PayCo, then the process died before saving
    expect(row('k1')).toMatchObject({ status: 'in_flight', response: null }); // nothing saved: the key is still held
    const charges = () => connectionFor(db).peek('SELECT * FROM payco_charges');
    expect(charges()).toHaveLength(1);

    await expect(store().run('k1', cart, async () => checkout())).rejects.toMatchObject({ status: 409 }); // still fresh
    clock.advance(LOCK_MS);
    const answer = await store().run('k1', cart, async () => checkout());
    expect(answer).toEqual({ id: 'ch_1', orderId: 'o1', amount: 1500, replayed: true });
    expect(charges()).toHaveLength(1);
    expect(row('k1')).toMatchObject({ status: 'done', locked_at: 1_000 + LOCK_MS });
  });

  describe('fencing', () => {
    it('fences off a slow worker whose save comes after a takeover: 0 rows changed, 409, the new answer stands', async () => {
      const s = new StepScheduler();
      const slow = store({ pause: s.hook('slow') });
      await s.start('slow', () => slow.run('k1', cart, async () => 'slow answer'));
      await s.step('slow'); // claimed at 1000
      expect(await s.step('slow')).toBe('save'); // worked, then froze (a long GC pause)
      clock.advance(LOCK_MS + 10);
      await expect(store().run('k1', cart, async () => 'new answer')).resolves.toBe('new answer');
      expect(await s.step('slow')).toBe('failed');
      await expect(s.result('slow')).rejects.toMatchObject({ status: 409, reason: 'lock_lost' });
      expect(row('k1')).toMatchObject({ status: 'done', response: '"new answer"', locked_at: 1_000 + LOCK_MS + 10 });
    });

    it('fences off a slow worker whose work fails after a takeover: its release deletes nothing', async () => {
      const s = new StepScheduler();
      const slow = store({ pause: s.hook('slow') });
      const fresh = store({ pause: s.hook('fresh') });
      let failSlowWork: (e: Error) => void = () => {};
      await s.start('slow', () => slow.run('k1', cart, () => new Promise((_, reject) => (failSlowWork = reject))));
      await s.step('slow'); // claimed; now working, slowly
      s.step('slow').catch(() => {});
      clock.advance(LOCK_MS);
      await s.start('fresh', () => fresh.run('k1', cart, async () => 'fresh answer'));
      expect(await s.step('fresh')).toBe('read');
      expect(await s.step('fresh')).toBe('takeover');
      expect(await s.step('fresh')).toBe('work'); // the new owner holds the lock
      failSlowWork(new Error('PayCo said 500'));
      await vi.waitFor(() => expect(s.step('slow')).resolves.toBe('failed'));
      await expect(s.result('slow')).rejects.toThrow('PayCo said 500');
      expect(row('k1')).toMatchObject({ status: 'in_flight', locked_at: 1_000 + LOCK_MS }); // the new claim survived
      expect(await s.finish('fresh')).toBe('done');
      expect(row('k1')!.response).toBe('"fresh answer"');
    });
  });
});

describe('the teaching variants break as the lesson says', () => {
  it('SELECT-then-INSERT charges twice on a double click', async () => {
    const payco = new PayCo(db, clock.now);
    const s = new StepScheduler();
    const variant = { claim: 'select-then-insert' } as const;
    const left = store({ pause: s.hook('left'), variant });
    const right = store({ pause: s.hook('right'), variant });
    const charge = async () => payco.charge({ orderId: 'o1', amount: 1500 });
    await s.start('left', () => left.run('k1', cart, charge));
    await s.start('right', () => right.run('k1', cart, charge));
    await s.step('left'); // left looked up: no row
    await s.step('right'); // right looked up: no row either — the gap
    await s.finish('left');
    await s.finish('right');
    expect(connectionFor(db).peek('SELECT * FROM payco_charges')).toHaveLength(2);
    expect(rowCount()).toBe(1);
  });

  it('the same double click with the atomic claim charges once and answers the other 409', async () => {
    const payco = new PayCo(db, clock.now);
    const s = new StepScheduler();
    const charge = async () => payco.charge({ orderId: 'o1', amount: 1500 });
    await s.start('left', () => store({ pause: s.hook('left') }).run('k1', cart, charge));
    await s.start('right', () => store({ pause: s.hook('right') }).run('k1', cart, charge));
    expect(await s.step('left')).toBe('work'); // left's INSERT claimed the key
    expect(await s.step('right')).toBe('read'); // right's INSERT changed 0 rows
    expect(await s.step('right')).toBe('failed'); // and the row it read is in flight
    await expect(s.result('right')).rejects.toMatchObject({ status: 409, reason: 'in_flight' });
    await s.finish('left');
    await expect(store().run('k1', cart, charge)).resolves.toMatchObject({ id: 'ch_1' }); // the retry replays
    expect(connectionFor(db).peek('SELECT * FROM payco_charges')).toHaveLength(1);
  });

  it('a blind takeover lets two retries both take over a stale lock and both run the work', async () => {
    await deadClaim('k1');
    clock.advance(LOCK_MS);
    const s = new StepScheduler();
    const variant = { takeover: 'blind' } as const;
    const work = vi.fn(async () => 'ran');
    await s.start('a', () => store({ pause: s.hook('a'), variant }).run('k1', cart, work));
    await s.start('b', () => store({ pause: s.hook('b'), variant }).run('k1', cart, work));
    await s.step('a');
    await s.step('a'); // a: stale, about to take over
    await s.step('b');
    await s.step('b'); // b: stale too
    expect(await s.step('a')).toBe('work');
    expect(await s.step('b')).toBe('work'); // with compare-and-set this would have failed
    await s.finish('b');
    await s.finish('a').catch(() => {});
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('without fencing a slow worker overwrites the new owner’s saved answer', async () => {
    const s = new StepScheduler();
    const variant = { fencing: false } as const;
    const slow = store({ pause: s.hook('slow'), variant });
    await s.start('slow', () => slow.run('k1', cart, async () => 'stale answer'));
    await s.step('slow');
    expect(await s.step('slow')).toBe('save');
    clock.advance(LOCK_MS);
    await store({ variant }).run('k1', cart, async () => 'new answer');
    expect(await s.step('slow')).toBe('done'); // no 409: nothing stopped it
    expect(row('k1')!.response).toBe('"stale answer"');
  });
});

describe('runAtomically (the library story: the work is in the same database)', () => {
  const loans = () => connectionFor(db).peek('SELECT * FROM loan');
  const lend = (member: string) => () => {
    connectionFor(db).run('INSERT INTO loan (member) VALUES (?)', [member]);
    return { loan: loans().length };
  };
  beforeEach(() => db.exec('CREATE TABLE loan (id INTEGER PRIMARY KEY, member TEXT)'));

  it('rolls back the claim together with the work when the work fails, leaving nothing half-done', async () => {
    const s = store();
    await expect(
      s.runAtomically('k1', cart, () => {
        lend('U-1001')();
        throw new Error('crashed mid-transaction');
      }),
    ).rejects.toThrow('crashed mid-transaction');
    expect(loans()).toHaveLength(0);
    expect(row('k1')).toBeUndefined();
    await expect(s.runAtomically('k1', cart, () => 'loaned')).resolves.toBe('loaned');
    await expect(s.runAtomically('k1', cart, () => 'again')).resolves.toBe('loaned');
  });

  it('has no await point between the claim and the save: two requests started together make one loan', async () => {
    const s = new StepScheduler();
    expect(await s.start('a', () => store({ pause: s.hook('a') }).runAtomically('k1', cart, lend('U-1001')))).toBe('done');
    expect(await s.start('b', () => store({ pause: s.hook('b') }).runAtomically('k1', cart, lend('U-1001')))).toBe('done');
    expect(loans()).toHaveLength(1);
    await expect(s.result('b')).resolves.toEqual({ loan: 1 });
  });

  it('SELECT-then-INSERT: with a wait after the look-up, both requests see “no key” and both create a loan', async () => {
    const s = new StepScheduler();
    const variant = { claim: 'select-then-insert' } as const;
    await s.start('a', () => store({ pause: s.hook('a'), variant }).runAtomically('k1', cart, lend('U-1001')));
    await s.start('b', () => store({ pause: s.hook('b'), variant }).runAtomically('k1', cart, lend('U-1001')));
    expect(await s.step('a')).toBe('work'); // a looked: no row
    expect(await s.step('b')).toBe('work'); // b looked: no row either — the gap
    await s.finish('a');
    await s.finish('b');
    expect(loans()).toHaveLength(2);
    expect(row('k1')).toMatchObject({ status: 'done', response: '{"loan":2}' }); // b's INSERT OR REPLACE wrote over a's answer
    // A later retry replays whichever answer was saved last.
    await expect(store({ variant }).runAtomically('k1', cart, lend('U-1001'))).resolves.toEqual({ loan: 2 });
  });

  it('takes a stale lock over inside its transaction; a blind takeover or an unfenced save cannot race there', async () => {
    const outcomes: unknown[] = [];
    for (const variant of [{}, { takeover: 'blind' }, { fencing: false }] as const) {
      db.exec('DELETE FROM idempotency_keys; DELETE FROM loan;');
      await deadClaim('k1'); // a PayFlow-style run() died holding the key
      clock.advance(LOCK_MS);
      const steps: string[] = [];
      const answer = await store({ variant, onStep: (s) => steps.push(s.step) }).runAtomically('k1', cart, lend('U-1001'));
      outcomes.push({ answer, steps, row: { ...row('k1'), locked_at: 0, created_at: 0 }, loans: loans().length });
    }
    expect(outcomes[0]).toMatchObject({ answer: { loan: 1 }, steps: ['stale', 'took-over', 'saved'], loans: 1 });
    expect(outcomes[1]).toEqual(outcomes[0]);
    expect(outcomes[2]).toEqual(outcomes[0]);
  });
});

describe('prune (retention)', () => {
  it('deletes done keys older than the window and never a live lease; a pruned key is then a new operation', async () => {
    await store().run('old', cart, async () => 'old answer');
    await deadClaim('live');
    clock.advance(7 * 86_400_000);
    await store().run('recent', cart, async () => 'recent answer');
    expect(store().prune(7 * 86_400_000)).toBe(1);
    expect(row('old')).toBeUndefined();
    expect(row('live')).toMatchObject({ status: 'in_flight' });
    expect(row('recent')).toMatchObject({ status: 'done' });
    await expect(store().run('old', cart, async () => 'a second operation')).resolves.toBe('a second operation');
  });
});

describe('fingerprint', () => {
  it('ignores object key order at any depth but keeps array order', () => {
    expect(fingerprint({ a: 1, b: { c: [1, 2], d: { e: 1, f: 2 } } })).toBe(fingerprint({ b: { d: { f: 2, e: 1 }, c: [1, 2] }, a: 1 }));
    expect(fingerprint({ cart: [1, 2] })).not.toBe(fingerprint({ cart: [2, 1] }));
    expect(fingerprint({ a: 1 })).not.toBe(fingerprint({ a: '1' }));
  });

  it('keeps a __proto__ key (as JSON.parse makes it), so it tells two bodies apart', () => {
    const withProto = JSON.parse('{"cart":{"__proto__":{"coat":1},"hat":1}}') as unknown;
    expect(fingerprint(withProto)).toBe('{"cart":{"__proto__":{"coat":1},"hat":1}}');
    expect(fingerprint(withProto)).not.toBe(fingerprint({ cart: { hat: 1 } }));
    expect(fingerprint(withProto)).not.toBe(fingerprint(JSON.parse('{"cart":{"__proto__":{"coat":2},"hat":1}}')));
  });
});

describe('keys are data, never SQL', () => {
  it('stores a key that contains SQL as text and the table survives', async () => {
    const key = `k'); DROP TABLE idempotency_keys; --`;
    await store().run(key, cart, async () => 'ok');
    expect(row(key)).toMatchObject({ key, status: 'done' });
    expect(rowCount()).toBe(1);
  });
});

/** A claim by a worker that then died: the row stays in_flight with locked_at = now. */
async function deadClaim(key: string): Promise<void> {
  const s = new StepScheduler();
  const dead = store({ pause: s.hook('dead') });
  await s.start('dead', () => dead.run(key, cart, async () => 'never'));
  await s.step('dead');
}

describe('Connection', () => {
  it('reports 0 changes for statements that write no rows, not the previous write’s count', async () => {
    const sql = connectionFor(db);
    const seen: number[] = [];
    sql.observe((e) => seen.push(e.changes));
    sql.transaction(() => sql.run(`INSERT INTO idempotency_keys (key, fingerprint, status, locked_at, created_at) VALUES ('k', 'f', 'done', 1, 1)`));
    sql.observe(undefined);
    expect(seen).toEqual([0, 1, 0]); // BEGIN, INSERT, COMMIT
  });
});
