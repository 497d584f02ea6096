/// <reference lib="webworker" />
/**
 * The lesson's service worker (issue 56; DESIGN.md, "Offline"): after one visit every file the app
 * needs (its scripts and styles, sql.js's wasm, every language, the learner's frame) is in its cache,
 * so every chapter, the sandbox, Compare and Your turn work with the network off. Built by
 * vite-plugin-pwa (injectManifest), which writes the precache list into `self.__WB_MANIFEST`.
 *
 * A new deploy's worker installs beside the old one and waits: the page that the old one serves keeps
 * every file of its own version, so a learner mid-chapter loses nothing. The page asks the learner
 * (src/offline/UpdateNotice.tsx) and says SKIP_WAITING when they agree; with every tab closed the new
 * one takes over on the next load by itself.
 *
 * The one file served differently is the learner's frame: a sandboxed iframe's request never reaches a
 * service worker (w3c/ServiceWorker#1390), so offline the page opens it without the attribute and with
 * `?sandbox=worker`, and this worker answers with the frame's policy as a header, `sandbox allow-scripts`
 * included: the document is an opaque origin all the same, and its script checks that it is before it
 * starts anything (scripts/vite/learnerFrame.ts).
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { isLearnerFrame, LEARNER_FRAME_HEADER_POLICY, policyText, SANDBOX_BY_WORKER } from '../yourturn/realm/framePolicy';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Before the precache's own route, so that it answers the frame's request first.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.mode !== 'navigate' || !isLearnerFrame(url.pathname) || url.searchParams.get('sandbox') !== SANDBOX_BY_WORKER) return;
  event.respondWith(learnerFrame(url));
});

async function learnerFrame(url: URL): Promise<Response> {
  const file = new URL(url.pathname, url.origin).href;
  const found = (await matchPrecache(file)) ?? (await fetch(file));
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': policyText(LEARNER_FRAME_HEADER_POLICY) });
  return new Response(await found.blob(), { status: found.status, headers });
}

// A first install claims the page that registered it, so the chapters it has not opened yet come from
// the cache too; a later one is activated only by SKIP_WAITING, which reloads, or with every tab closed.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

cleanupOutdatedCaches();
// `?chapter=…`, `?lang=…`: one page, whatever its query.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/] });
