import { useEffect, useState } from 'react';

/**
 * False on a view's first render, true once the frame after it has painted. A heavy view can hold
 * back its first render with it, so that what rendered beside it (the store's tables) reaches the
 * screen first instead of waiting for that view's first layout.
 */
export function useAfterNextPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task queued from an animation frame runs after that frame is painted.
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true), 0)));
    // A hidden page paints no frames; the view must still appear.
    const fallback = setTimeout(() => setPainted(true), 100);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      clearTimeout(fallback);
    };
  }, [painted]);
  return painted;
}
