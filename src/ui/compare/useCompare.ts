import { useStore } from 'zustand';
import type { CompareState, CompareStore } from '../../player/compare/store';
import { useCompareHandle } from './CompareContext';

/** The comparison's store, inside its views (they are drawn only once it exists). */
export function useCompareStore(): CompareStore {
  const { store } = useCompareHandle();
  if (!store) throw new Error('a comparison’s views are drawn only once its store exists');
  return store;
}

/** A slice of the comparison's state; re-renders when that slice changes. */
export function useCompare<T>(selector: (state: CompareState) => T): T {
  return useStore(useCompareStore(), selector);
}
