import { createStore, type StoreApi } from 'zustand/vanilla';
import { announceBeats } from '../../narration/description/announcer';
import type { PlayerStore } from '../../player/playerState';

/** One thing said to a screen reader, numbered so that the same words said twice are two. */
export interface Announcement {
  n: number;
  text: string;
}

/** What the player's announcer has said, the latest last (the `?describe=1` page lists them). */
export interface AnnouncementLog {
  said: readonly Announcement[];
}

/** How many are kept: the live region shows the last few, the review page the rest. */
const KEPT = 30;

const logs = new WeakMap<PlayerStore, StoreApi<AnnouncementLog>>();

/**
 * The announcements of `player`: its announcer starts listening the first time they are asked for and
 * lives as long as the player, on the page's own timers.
 */
export function announcementsOf(player: PlayerStore): StoreApi<AnnouncementLog> {
  let log = logs.get(player);
  if (!log) {
    const store = createStore<AnnouncementLog>(() => ({ said: [] }));
    let n = 0;
    const say = (text: string) => store.setState((s) => ({ said: [...s.said.slice(1 - KEPT), { n: ++n, text }] }));
    announceBeats(player, say, { set: (run, ms) => setTimeout(run, ms), clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>) });
    logs.set(player, (log = store));
  }
  return log;
}
