import { useLayoutEffect, useState, type RefObject } from 'react';

export interface Positions {
  /** Centre of each actor's figure and half its height, by actor id. */
  actors: Readonly<Record<string, { x: number; y: number; half: number }>>;
  /** The container's size: its height is where a dropped message lands; a chip stays within its width. */
  width: number;
  height: number;
}

/**
 * Where each actor's figure sits inside `container` (px from its top-left corner), measured after
 * layout and again whenever the container resizes. Seeking never re-measures; only a resize does.
 */
export function useActorPositions(container: RefObject<HTMLElement | null>, layoutKey: string): Positions {
  const [positions, setPositions] = useState<Positions>({ actors: {}, width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const measure = () => {
      const next = measurePositions(element);
      // The lanes grow and shrink as badges come and go; the figures rarely move. Same places, same object: no re-render.
      setPositions((old) => (samePositions(old, next) ? old : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [container, layoutKey]);
  return positions;
}

/** Where each actor's figure sits inside `element` now, and its size. */
export function measurePositions(element: HTMLElement): Positions {
  const box = element.getBoundingClientRect();
  const actors: Record<string, { x: number; y: number; half: number }> = {};
  element.querySelectorAll<HTMLElement>('[data-actor]').forEach((node) => {
    const figure = node.querySelector('.actor-figure') ?? node;
    const r = figure.getBoundingClientRect();
    actors[node.dataset.actor!] = { x: r.left + r.width / 2 - box.left, y: r.top + r.height / 2 - box.top, half: r.height / 2 };
  });
  return { actors, width: box.width, height: box.height };
}

/** Whether a new measurement says what `old` already says (to the pixel). */
export function samePositions(old: Positions, next: Positions): boolean {
  const ids = Object.keys(next.actors);
  if (Math.round(old.width) !== Math.round(next.width) || Math.round(old.height) !== Math.round(next.height) || Object.keys(old.actors).length !== ids.length) return false;
  return ids.every((id) => {
    const [a, b] = [old.actors[id], next.actors[id]!];
    return a !== undefined && Math.round(a.x) === Math.round(b.x) && Math.round(a.y) === Math.round(b.y) && Math.round(a.half) === Math.round(b.half);
  });
}
