import type { ChargeRow, LoanRow } from '../../core/trace';
import { storyFacts } from '../../core/stories/facts';
import { selectStory } from '../../player/selectors';
import { usePlayer } from '../playerContext';
import { TablePanel } from './TablePanel';
import { words } from '../../narration/words';

const CHARGE_COLUMNS = ['id', 'idempotency_key', 'order_id', 'amount', 'created_at'] as const;
const LOAN_COLUMNS = ['id', 'member', 'isbn', 'issuedAt', 'return'] as const;
const chargeKey = (row: ChargeRow) => row.id;
const loanKey = (row: LoanRow) => String(row.id);

/**
 * What the work did in the world: PayCo's ledger (`PayCo charges`) in the shop story, the `loan`
 * table in the library story. One row per real charge or loan: the count a learner watches.
 */
export function LedgerTable() {
  const story = usePlayer(selectStory);
  if (storyFacts(story).ledger.table === 'loan') {
    return (
      <TablePanel
        table="loans"
        title={words.panels.ledger.loans.title}
        area="panel-ledger"
        name="loan"
        columns={LOAN_COLUMNS}
        keyOf={loanKey}
        empty={words.panels.ledger.loans.empty}
      />
    );
  }
  return (
    <TablePanel
      table="charges"
      title={words.panels.ledger.charges.title}
      area="panel-ledger"
      name={words.panels.ledger.charges.name}
      columns={CHARGE_COLUMNS}
      keyOf={chargeKey}
      empty={words.panels.ledger.charges.empty}
    />
  );
}
