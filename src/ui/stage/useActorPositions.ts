import { useLayoutEffect, useState, type RefObject } from 'react';

export interface Positions {
  /** Centre of each actor's figure and half its height, by actor id. */
  actors: Readonly<Record<string, { x: number; y: number; half: number }>>;
  /** The container's height: where a dropped message lands. */
  height: number;
}

/**
 * Where each actor's figure sits inside `container` (px from its top-left corner), measured after
 * layout and again whenever the container resizes. Seeking never re-measures; only a resize does.
 */
export function useActorPositions(container: RefObject<HTMLElement | null>, layoutKey: string): Positions {
  const [positions, setPositions] = useState<Positions>({ actors: {}, height: 0 });
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const measure = () => {
      const box = element.getBoundingClientRect();
      const next: Record<string, { x: number; y: number; half: number }> = {};
      element.querySelectorAll<HTMLElement>('[data-actor]').forEach((node) => {
        const figure = node.querySelector('.actor-figure') ?? node;
        const r = figure.getBoundingClientRect();
        next[node.dataset.actor!] = { x: r.left + r.width / 2 - box.left, y: r.top + r.height / 2 - box.top, half: r.height / 2 };
      });
      setPositions({ actors: next, height: box.height });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [container, layoutKey]);
  return positions;
}
