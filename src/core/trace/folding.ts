/**
 * Which statements earn a beat of their own (STYLE.md: a beat changes something a learner should look
 * at). The recorder folds the rest into the beat that says what they meant.
 */

/**
 * - `read`: a SELECT, folded into the decision or charge it fed;
 * - `forward`: BEGIN, PayCo's ledger INSERT, the retention job's DELETE and a claim that changed 0 rows,
 *   folded into the next beat (the statements BEGIN opens, the charge beat, the prune beat, the
 *   decision that reads the row);
 * - `commit`: a COMMIT, joined to the statement before it;
 * - `beat`: any other write, a beat of its own.
 */
export type Folding = 'read' | 'forward' | 'commit' | 'beat';

/**
 * Statements folded into the beat after them: BEGIN (the transaction it opens), PayCo's ledger INSERT
 * (its charge beat), the retention job's DELETE (its prune beat, which says what it deleted).
 */
const FOLDED_FORWARD = /^(BEGIN\b|INSERT INTO payco_charges\b|DELETE FROM idempotency_keys WHERE status = 'done')/i;
/** The store's claim. */
const CLAIM = /^INSERT INTO idempotency_keys\b/i;

/** How a statement (on one line) that changed `changes` rows is recorded. */
export function foldingOf(sql: string, changes: number): Folding {
  if (/^\s*SELECT\b/i.test(sql)) return 'read';
  if (FOLDED_FORWARD.test(sql) || (CLAIM.test(sql) && changes === 0)) return 'forward';
  if (/^COMMIT\b/i.test(sql)) return 'commit';
  return 'beat';
}

/** The store writes its SQL over several lines; a beat shows every statement on one. */
export function oneLine(sql: string): string {
  return sql.replace(/\s+/g, ' ').trim();
}
