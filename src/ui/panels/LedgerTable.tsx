import type { ChargeRow, LoanRow } from '../../core/trace';
import { selectBeat, selectStateBefore, selectStory } from '../../player/selectors';
import { usePlayer } from '../playerContext';
import { DataTable } from './DataTable';

const CHARGE_COLUMNS = ['id', 'idempotency_key', 'order_id', 'amount', 'created_at'] as const;
const LOAN_COLUMNS = ['id', 'member', 'isbn', 'issuedAt', 'return'] as const;
const chargeKey = (row: ChargeRow) => row.id;
const loanKey = (row: LoanRow) => String(row.id);

/**
 * What the work did in the world: PayCo's ledger (`PayCo charges`) in the shop story, the `loan`
 * table in the library story. One row per real charge or loan: the count a learner watches.
 */
export function LedgerTable() {
  const beat = usePlayer(selectBeat);
  const before = usePlayer(selectStateBefore);
  const story = usePlayer(selectStory);
  if (!beat) return null;
  if (story === 'library') {
    return (
      <section className="panel panel-ledger" aria-labelledby="ledger-title">
        <h2 id="ledger-title" className="panel-title">
          Loans written
        </h2>
        <DataTable name="loan" columns={LOAN_COLUMNS} rows={beat.state.loans} before={before?.loans} keyOf={loanKey} empty="No loans written." />
      </section>
    );
  }
  return (
    <section className="panel panel-ledger" aria-labelledby="ledger-title">
      <h2 id="ledger-title" className="panel-title">
        Money taken
      </h2>
      <DataTable
        name="PayCo charges"
        columns={CHARGE_COLUMNS}
        rows={beat.state.charges}
        before={before?.charges}
        keyOf={chargeKey}
        empty="No charges: no money has moved."
      />
    </section>
  );
}
