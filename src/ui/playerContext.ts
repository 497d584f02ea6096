/**
 * The React binding of the player store: one store per player, handed down by context, read through
 * the named selectors of `player/selectors.ts`. A component using `usePlayer(sel)` re-renders only when
 * `sel`'s result changes (by `Object.is`); wrap a selector that builds an object in `useShallow`.
 */
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { PlayerActions, PlayerState, PlayerStore } from '../player/playerState';
import { actionsOf } from '../player/playerStore';

export const PlayerContext = createContext<PlayerStore | null>(null);

/** The store itself, for actions (`usePlayerStore().getState().play()`) and for non-React controllers. */
export function usePlayerStore(): PlayerStore {
  const store = useContext(PlayerContext);
  if (!store) throw new Error('usePlayer must be used inside <PlayerContext.Provider>');
  return store;
}

/** A slice of the player's state; re-renders when that slice changes. */
export function usePlayer<T>(selector: (state: PlayerState) => T): T {
  return useStore(usePlayerStore(), selector);
}

/** The player's actions, and none of its data (read that with `usePlayer`); they never change, so reading them never re-renders. */
export function usePlayerActions(): PlayerActions {
  return actionsOf(usePlayerStore());
}
