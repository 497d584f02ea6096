import { lazy, Suspense } from 'react';
import { selectChapter } from '../../player/selectors';
import { usePlayer } from '../playerContext';
import { CompareButton } from '../compare/CompareButton';
import { ChangeWhatHappens } from './ChangeWhatHappens';

// The sandbox's actions and their core (offers, the scene's data) load only when a scene is the learner's.
const SandboxPanel = lazy(() => import('./SandboxPanel'));

/** On a lesson chapter, the ways into the sandbox and into a comparison; on the sandbox chapter, the learner's controls. */
export function SandboxArea() {
  const chapter = usePlayer(selectChapter);
  if (chapter !== 'sandbox') {
    return (
      <div className="scene-tools wrap-row">
        <ChangeWhatHappens />
        <CompareButton />
      </div>
    );
  }
  return (
    <Suspense fallback={null}>
      <SandboxPanel />
    </Suspense>
  );
}
