import type { Connection } from '../sqlite/connection';
import type { IdempotencyRow } from '../store/schema';
import type { ChargeRow, LoanRow, StateSnapshot } from './types';

/** The tables a story's ledger can be (its profile names one). */
export type LedgerTable = 'payco_charges' | 'loan';

/** How each story's ledger is read into a snapshot, by its table. */
const LEDGER_READS: Record<LedgerTable, (sql: Connection) => Partial<StateSnapshot>> = {
  // rowid: ch_2 before ch_10
  payco_charges: (sql) => ({ charges: sql.peek<ChargeRow>(`SELECT * FROM payco_charges ORDER BY created_at, rowid`) }),
  loan: (sql) => ({ loans: sql.peek<LoanRow>(`SELECT * FROM loan ORDER BY id`) }),
};

/**
 * The rows a beat's state shows: the keys and the story's ledger, read with SELECT through `peek`
 * (unseen by the statement observer).
 */
export function readState(sql: Connection, ledger: LedgerTable): StateSnapshot {
  return {
    idempotencyKeys: sql.peek<IdempotencyRow>(`SELECT * FROM idempotency_keys ORDER BY created_at, key`),
    charges: [],
    loans: [],
    ...LEDGER_READS[ledger](sql),
  };
}
