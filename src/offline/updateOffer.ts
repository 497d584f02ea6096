import { createStore } from 'zustand/vanilla';

/**
 * A new deploy's service worker, installed and waiting (src/offline/registerOffline.ts): `take` hands
 * it the page and reloads. Until the learner says so the old worker serves every file of the version on
 * screen, so nothing changes under a chapter in progress.
 */
export const updateOffer = createStore<{ take: (() => void) | null; declined: boolean }>(() => ({ take: null, declined: false }));
