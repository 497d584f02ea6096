import { shellWords } from '../narration/shellWords';

/**
 * A chunk loaded on demand, as observable state. Unlike `React.lazy`, a chunk that has already
 * arrived renders in the very commit that needs it: no Suspense fallback, and none of React's
 * 300 ms throttle on revealing suspended content, which stood between a built scene and the screen.
 * A chunk that fails to load says so, and `start()` tries again.
 */
export type ModuleState<M> =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; module: M }
  /** `stuck`: the file can be fetched now, yet the browser still fails it: only a reload will do. */
  | { status: 'error'; message: string; stuck?: boolean };

export interface ModuleLoader<M> {
  /** Starts loading (again, after a failure); resolves with the module. Safe to call many times. */
  start(): Promise<M>;
  getState(): ModuleState<M>;
  subscribe(listener: () => void): () => void;
}

/** `load(attempt)`: attempt 0 is the first load, 1 the first retry, and so on. */
export function moduleLoader<M>(load: (attempt: number) => Promise<M>, what: string): ModuleLoader<M> {
  let state: ModuleState<M> = { status: 'idle' };
  let attempts = 0;
  let pending: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  const set = (next: ModuleState<M>) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    start() {
      if (pending) return pending;
      set({ status: 'loading' });
      pending = load(attempts++).then(
        (module) => {
          set({ status: 'ready', module });
          return module;
        },
        (error: unknown) => {
          pending = undefined;
          const message = shellWords.notLoaded(what, error instanceof Error ? error.message : String(error));
          set(error instanceof StuckImportError ? { status: 'error', message, stuck: true } : { status: 'error', message });
          throw error;
        },
      );
      return pending;
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A chunk the server serves again, which the browser still refuses to run: only a reload fetches it afresh. */
export class StuckImportError extends Error {
  constructor(
    readonly url: string,
    options?: { cause?: unknown },
  ) {
    super(shellWords.stuckWhy, options);
    this.name = 'StuckImportError';
  }
}

/**
 * A chunk's loader that retries for real. The first attempt is the app's own `import()` (Vite's
 * preload and all). A retry imports the built chunk (`chunkUrl`, from `?chunk-url`) under a new URL:
 * a browser may keep a failed import in its module map for the page's life (Chromium 150 does), so the
 * same URL would fail again without asking the network. Stylesheets that failed are fetched afresh too.
 * If the fresh URL still fails while the server now serves it, a file it imports is the one the browser
 * holds on to, which no new URL of ours can reach: the error says a reload is needed.
 */
export function retryable<M>(first: () => Promise<M>, chunkUrl: string): (attempt: number) => Promise<M> {
  return async (attempt) => {
    if (attempt === 0) return first();
    const fresh = withRetry(chunkUrl, attempt);
    refetchFailedStylesheets(attempt);
    try {
      return (await import(/* @vite-ignore */ fresh)) as M;
    } catch (error) {
      if (await servedNow(fresh)) throw new StuckImportError(chunkUrl, { cause: error });
      throw error;
    }
  };
}

/** `url` with `retry=<attempt>` in its query: a URL no module map, HTTP cache or service worker has seen fail. */
export function withRetry(url: string, attempt: number): string {
  const next = new URL(url, document.baseURI);
  next.searchParams.set('retry', String(attempt));
  return next.href;
}

async function servedNow(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/** A stylesheet whose load failed has no `sheet`; a new link with a new URL loads it again. */
function refetchFailedStylesheets(attempt: number): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (link.sheet) continue;
    const again = link.cloneNode() as HTMLLinkElement;
    again.href = withRetry(link.href, attempt);
    link.replaceWith(again);
  }
}
