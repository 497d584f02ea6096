/**
 * The player's comparison, as the views reach it: its store once its chunk has loaded (the first
 * "Compare…", or a `compare=` link), and how to open one. Small on purpose: it is in the player's own
 * chunk, and the comparison's code (src/ui/compare/index.ts) loads only when a learner compares.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { CompareSpec, SideId } from '../../player/compare/spec';
import type { CompareState, CompareStore } from '../../player/compare/store';

export interface CompareHandle {
  store: CompareStore | undefined;
  /** Opens `spec` beside the player, at the step of A's beat `atBeat`, its sides named by `names` (a branch's). */
  open(spec: CompareSpec, options?: { names?: Partial<Record<SideId, string>>; atBeat?: number }): void;
}

export const CompareContext = createContext<CompareHandle>({ store: undefined, open: () => {} });

export function useCompareHandle(): CompareHandle {
  return useContext(CompareContext);
}

const never = () => () => {};

/** A slice of the comparison's state (`fallback` before its store exists); re-renders when it changes. */
export function useCompareSlice<T>(selector: (state: CompareState) => T, fallback: T): T {
  const { store } = useCompareHandle();
  return useSyncExternalStore(store ? store.subscribe : never, () => (store ? selector(store.getState()) : fallback));
}

const selectComparing = (s: CompareState) => s.spec !== undefined;

/** Whether a comparison is open (the single view gives way to it). */
export function useComparing(): boolean {
  return useCompareSlice(selectComparing, false);
}
