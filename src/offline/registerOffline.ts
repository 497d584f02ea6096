/**
 * Registers the lesson's service worker (src/offline/serviceWorker.ts), in the top-level page of the
 * normal build only: never in the embed's frame or a SCORM package, whose origin is a course host's
 * that did not ask for one (EMBEDDING.md, "Offline"). Its scope is the folder the app is served from
 * (`./`), so it serves the app's own files and no page of the host above or beside it.
 */
import { updateOffer } from './updateOffer';

/** The service worker's file, beside index.html (vite-plugin-pwa builds it there from src/offline/serviceWorker.ts). */
const WORKER_FILE = 'serviceWorker.js';

export async function registerOffline(): Promise<void> {
  const workers = navigator.serviceWorker;
  const registration = await workers.register(new URL(WORKER_FILE, document.baseURI), { scope: './' });
  const offer = (waiting: ServiceWorker) =>
    updateOffer.setState({
      take() {
        workers.addEventListener('controllerchange', () => window.location.reload(), { once: true });
        waiting.postMessage({ type: 'SKIP_WAITING' });
      },
    });
  // A first install has no page to keep: only a worker that would replace another is offered.
  if (registration.waiting && workers.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && workers.controller) offer(installing);
    });
  });
}
