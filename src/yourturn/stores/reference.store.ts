import { fingerprint, ConflictError, MismatchError } from 'cloakroom';

/** A row of idempotency_keys, as SELECT returns it. */
interface Row {
  key: string;
  fingerprint: string;
  status: 'in_flight' | 'done';
  response: string | null;
  locked_at: number;
}

/** What the store uses of node:sqlite's DatabaseSync. */
interface Db {
  prepare(sql: string): {
    run(...values: unknown[]): { changes: number };
    get(...values: unknown[]): unknown;
  };
}

export class IdempotencyStore {
  private readonly lockMs: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    options: { lockMs: number; now: () => number },
  ) {
    this.lockMs = options.lockMs;
    this.now = options.now;
  }

  async run<T>(key: string, params: unknown, work: () => Promise<T>): Promise<T> {
    const fp = fingerprint(params);
    let lockedAt = this.now();

    const claimed = this.db.prepare(`
      INSERT INTO idempotency_keys
        (key, fingerprint, status, locked_at)
      VALUES (?, ?, 'in_flight', ?)
      ON CONFLICT(key) DO NOTHING`)
      .run(key, fp, lockedAt).changes === 1;

    if (!claimed) {
      const row = this.db.prepare('SELECT * FROM idempotency_keys WHERE key = ?').get(key) as Row | undefined;
      if (!row) throw new ConflictError(); // released between our INSERT and our SELECT: retry
      if (row.fingerprint !== fp)                       // HTTP 422
        throw new MismatchError();
      if (row.status === 'done')
        return JSON.parse(row.response!) as T;
      if (lockedAt - row.locked_at < this.lockMs)       // HTTP 409
        throw new ConflictError();
      // stale: take over with compare-and-set on the old locked_at
      lockedAt = Math.max(lockedAt, row.locked_at + 1);
      const tookOver = this.db.prepare(`
        UPDATE idempotency_keys SET locked_at = ?
        WHERE key = ? AND status = 'in_flight' AND locked_at = ?`)
        .run(lockedAt, key, row.locked_at).changes === 1;
      if (!tookOver) throw new ConflictError();         // another retry took it first
    }

    let result: T;
    try {
      result = await work();
    } catch (error) {
      // release, fenced: only while the row still carries my locked_at
      this.db.prepare(`
        DELETE FROM idempotency_keys
        WHERE key = ? AND status = 'in_flight' AND locked_at = ?`)
        .run(key, lockedAt);
      throw error;
    }

    // save, fenced: 0 rows changed means I lost the lock, and the new owner's answer stands
    const saved = this.db.prepare(`
      UPDATE idempotency_keys SET status = 'done', response = ?
      WHERE key = ? AND status = 'in_flight' AND locked_at = ?`)
      .run(JSON.stringify(result), key, lockedAt).changes === 1;
    if (!saved) throw new ConflictError();
    return result;
  }
}
