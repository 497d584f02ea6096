import { useStore } from 'zustand';
import type { SandboxState } from '../../sandbox/sandboxStore';
import { usePlayerStore } from '../playerContext';
import { sandboxFor } from './sandboxSession';

/** Reads the player's sandbox store through `selector`; re-renders when the selected value changes. */
export function useSandbox<T>(selector: (s: SandboxState) => T): T {
  return useStore(sandboxFor(usePlayerStore()), selector);
}
