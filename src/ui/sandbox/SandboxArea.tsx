import { lazy, Suspense } from 'react';
import { selectChapter } from '../../player/selectors';
import { usePlayer } from '../playerContext';
import { ChangeWhatHappens } from './ChangeWhatHappens';

// The sandbox's actions and their core (offers, the scene's data) load only when a scene is the learner's.
const SandboxPanel = lazy(() => import('./SandboxPanel'));

/** On a lesson chapter, the way into the sandbox; on the sandbox chapter, the learner's controls. */
export function SandboxArea() {
  const chapter = usePlayer(selectChapter);
  if (chapter !== 'sandbox') return <ChangeWhatHappens />;
  return (
    <Suspense fallback={null}>
      <SandboxPanel />
    </Suspense>
  );
}
