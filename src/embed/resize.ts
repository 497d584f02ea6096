import type { EmbedHost } from './bridge';
import { eventTargetOrigin } from './protocol';

/**
 * Reports the content's height to the embedding page (`cloakroom:resize`) whenever it changes, so
 * the page can size the iframe to fit (see public/embed.js). Measures `content`, which must not be
 * stretched to the viewport, or the iframe's own height would be reported back to it.
 */
export function reportHeight(host: EmbedHost, origin: string | null, content: HTMLElement): () => void {
  if (!host.embedded || typeof ResizeObserver === 'undefined') return () => {};
  const targetOrigin = eventTargetOrigin(origin);
  let last = -1;
  const observer = new ResizeObserver(() => {
    const height = Math.ceil(content.getBoundingClientRect().height);
    if (height === last || height <= 0) return;
    last = height;
    host.post({ type: 'cloakroom:resize', height }, targetOrigin);
  });
  observer.observe(content);
  return () => observer.disconnect();
}
