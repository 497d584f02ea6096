import { selectTrace } from '../../player/selectors';
import { MotionProvider } from '../motion/MotionProvider';
import { HttpPanel } from '../panels/HttpPanel';
import { KeysTable } from '../panels/KeysTable';
import { LedgerTable } from '../panels/LedgerTable';
import { SqlPanel } from '../panels/SqlPanel';
import { usePlayer } from '../playerContext';
import { SceneChecks } from '../sandbox/SceneChecks';

/**
 * The state panels under the controls, all read from the current beat's recorded state. The lab's
 * beats are tallies, not requests: there only the tables show.
 */
export function StatePanels() {
  const trace = usePlayer(selectTrace);
  const lab = trace !== undefined && trace.kind === 'lab';
  return (
    <MotionProvider>
      <KeysTable />
      <LedgerTable />
      <SceneChecks />
      {!lab && <SqlPanel />}
      {!lab && <HttpPanel />}
    </MotionProvider>
  );
}
