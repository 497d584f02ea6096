import { useCallback, useSyncExternalStore, type RefObject } from 'react';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
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
