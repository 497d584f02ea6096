/** Whether a service worker serves this page. Reading it throws in an opaque origin (a sandboxed frame). */
export function servedByWorker(): boolean {
  try {
    return Boolean(navigator.serviceWorker?.controller);
  } catch {
    return false;
  }
}
