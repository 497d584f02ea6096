import { useCallback, useSyncExternalStore, type RefObject } from 'react';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('fullscreenchange', onChange);
  document.addEventListener('fullscreenchange', keepFocusInView);
  return () => {
    document.removeEventListener('fullscreenchange', onChange);
    document.removeEventListener('fullscreenchange', keepFocusInView);
  };
}

/** Into or out of fullscreen the player is laid out anew: the focused control is brought back into view (WCAG 2.4.11). */
function keepFocusInView(): void {
  (document.activeElement as HTMLElement | null)?.scrollIntoView?.({ block: 'nearest' });
}

/** Whether `target` fills the screen, and a toggle for it (F, or the Fullscreen button). */
export function useFullscreen(target: RefObject<HTMLElement | null>): { fullscreen: boolean; toggle(): void } {
  const fullscreen = useSyncExternalStore(
    subscribe,
    () => document.fullscreenElement !== null && document.fullscreenElement === target.current,
    () => false,
  );
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void target.current?.requestFullscreen?.().catch(() => {});
  }, [target]);
  return { fullscreen, toggle };
}
