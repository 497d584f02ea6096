import { selectTrace } from '../../player/selectors';
import { MotionProvider } from '../motion/MotionProvider';
import { DecisionDiagram } from '../panels/DecisionDiagram';
import { usePlayer } from '../playerContext';
import { useAfterNextPaint } from '../useAfterNextPaint';
import { Cloakroom } from '../stage/Cloakroom';
import { LabView } from '../stage/LabView';
import { Stage } from '../stage/Stage';

/**
 * The scene beside the captions: the stage with its lanes, the cloakroom, and run()'s decision — or,
 * in the lab chapter, the lab's table filling in.
 */
export function SceneView() {
  const trace = usePlayer(selectTrace);
  // The first layout of the lanes is the costliest in the player: the store's tables paint first.
  const staged = useAfterNextPaint();
  if (!staged) return <div className="stage-pending" aria-hidden="true" />;
  if (trace && trace.kind === 'lab') return <LabView />;
  return (
    <MotionProvider>
      <Stage />
      <Cloakroom />
      <DecisionDiagram />
    </MotionProvider>
  );
}
