import type { IdempotencyRow } from '../../core/store';
import { selectStory } from '../../player/selectors';
import { usePlayer } from '../playerContext';
import { TablePanel } from './TablePanel';
import { words } from '../../narration/words';

const COLUMNS = ['key', 'fingerprint', 'status', 'response', 'locked_at', 'created_at'] as const;
const WIDE = ['fingerprint', 'response'] as const;
const keyOf = (row: IdempotencyRow) => row.key;

/** The `idempotency_keys` table after the current beat, as the store's SELECT read it back. */
export function KeysTable() {
  const story = usePlayer(selectStory);
  return (
    <TablePanel
      table="idempotencyKeys"
      title={words.panels.keys.title[story]}
      area="panel-keys"
      name="idempotency_keys"
      columns={COLUMNS}
      keyOf={keyOf}
      wide={WIDE}
      empty={words.panels.keys.empty}
    />
  );
}
