/**
 * Starting a Web Worker from a page whose origin is opaque: an iframe sandboxed without
 * `allow-same-origin`, as many course platforms frame their content. There `new Worker(url)` throws
 * `SecurityError` at once: a worker's script must be of the page's own origin, and nothing is of an
 * opaque one except a `blob:` URL the page makes itself. So the fallback is a blob worker that
 * imports the real worker script. That import is a CORS fetch from the origin "null": it works when
 * the server sends `Access-Control-Allow-Origin` (EMBEDDING.md), and otherwise fails as the worker's
 * `error` event, which the caller shows with Retry.
 */

/**
 * The blob's script. A classic script, because Chromium refuses module workers from a `blob:null`
 * URL; `import()` loads the module worker all the same (its own `import.meta.url` resolves its files).
 * A classic worker hears messages from its first line, before the module has set `onmessage`, so
 * they wait here and are handed over once it has; a failed import is thrown where the page sees it.
 */
function bootstrap(href: string): string {
  return `const early = [];
self.onmessage = (event) => early.push(event.data);
import(${JSON.stringify(href)}).then(
  () => { for (const data of early) self.dispatchEvent(new MessageEvent('message', { data })); },
  (error) => setTimeout(() => { throw error; }),
);`;
}

/** Whether this page's origin is opaque: no worker script URL but a `blob:` of its own is of its origin. */
function opaqueOrigin(): boolean {
  return globalThis.origin === 'null';
}

/**
 * `new Worker(url, options)`, or in an opaque-origin page, a blob worker that imports `url`.
 * Chromium and WebKit refuse the plain worker there at once (`SecurityError`); Firefox builds it and
 * fails it later, as an `error` event, so an opaque origin takes the blob path without trying.
 * Throws only what the blob fallback throws as well (a policy that forbids `blob:` workers), so the
 * caller can then do the work on the main thread or say plainly why it can't. The app's one worker
 * script, the engine, is started through it (src/platform/engine.ts).
 */
export const SandboxSafeWorker = function SandboxSafeWorker(url: URL | string, options?: WorkerOptions): Worker {
  try {
    if (!opaqueOrigin()) return new globalThis.Worker(url, options);
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'SecurityError')) throw error;
  }
  const href = new URL(url, globalThis.location.href).href;
  // Not revoked: the worker fetches it after the constructor returns, and it is a few bytes.
  const blobUrl = URL.createObjectURL(new Blob([bootstrap(href)], { type: 'text/javascript' }));
  return new globalThis.Worker(blobUrl, { name: options?.name });
} as unknown as typeof Worker;
