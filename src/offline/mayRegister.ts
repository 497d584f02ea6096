/**
 * Whether this page may register the lesson's service worker (src/offline/registerOffline.ts): the
 * app's own top-level page, built for the web, in an engine that has them on a secure origin. Small,
 * so the entry can ask before it loads anything for it.
 */
export function mayRegisterOffline(framed: boolean): boolean {
  if (framed || __CLOAKROOM_PACKAGE__ || !import.meta.env.PROD) return false;
  try {
    return 'serviceWorker' in navigator && window.isSecureContext;
  } catch {
    return false;
  }
}
