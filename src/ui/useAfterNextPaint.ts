import { useEffect, useState } from 'react';

/** The views that have already shown their first draw in this document. */
const drawn = new Set<string>();

/**
 * False on a view's first render, true once the frame after it has painted. A heavy view can hold
 * back its first render with it, so that what rendered beside it (the store's tables) reaches the
 * screen first instead of waiting for that view's first layout.
 *
 * Only its first draw in the document (`view` names it): drawn again (a change of language draws the
 * player anew, over what is on screen), it shows at once, else the stage would vanish for a frame, the
 * page close up under the learner, and the control they were on would not be found in the new tree.
 */
export function useAfterNextPaint(view: string): boolean {
  const [painted, setPainted] = useState(() => drawn.has(view));
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      drawn.add(view);
      setPainted(true);
    };
    // A task queued from an animation frame runs after that frame is painted.
    const frame = requestAnimationFrame(() => (timer = setTimeout(done, 0)));
    // A hidden page paints no frames; the view must still appear.
    const fallback = setTimeout(done, 100);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      clearTimeout(fallback);
    };
  }, [painted, view]);
  return painted;
}
