/**
 * A chunk loaded on demand, as observable state. Unlike `React.lazy`, a chunk that has already
 * arrived renders in the very commit that needs it: no Suspense fallback, and none of React's
 * 300 ms throttle on revealing suspended content, which stood between a built scene and the screen.
 * A chunk that fails to load says so, and `start()` tries again.
 */
export type ModuleState<M> = { status: 'idle' | 'loading' } | { status: 'ready'; module: M } | { status: 'error'; message: string };

export interface ModuleLoader<M> {
  /** Starts loading (again, after a failure); resolves with the module. Safe to call many times. */
  start(): Promise<M>;
  getState(): ModuleState<M>;
  subscribe(listener: () => void): () => void;
}

export function moduleLoader<M>(load: () => Promise<M>, what: string): ModuleLoader<M> {
  let state: ModuleState<M> = { status: 'idle' };
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
      pending = load().then(
        (module) => {
          set({ status: 'ready', module });
          return module;
        },
        (error: unknown) => {
          pending = undefined;
          set({ status: 'error', message: `${what} could not be loaded (${error instanceof Error ? error.message : String(error)}).` });
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
