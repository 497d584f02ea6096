import { lazy, Suspense, useState } from 'react';
import { words } from '../../narration/words';
import { selectChapter, selectScene } from '../../player/selectors';
import { usePlayer } from '../playerContext';

// The choices (and the comparison's whole code) load when the button is pressed.
const ComparePicker = lazy(() => import('./index').then((m) => ({ default: m.ComparePicker })));

/** "Compare…", on every chapter with a scene and in the sandbox: picks the other side of a comparison. */
export function CompareButton({ className = 'scene-tool' }: { className?: string }) {
  const chapter = usePlayer(selectChapter);
  const extra = usePlayer(selectScene);
  const [open, setOpen] = useState(false);
  // Mounted at the first press and kept: the picker closes itself, as a sheet does (see ComparePicker).
  const [wanted, setWanted] = useState(false);
  if (chapter === 'lab' || extra) return null;
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {words.compare.open}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <ComparePicker open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
