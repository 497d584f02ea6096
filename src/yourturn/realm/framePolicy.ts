/**
 * The learner's frame's policies, as text the build writes into its `<meta>` (scripts/vite/learnerFrame.ts),
 * the header a host may add (scripts/vite/securityHeaders.ts, EMBEDDING.md) and the header the service
 * worker answers the frame with offline (src/offline/serviceWorker.ts): one source for all three.
 */

/**
 * The policy of the learner's frame (scripts/vite/learnerFrame.ts; EMBEDDING.md, "Your turn"), carried in
 * its own `<meta>`: its one inline script, allowed by `scriptHash`, may start a `blob:` worker; that
 * worker takes this policy and may evaluate the learner's module and compile sql.js's wasm, and load or
 * reach nothing else: no script source at all (no importScripts, no import(), not even our origin),
 * no connection of any kind. Nothing depends on the server sending a header.
 */
export function learnerFramePolicy(scriptHash: string): Record<string, string[]> {
  return {
    'default-src': ["'none'"],
    'script-src': [scriptHash, "'unsafe-eval'", "'wasm-unsafe-eval'"],
    'worker-src': ['blob:'],
  };
}

/**
 * The stronger option, for a host that can send a header for one file: the same fence as the frame's
 * `<meta>`, plus what a `<meta>` policy cannot carry: `sandbox` (the document is an opaque origin even
 * if something frames or opens it without the attribute). No `frame-ancestors`: the frame's ancestors
 * are the player and whatever course page frames it, often an opaque origin. It names no hash, so one
 * rule serves every build: both policies hold, so inline script still runs only by the meta's hash.
 */
export const LEARNER_FRAME_HEADER_POLICY: Record<string, string[]> = {
  sandbox: ['allow-scripts'],
  'default-src': ["'none'"],
  'script-src': ["'unsafe-inline'", "'unsafe-eval'", "'wasm-unsafe-eval'"],
  'worker-src': ['blob:'],
};

/**
 * The query by which the page asks for the frame sandboxed by its header instead of by the iframe's
 * attribute: offline, where only the service worker can answer it (src/offline/serviceWorker.ts).
 */
export const SANDBOX_BY_WORKER = 'worker';

/** The learner's frame, as the build names it (`assets/learner-frame-<hash>.html`) and as the dev server serves it. */
export function isLearnerFrame(path: string): boolean {
  return /\/learner-frame(-[\w-]+)?\.html(\?.*)?$/.test(path);
}

/** A policy as the header's text. */
export function policyText(policy: Record<string, string[]>): string {
  return Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}
