import { createHash } from 'node:crypto';
import react from '@vitejs/plugin-react';
import type { Connect, Plugin } from 'vite';

/**
 * The Content-Security-Policy the built app runs under (EMBEDDING.md gives it to hosts):
 * - scripts and workers only from our own origin; `'wasm-unsafe-eval'` lets sql.js compile its
 *   wasm, and nothing else may evaluate code;
 * - `blob:` workers: in a sandboxed iframe (an opaque origin) a worker can only be started from a
 *   URL of the frame's own, so a blob that imports the real worker script (src/platform/moduleWorker.ts);
 * - styles from our own files, plus `'unsafe-inline'` for the `style` attributes React and
 *   framer-motion write;
 * - `frame-ancestors *`: any course page may embed it (a host narrows it to its own pages).
 */
export const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'worker-src': ["'self'", 'blob:'],
  'connect-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'none'"],
  'frame-ancestors': ['*'],
};

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

/**
 * The dev server's page carries one inline script, React Fast Refresh's preamble (from
 * @vitejs/plugin-react); the dev policy allows exactly that script by its hash, and the `<style>`
 * elements through which Vite injects CSS in dev (already allowed by `'unsafe-inline'`).
 */
function devPolicy(): string {
  const preamble = react.preambleCode.replace('__BASE__', '/');
  const hash = `'sha256-${createHash('sha256').update(preamble).digest('base64')}'`;
  return policyText({ ...CONTENT_SECURITY_POLICY, 'script-src': [...CONTENT_SECURITY_POLICY['script-src']!, hash] });
}

/**
 * Sends the policy with every response of `vite dev` and `vite preview`, and lets any origin read
 * the files (`Access-Control-Allow-Origin: *`). Module scripts, dynamic imports and the wasm are
 * fetched in CORS mode; in a sandboxed iframe the page's origin is opaque ("null"), so without that
 * header the browser refuses every one of them. The files are public and carry no cookies.
 */
export function securityHeadersPlugin(): Plugin {
  const headers = (policy: string, learnerPolicy: string): Connect.NextHandleFunction => (request, response, next) => {
    const url = request.url ?? '';
    // example/ stands for a course page that embeds the app (from another origin): its policy is the host's.
    if (!url.includes('/example/')) response.setHeader('Content-Security-Policy', isLearnerFrame(url) ? learnerPolicy : policy);
    response.setHeader('Access-Control-Allow-Origin', '*');
    next();
  };
  return {
    name: 'cloakroom-security-headers',
    config: () => ({ server: { cors: false }, preview: { cors: false } }),
    configureServer(server) {
      server.middlewares.use(headers(devPolicy(), policyText(LEARNER_FRAME_HEADER_POLICY)));
    },
    configurePreviewServer(server) {
      server.middlewares.use(headers(policyText(CONTENT_SECURITY_POLICY), policyText(LEARNER_FRAME_HEADER_POLICY)));
    },
  };
}
