import { describe, expect, it } from 'vitest';
import { connectionFor } from '../core/sqlite/connection';
import { testDatabase } from '../core/testing/testDatabase';
import { learnerDb, type StatementCall } from './learnerDb';

describe('the learner’s db (node:sqlite’s DatabaseSync shape over sql.js)', () => {
  it('runs the seed’s four-column claim unchanged; created_at is the claim’s locked_at', async () => {
    const raw = await testDatabase();
    const db = learnerDb(raw, connectionFor(raw));
    const claim = db.prepare(`INSERT INTO idempotency_keys (key, fingerprint, status, locked_at) VALUES (?, ?, 'in_flight', ?) ON CONFLICT(key) DO NOTHING`);
    expect(claim.run('k1', 'fp', 1000)).toEqual({ changes: 1, lastInsertRowid: 1 });
    expect(claim.run('k1', 'fp', 2000).changes).toBe(0);
    expect(db.prepare('SELECT key, locked_at, created_at FROM idempotency_keys WHERE key = ?').get('k1')).toEqual({ key: 'k1', locked_at: 1000, created_at: 1000 });
    expect(db.prepare('SELECT * FROM idempotency_keys WHERE key = ?').get('nope')).toBeUndefined();
    expect(db.prepare('SELECT key FROM idempotency_keys').all()).toEqual([{ key: 'k1' }]);
  });

  it('gives each process its own lastInsertRowid, as each has its own connection in node:sqlite', async () => {
    const raw = await testDatabase();
    const [one, two] = [learnerDb(raw, connectionFor(raw)), learnerDb(raw, connectionFor(raw))];
    const claim = `INSERT INTO idempotency_keys (key, fingerprint, status, locked_at) VALUES (?, 'fp', 'in_flight', 1) ON CONFLICT(key) DO NOTHING`;
    expect(one.prepare(claim).run('k1').lastInsertRowid).toBe(1);
    expect(two.prepare(claim).run('k2').lastInsertRowid).toBe(2);
    // An UPDATE, and an INSERT that inserted nothing, leave it as it was.
    expect(one.prepare(`UPDATE idempotency_keys SET locked_at = 2 WHERE key = ?`).run('k2')).toEqual({ changes: 1, lastInsertRowid: 1 });
    expect(one.prepare(claim).run('k2')).toEqual({ changes: 0, lastInsertRowid: 1 });
  });

  it('tells the harness each statement inside its call, and lets it refuse one before it runs', async () => {
    const raw = await testDatabase();
    const seen: StatementCall[] = [];
    let dead = false;
    const db = learnerDb(raw, connectionFor(raw), {
      before: () => {
        if (dead) throw new Error('died');
      },
      after: (call) => seen.push(call),
    });
    db.prepare(`INSERT INTO idempotency_keys (key, fingerprint, status, locked_at) VALUES ('k', 'f', 'in_flight', 1)`).run();
    db.prepare('SELECT * FROM idempotency_keys').all();
    expect(seen.map((c) => [c.verb, c.keys, c.changes, c.rows.length])).toEqual([
      ['insert', true, 1, 0],
      ['select', true, 0, 1],
    ]);
    dead = true;
    expect(() => db.prepare('DELETE FROM idempotency_keys').run()).toThrow('died');
    expect(connectionFor(raw).peek('SELECT * FROM idempotency_keys')).toHaveLength(1);
  });

  it('refuses what node:sqlite refuses, with its words, and SQL that does not compile at prepare()', async () => {
    const raw = await testDatabase();
    const db = learnerDb(raw, connectionFor(raw));
    const select = db.prepare('SELECT * FROM idempotency_keys WHERE key = ?');
    expect(() => select.get(undefined)).toThrow('Provided value cannot be bound to SQLite parameter 1.');
    expect(() => select.get({ key: 'k1' })).toThrow(/Named parameters/);
    expect(() => db.prepare('SELEC nothing')).toThrow(/syntax error/);
  });

  it('runs exec() statement by statement, so a DROP TABLE is seen like any other', async () => {
    const raw = await testDatabase();
    const seen: string[] = [];
    const db = learnerDb(raw, connectionFor(raw), { after: (call) => seen.push(call.sql) });
    db.exec('CREATE TABLE t (a); DROP TABLE idempotency_keys');
    expect(seen.map((sql) => sql.trim())).toEqual(['CREATE TABLE t (a);', 'DROP TABLE idempotency_keys']);
  });
});
