import { useEffect, useSyncExternalStore } from 'react';
import type { ModuleLoader, ModuleState } from './moduleLoader';

/** A loader's state, starting the load when a view first asks for it. */
export function useLoadedModule<M>(loader: ModuleLoader<M>, wanted = true): ModuleState<M> {
  const state = useSyncExternalStore(loader.subscribe, loader.getState);
  useEffect(() => {
    if (wanted && state.status === 'idle') loader.start().catch(() => {}); // the state says what failed
  }, [loader, wanted, state.status]);
  return state;
}
