import { selectTrace } from '../../player/selectors';
import type { BoxViewId } from '../box/boxViews';
import { MotionProvider } from '../motion/MotionProvider';
import { DecisionDiagram } from '../panels/DecisionDiagram';
import { HttpPanel } from '../panels/HttpPanel';
import { KeysTable } from '../panels/KeysTable';
import { LedgerTable } from '../panels/LedgerTable';
import { SqlPanel } from '../panels/SqlPanel';
import { usePlayer } from '../playerContext';
import { Cloakroom } from '../stage/Cloakroom';
import { LabView } from '../stage/LabView';
import { Stage } from '../stage/Stage';
import { SceneChecks } from '../sandbox/SceneChecks';
import { useAfterNextPaint } from '../useAfterNextPaint';
import { PlayerSceneDescription } from '../description/SceneDescription';

/**
 * One view of the player box, drawn alone: only what the learner looks at is on the page, so a
 * beat re-renders one view instead of every panel. The stage is the lab's table in the lab chapter.
 */
export function BoxView({ view }: { view: Exclude<BoxViewId, 'learn'> }) {
  // framer-motion brings rows in and out and moves the coat; one provider carries the reduced-motion choice.
  return (
    <MotionProvider>
      <ViewContent view={view} />
    </MotionProvider>
  );
}

function ViewContent({ view }: { view: Exclude<BoxViewId, 'learn'> }) {
  const trace = usePlayer(selectTrace);
  const lab = trace !== undefined && trace.kind === 'lab';
  // As on the page, the lanes' first layout waits a frame so the rest of the box paints first.
  const staged = useAfterNextPaint('box-stage');
  switch (view) {
    case 'stage':
      // The stage's description for screen readers goes where the stage goes.
      return (
        <>
          {lab ? <LabView /> : staged ? <Stage /> : <div className="stage-pending" aria-hidden="true" />}
          <PlayerSceneDescription />
        </>
      );
    case 'cloakroom':
      return <Cloakroom />;
    case 'tables':
      return (
        <div className="box-tables stack">
          <KeysTable />
          <LedgerTable />
          <SceneChecks />
        </div>
      );
    case 'sql':
      return <SqlPanel />;
    case 'http':
      return <HttpPanel />;
    case 'run':
      return <DecisionDiagram />;
  }
}
