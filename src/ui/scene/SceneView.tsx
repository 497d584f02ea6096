import { selectTrace } from '../../player/selectors';
import { MotionProvider } from '../motion/MotionProvider';
import { DecisionDiagram } from '../panels/DecisionDiagram';
import { usePlayer } from '../playerContext';
import { useAfterNextPaint } from '../useAfterNextPaint';
import { Cloakroom } from '../stage/Cloakroom';
import { LabView } from '../stage/LabView';
import { Stage } from '../stage/Stage';
import { DescribePanel } from '../description/DescribePanel';
import { PlayerSceneDescription } from '../description/SceneDescription';

/**
 * The scene beside the captions: the stage with its lanes and its description for screen readers, the
 * cloakroom, and run()'s decision — or, in the lab chapter, the lab's table filling in. On the review
 * page (`describe`), the description is drawn beside the stage with what a screen reader is told.
 */
export function SceneView({ describe = false }: { describe?: boolean }) {
  const trace = usePlayer(selectTrace);
  // The first layout of the lanes is the costliest in the player: the store's tables paint first.
  const staged = useAfterNextPaint('page-stage');
  if (!staged) return <div className="stage-pending" aria-hidden="true" />;
  const described = describe ? <DescribePanel /> : <PlayerSceneDescription />;
  if (trace && trace.kind === 'lab') {
    return (
      <>
        <LabView />
        {described}
      </>
    );
  }
  return (
    <MotionProvider>
      <Stage />
      {described}
      <Cloakroom />
      <DecisionDiagram />
    </MotionProvider>
  );
}
