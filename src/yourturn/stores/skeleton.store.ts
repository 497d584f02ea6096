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
    const lockedAt = this.now();

    // 1. Complete the claim: what does the INSERT do when the key is taken,
    //    and what tells you the row is yours?
    const claimed = this.db.prepare(`
      INSERT INTO idempotency_keys
        (key, fingerprint, status, locked_at)
      VALUES (?, ?, 'in_flight', ?)
      ON CONFLICT(key) DO ____`)
      .run(key, fp, lockedAt).____ === 1;

    if (!claimed) {
      // 2. Complete the first three checks.
      const row = undefined as Row | undefined; // SELECT … WHERE key = ?
      if (!row) throw new ConflictError();
      if (row.fingerprint !== fp)                       // HTTP ___
        throw new MismatchError();
      if (row.status === '')
        return JSON.parse(row.response!) as T;
      if (lockedAt - row.locked_at < this.lockMs)       // HTTP ___
        throw new ConflictError();
      // 3. Yours to write: the lock is stale, so take it over with compare-and-set
      //    (UPDATE … WHERE locked_at = <the old value>); lost the race ⇒ ConflictError.
      throw new ConflictError();
    }

    // 4. Yours to write: if the work throws, release the claim (fenced: only while
    //    the row still carries your locked_at), then throw the error on.
    const result = await work();

    // The save, fenced: 0 rows changed means you lost the lock, and the new owner's answer stands.
    const saved = this.db.prepare(`
      UPDATE idempotency_keys SET status = 'done', response = ?
      WHERE key = ? AND status = 'in_flight' AND locked_at = ?`)
      .run(JSON.stringify(result), key, lockedAt).changes === 1;
    if (!saved) throw new ConflictError();
    return result;
  }
}
