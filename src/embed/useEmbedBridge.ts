import { useEffect } from 'react';
import type { ChapterId } from '../core/trace';
import type { PlayerStore } from '../player/playerState';
import { connectBridge, windowHost, type BridgeOptions, type EmbedHost } from './bridge';
import { reportHeight } from './resize';

const COMPLETED_KEY = 'cloakroom:completed';

/**
 * When the page is embedded: connects the player to the embedding page (events out, commands in)
 * and reports the content's height. Re-runs only if the store or the origin change (they don't).
 */
export function useEmbedBridge(
  store: PlayerStore,
  origin: string | null,
  progressExtras?: BridgeOptions['progressExtras'],
  watchProgress?: BridgeOptions['watchProgress'],
  outline?: BridgeOptions['outline'],
  /** Course platforms' tap (src/lms): sees every event the bridge sends. */
  tap: (host: EmbedHost) => EmbedHost = (host) => host,
  /** The comparison the address asked for (src/embed/comparing.ts). */
  comparing?: BridgeOptions['comparing'],
): void {
  useEffect(() => {
    const host = tap(windowHost());
    const disconnect = connectBridge({ store, host, origin, completed: readCompleted(), onCompleted: saveCompleted, progressExtras, watchProgress, outline, comparing });
    const content = document.getElementById('root');
    const stopResize = content ? reportHeight(host, origin, content) : () => {};
    return () => {
      disconnect();
      stopResize();
    };
    // progressExtras is read on each progress event, watchProgress, tap and comparing once; new identities need no reconnect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, origin]);
}

// Storage may be unavailable (private modes, sandboxed iframes): progress then lasts for the visit.
function readCompleted(): ChapterId[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(COMPLETED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is ChapterId => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function saveCompleted(completed: readonly ChapterId[]): void {
  try {
    localStorage.setItem(COMPLETED_KEY, JSON.stringify(completed));
  } catch {
    // Not stored; the page still receives every progress event.
  }
}
