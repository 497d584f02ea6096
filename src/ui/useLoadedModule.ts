import { useEffect, useSyncExternalStore } from 'react';
import { whenIdle } from '../player/whenIdle';
import type { ModuleLoader, ModuleState } from './moduleLoader';

/**
 * A loader's state, starting the load once a view wants it: at once, or (`idle`) when the page next
 * has a moment, for chunks that must not compete with what is being drawn.
 */
export function useLoadedModule<M>(loader: ModuleLoader<M>, wanted = true, idle = false): ModuleState<M> {
  const state = useSyncExternalStore(loader.subscribe, loader.getState);
  useEffect(() => {
    if (!wanted || state.status !== 'idle') return;
    const start = () => void loader.start().catch(() => {}); // the state says what failed
    if (idle) whenIdle(start);
    else start();
  }, [loader, wanted, idle, state.status]);
  return state;
}
