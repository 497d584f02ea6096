import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

export interface Positions {
  /** Centre of each actor's figure and half its height, by actor id. */
  actors: Readonly<Record<string, { x: number; y: number; half: number }>>;
  /** The container's size: its height is where a dropped message lands; a chip stays within its width. */
  width: number;
  height: number;
}

/**
 * Where each actor's figure sits inside `container` (px from its top-left corner), measured after
 * layout and again whenever the container resizes or `layoutKey` changes (a value compared by
 * identity: the stage's lanes). Seeking never re-measures the stage; only a resize does. With
 * `followFigures`, also whenever an actor's own box changes size (a badge comes or goes, and the
 * figures beside it move within their lane): measured by the browser's resize observation after its
 * layout, never forced by a seek, and drawn before that frame is painted.
 */
export function useActorPositions(container: RefObject<HTMLElement | null>, layoutKey: unknown, followFigures = false): Positions {
  const [positions, setPositions] = useState<Positions>({ actors: {}, width: 0, height: 0 });
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
      // The lanes grow and shrink as badges come and go; the figures rarely move. Same places, same object: no re-render.
      setPositions((old) => (samePositions(old, next, box) ? old : { actors: next, width: box.width, height: box.height }));
    };
    measure();
    // In the frame that moved them: the observation comes after layout, and before the paint.
    const observer = new ResizeObserver(() => flushSync(measure));
    observer.observe(element);
    if (followFigures) element.querySelectorAll('[data-actor]').forEach((node) => observer.observe(node));
    return () => observer.disconnect();
  }, [container, layoutKey, followFigures]);
  return positions;
}

/** Whether a new measurement says what `old` already says (to the pixel). */
function samePositions(old: Positions, actors: Positions['actors'], box: { width: number; height: number }): boolean {
  const ids = Object.keys(actors);
  if (Math.round(old.width) !== Math.round(box.width) || Math.round(old.height) !== Math.round(box.height) || Object.keys(old.actors).length !== ids.length) return false;
  return ids.every((id) => {
    const [a, b] = [old.actors[id], actors[id]!];
    return a !== undefined && Math.round(a.x) === Math.round(b.x) && Math.round(a.y) === Math.round(b.y) && Math.round(a.half) === Math.round(b.half);
  });
}
