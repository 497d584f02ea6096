import type { EmbedHost } from './bridge';
import { eventTargetOrigin } from './protocol';

/**
 * The attribute that marks a part of the page which fills whatever height the frame gives it (the
 * player box's views): its value is the height in px that part would like, its natural height.
 */
export const FLEX_NATURAL_ATTRIBUTE = 'data-natural-height';

/** What `naturalHeight` reads: a box's height, and its flexible parts' heights and natural heights. */
export interface Measured {
  height: number;
  flexible: readonly { height: number; natural: number }[];
}

/**
 * The content's own height: as measured, except that each part that stretches to fill the frame
 * counts with its natural height. So a player box reports the size it was designed for (its stage
 * at its own height) rather than the frame's height back to the frame, or every panel at once.
 */
export function naturalHeight({ height, flexible }: Measured): number {
  return Math.ceil(flexible.reduce((total, part) => total - part.height + part.natural, height));
}

function measure(content: HTMLElement): Measured {
  const parts = [...content.querySelectorAll<HTMLElement>(`[${FLEX_NATURAL_ATTRIBUTE}]`)];
  return {
    height: content.getBoundingClientRect().height,
    flexible: parts.map((part) => ({
      height: part.getBoundingClientRect().height,
      natural: Number(part.getAttribute(FLEX_NATURAL_ATTRIBUTE)) || 0,
    })),
  };
}

/**
 * Reports the content's natural height to the embedding page (`cloakroom:resize`) whenever it
 * changes, so the page can size the iframe to fit (see public/embed.js). Standalone-style content
 * must not stretch to the viewport, or the iframe's own height would be reported back to it; a part
 * that does stretch says so with `FLEX_NATURAL_ATTRIBUTE`.
 */
export function reportHeight(host: EmbedHost, origin: string | null, content: HTMLElement): () => void {
  if (!host.embedded || typeof ResizeObserver === 'undefined') return () => {};
  const targetOrigin = eventTargetOrigin(origin);
  let last = -1;
  const report = () => {
    const height = naturalHeight(measure(content));
    if (height === last || height <= 0) return;
    last = height;
    host.post({ type: 'cloakroom:resize', height }, targetOrigin);
  };
  const observer = new ResizeObserver(report);
  observer.observe(content);
  // In a box the content keeps the frame's height; a caption growing a line shows as the views shrinking.
  content.querySelectorAll(`[${FLEX_NATURAL_ATTRIBUTE}]`).forEach((part) => observer.observe(part));
  return () => observer.disconnect();
}
