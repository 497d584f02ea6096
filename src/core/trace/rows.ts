/** The rows a beat's state holds, read back with SELECT, and the lab's tallies: plain data of the Trace. */
import type { IdempotencyRow } from '../store/schema';

/** The lab's three client versions (the PayFlow lesson's `l4`). */
export type LabVersion = 'no-key' | 'key-per-try' | 'same-key';

/** One line of the lab's table. In the library story `charges` counts loan rows. */
export interface LabRow {
  version: LabVersion;
  charges: number;
  doubleCharged: number;
  /** Orders the phone stopped trying without an answer that ended them (all lost, or only 409/5xx). */
  gaveUp: number;
  /** Orders the shop refused with a 4xx (not 409): never counted as done. */
  refused: number;
  calls: number;
}

/** A PayCo ledger row, as SELECT returns it. */
export interface ChargeRow {
  id: string;
  idempotency_key: string | null;
  order_id: string;
  amount: number;
  created_at: number;
}

/** A library `loan` row. */
export interface LoanRow {
  id: number;
  member: string;
  isbn: string;
  issuedAt: string;
  return: string | null;
}

/**
 * The database after a beat, read back with SELECT. Consecutive beats that changed nothing share the
 * same object, so views can compare by reference.
 */
export interface StateSnapshot {
  idempotencyKeys: IdempotencyRow[];
  charges: ChargeRow[];
  loans: LoanRow[];
}
