import { createHash } from 'node:crypto';
import react from '@vitejs/plugin-react';
import type { Connect, Plugin } from 'vite';
import { isLearnerFrame, LEARNER_FRAME_HEADER_POLICY, policyText } from '../../src/yourturn/realm/framePolicy.ts';

export { isLearnerFrame, LEARNER_FRAME_HEADER_POLICY, learnerFramePolicy, policyText } from '../../src/yourturn/realm/framePolicy.ts';

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
 * The policy as the app's server sends it from `origin`: that origin named beside each `'self'`.
 * In a sandboxed iframe the document's origin is opaque, and WebKit then lets `'self'` match nothing
 * (Chromium and Firefox match the URL's origin), so every script, chunk and wasm fetch was refused
 * and the player never started in Safari. Naming the origin is what the policy meant all along.
 */
export function servedPolicy(policy: Record<string, string[]>, origin: string): string {
  return policyText(Object.fromEntries(Object.entries(policy).map(([directive, sources]) => [directive, sources.flatMap((source) => (source === "'self'" ? [source, origin] : [source]))])));
}

/** The origin a request was sent to, as the browser spells it (the dev and preview servers are plain http). */
export function requestOrigin(host: string | undefined): string | undefined {
  return host && /^[\w.-]+(:\d+)?$|^\[[\d:a-f]+\](:\d+)?$/i.test(host) ? `http://${host}` : undefined;
}

/**
 * The dev server's page carries one inline script, React Fast Refresh's preamble (from
 * @vitejs/plugin-react); the dev policy allows exactly that script by its hash, and the `<style>`
 * elements through which Vite injects CSS in dev (already allowed by `'unsafe-inline'`).
 */
function devPolicy(): Record<string, string[]> {
  const preamble = react.preambleCode.replace('__BASE__', '/');
  const hash = `'sha256-${createHash('sha256').update(preamble).digest('base64')}'`;
  return { ...CONTENT_SECURITY_POLICY, 'script-src': [...CONTENT_SECURITY_POLICY['script-src']!, hash] };
}

/**
 * Sends the policy with every response of `vite dev` and `vite preview`, and lets any origin read
 * the files (`Access-Control-Allow-Origin: *`). Module scripts, dynamic imports and the wasm are
 * fetched in CORS mode; in a sandboxed iframe the page's origin is opaque ("null"), so without that
 * header the browser refuses every one of them. The files are public and carry no cookies.
 */
export function securityHeadersPlugin(): Plugin {
  const headers = (policy: Record<string, string[]>, learnerPolicy: string): Connect.NextHandleFunction => (request, response, next) => {
    const url = request.url ?? '';
    const origin = requestOrigin(request.headers.host);
    const appPolicy = origin ? servedPolicy(policy, origin) : policyText(policy);
    // example/ stands for a course page that embeds the app (from another origin): its policy is the host's.
    if (!url.includes('/example/')) response.setHeader('Content-Security-Policy', isLearnerFrame(url) ? learnerPolicy : appPolicy);
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
      server.middlewares.use(headers(CONTENT_SECURITY_POLICY, policyText(LEARNER_FRAME_HEADER_POLICY)));
    },
  };
}
