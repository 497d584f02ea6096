/**
 * Broken stores for the harness's own tests: the reference solution with one of the lesson's mistakes
 * in it, each written as the few lines it changes (so no store is a copy of another). Each patch must
 * apply exactly once: a reference that drifts from a patch fails `brokenStore`, not silently.
 */
import reference from '../stores/reference.store.ts?raw';

/** The mistakes, by name: the lesson's teaching variants first, then three more. */
export const BROKEN_STORES = {
  /** SELECT, then INSERT at once: no await between, so only a request started inside the SELECT catches it. */
  'select-then-insert': [
    [
      `const claimed = this.db.prepare(\`
      INSERT INTO idempotency_keys
        (key, fingerprint, status, locked_at)
      VALUES (?, ?, 'in_flight', ?)
      ON CONFLICT(key) DO NOTHING\`)
      .run(key, fp, lockedAt).changes === 1;`,
      `const existing = this.db.prepare('SELECT * FROM idempotency_keys WHERE key = ?').get(key);
    if (!existing) this.db.prepare(\`INSERT OR REPLACE INTO idempotency_keys (key, fingerprint, status, locked_at)
      VALUES (?, ?, 'in_flight', ?)\`).run(key, fp, lockedAt);
    const claimed = !existing;`,
    ],
  ],
  /** SELECT, an await (a call elsewhere), then INSERT: the seed's tempting version. */
  'select-await-insert': [
    [
      `const claimed = this.db.prepare(\`
      INSERT INTO idempotency_keys
        (key, fingerprint, status, locked_at)
      VALUES (?, ?, 'in_flight', ?)
      ON CONFLICT(key) DO NOTHING\`)
      .run(key, fp, lockedAt).changes === 1;`,
      `const existing = this.db.prepare('SELECT * FROM idempotency_keys WHERE key = ?').get(key);
    if (!existing) await Promise.resolve('look the customer up');
    if (!existing) this.db.prepare(\`INSERT OR REPLACE INTO idempotency_keys (key, fingerprint, status, locked_at)
      VALUES (?, ?, 'in_flight', ?)\`).run(key, fp, lockedAt);
    const claimed = !existing;`,
    ],
  ],
  /** The takeover's UPDATE does not ask for the old locked_at, and nothing awaits before it. */
  'blind-takeover': [
    [
      `UPDATE idempotency_keys SET locked_at = ?
        WHERE key = ? AND status = 'in_flight' AND locked_at = ?\`)
        .run(lockedAt, key, row.locked_at)`,
      `UPDATE idempotency_keys SET locked_at = ?
        WHERE key = ?\`)
        .run(lockedAt, key)`,
    ],
  ],
  /** Save and release do not ask for the worker's own locked_at. */
  'no-fencing': [
    [
      `DELETE FROM idempotency_keys
        WHERE key = ? AND status = 'in_flight' AND locked_at = ?\`)
        .run(key, lockedAt);`,
      `DELETE FROM idempotency_keys
        WHERE key = ?\`)
        .run(key);`,
    ],
    [
      `UPDATE idempotency_keys SET status = 'done', response = ?
      WHERE key = ? AND status = 'in_flight' AND locked_at = ?\`)
      .run(JSON.stringify(result), key, lockedAt)`,
      `UPDATE idempotency_keys SET status = 'done', response = ?
      WHERE key = ?\`)
      .run(JSON.stringify(result), key)`,
    ],
  ],
  /** The save is fenced by status alone (issue 55): a slow worker's save lands while the new owner still works. */
  'status-only-save': [
    [
      `UPDATE idempotency_keys SET status = 'done', response = ?
      WHERE key = ? AND status = 'in_flight' AND locked_at = ?\`)
      .run(JSON.stringify(result), key, lockedAt)`,
      `UPDATE idempotency_keys SET status = 'done', response = ?
      WHERE key = ? AND status = 'in_flight'\`)
      .run(JSON.stringify(result), key)`,
    ],
  ],
  /** The fingerprint is never compared: other params get the saved answer. */
  'no-mismatch-check': [
    [
      `if (row.fingerprint !== fp)                       // HTTP 422
        throw new MismatchError();
      `,
      '',
    ],
  ],
  /** A failed work leaves its claim in_flight: retries meet 409 until lockMs is over. */
  'no-release': [
    [
      `let result: T;
    try {
      result = await work();
    } catch (error) {
      // release, fenced: only while the row still carries my locked_at
      this.db.prepare(\`
        DELETE FROM idempotency_keys
        WHERE key = ? AND status = 'in_flight' AND locked_at = ?\`)
        .run(key, lockedAt);
      throw error;
    }`,
      'const result = await work();',
    ],
  ],
  /** The row is looked up by its fingerprint, not its key: another key's answer is replayed. */
  'wrong-row': [["'SELECT * FROM idempotency_keys WHERE key = ?').get(key)", "'SELECT * FROM idempotency_keys WHERE fingerprint = ?').get(fp)"]],
} as const satisfies Record<string, readonly (readonly [string, string])[]>;

export type BrokenStore = keyof typeof BROKEN_STORES;

/** The reference solution's text. */
export const REFERENCE = reference;

/** The reference with `name`'s mistake in it. */
export function brokenStore(name: BrokenStore): string {
  let code = reference;
  for (const [from, to] of BROKEN_STORES[name]) {
    const at = code.indexOf(from);
    if (at < 0 || code.indexOf(from, at + 1) >= 0) throw new Error(`${name}: its patch does not apply once to the reference`);
    code = code.slice(0, at) + to + code.slice(at + from.length);
  }
  return code;
}
