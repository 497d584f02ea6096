import type { Database } from 'sql.js';
import { connectionFor, type Connection } from '../sqlite/connection';

/** PayCo's ledger: one row per real charge; `idempotency_key` is PayCo's own key (e.g. `charge:o1`). */
export const PAYCO_CHARGES_DDL = `CREATE TABLE IF NOT EXISTS payco_charges (
  id              TEXT PRIMARY KEY,
  idempotency_key TEXT UNIQUE,
  order_id        TEXT NOT NULL,
  amount          INTEGER NOT NULL,
  created_at      INTEGER NOT NULL
)`;

/** A charge as PayCo reports it. `replayed` is true when PayCo answered from its own key instead of charging. */
export interface Charge {
  id: string;
  orderId: string;
  amount: number;
  replayed: boolean;
}

/** A charge in PayCo's ledger, as a look-up lists it. */
export type HeldCharge = Omit<Charge, 'replayed'>;

export interface ChargeRequest {
  orderId: string;
  /** Minor units (cents). */
  amount: number;
  /** PayCo's idempotency key; without one every call is a new charge. */
  idempotencyKey?: string | undefined;
}

interface ChargeRow {
  id: string;
  order_id: string;
  amount: number;
}

/**
 * The payment provider, as a real SQL ledger living in the same database file as the shop (a
 * simulation convenience: the shop's transactions still never include it). It honours its own
 * idempotency keys like Stripe: the same key returns the original charge, not a new one.
 */
export class PayCo {
  private readonly sql: Connection;

  /** `db` is sql.js in the page, or a `Connection` over native SQLite on the server. */
  constructor(
    db: Database | Connection,
    private readonly now: () => number,
  ) {
    this.sql = connectionFor(db);
    db.exec(PAYCO_CHARGES_DDL);
  }

  charge(request: ChargeRequest): Charge {
    if (!Number.isInteger(request.amount) || request.amount <= 0) throw new RangeError('amount must be a positive integer');
    const key = request.idempotencyKey ?? null;
    if (key !== null) {
      const earlier = this.sql.get<ChargeRow>(`SELECT id, order_id, amount FROM payco_charges WHERE idempotency_key = ?`, [key]);
      if (earlier) return { id: earlier.id, orderId: earlier.order_id, amount: earlier.amount, replayed: true };
    }
    // Charge ids are sequential, so the same script always produces the same ids.
    const id = `ch_${this.count() + 1}`;
    this.sql.run(`INSERT INTO payco_charges (id, idempotency_key, order_id, amount, created_at) VALUES (?, ?, ?, ?, ?)`, [
      id,
      key,
      request.orderId,
      request.amount,
      this.now(),
    ]);
    return { id, orderId: request.orderId, amount: request.amount, replayed: false };
  }

  /** Every charge PayCo holds for `orderId`, oldest first: what the shop reconciles an order against. */
  chargesFor(orderId: string): HeldCharge[] {
    return this.sql
      .all<ChargeRow>(`SELECT id, order_id, amount FROM payco_charges WHERE order_id = ? ORDER BY rowid`, [orderId])
      .map((row) => ({ id: row.id, orderId: row.order_id, amount: row.amount }));
  }

  // The ledger is append-only, so the largest rowid is the number of charges; unlike COUNT(*), which
  // walks every row, it is one look-up at the end of the table.
  private count(): number {
    return this.sql.peek<{ n: number }>(`SELECT COALESCE(MAX(rowid), 0) AS n FROM payco_charges`)[0]!.n;
  }
}
