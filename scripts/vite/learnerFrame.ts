import { createHash } from 'node:crypto';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { FRAME_NOT_SANDBOXED, FRAME_PORT, FRAME_READY, FRAME_WORKER_ERROR } from '../../src/yourturn/realm/frameMessages.ts';
import { learnerFramePolicy, policyText } from '../../src/yourturn/realm/framePolicy.ts';

/**
 * The learner's realm without any header from the server (issue 56; DESIGN.md, "Your turn"). The page
 * opens `learner-frame-<hash>.html` in an `<iframe sandbox="allow-scripts">`: an opaque origin that
 * reaches none of the page's storage or DOM. The frame's own `<meta>` policy lets its one inline script
 * (by hash) start a `blob:` worker and lets that worker evaluate code and compile wasm; it allows no
 * connection and no script source. A blob worker takes its creator's policy, so the learner's code runs
 * under it wherever the files are served from: a static host, an LMS, a sandboxed frame, offline.
 * Removing the frame ends the worker with it: the 2 s limit ends the realm, not a promise.
 *
 * The worker (src/yourturn/worker/learnerWorker.ts) is bundled here as one classic script (a module
 * worker from a `blob:null` URL is refused by Chromium), and carried inside the frame's inline script
 * as a string, so the frame is one file that needs nothing else: sql.js's wasm comes from the page.
 */

const ENTRY = 'src/yourturn/worker/learnerWorker.ts';
const DEV_PATH = '/@cloakroom/learner-frame.html';
const VIRTUAL = 'virtual:learner-frame';
const RESOLVED = '\0' + VIRTUAL;

/**
 * The frame's inline script: the worker's source, and the messages of src/yourturn/realm/frameMessages.ts.
 * It starts nothing unless its document is an opaque origin: sandboxed by the iframe's attribute, or by
 * the header the service worker sends offline; a frame that is neither (a worker that forgot the header,
 * an old one) says so and runs no code of the learner's.
 */
function bootstrap(workerSource: string): string {
  // `<` escaped, so nothing in the worker's text can end the <script> element.
  const source = JSON.stringify(workerSource).replace(/</g, '\\u003c');
  return `
const source = ${source};
const say = (message) => parent.postMessage(message, '*');
let started = false;
if (self.origin !== 'null') say({ type: ${JSON.stringify(FRAME_NOT_SANDBOXED)} });
else addEventListener('message', (event) => {
  if (started || event.source !== parent || event.data?.type !== ${JSON.stringify(FRAME_PORT)} || !event.ports[0]) return;
  started = true;
  try {
    const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })), { name: 'cloakroom-yours' });
    worker.onerror = (error) => { error.preventDefault(); say({ type: ${JSON.stringify(FRAME_WORKER_ERROR)}, message: String(error.message || '') }); };
    worker.postMessage({ port: event.ports[0] }, [event.ports[0]]);
  } catch (error) {
    say({ type: ${JSON.stringify(FRAME_WORKER_ERROR)}, message: String(error && error.message || error) });
  }
});
if (self.origin === 'null') say({ type: ${JSON.stringify(FRAME_READY)} });
`;
}

/** The frame's document for `workerSource`, with the policy that holds it in and the hash that names it. */
export function learnerFrameDocument(workerSource: string): { html: string; hash: string } {
  const script = bootstrap(workerSource);
  const scriptHash = createHash('sha256').update(script).digest('base64');
  const policy = policyText(learnerFramePolicy(`'sha256-${scriptHash}'`));
  const html = `<!doctype html>
<html><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${policy}">
<title>Cloakroom: the realm your code runs in</title>
<script>${script}</script>
</head><body></body></html>
`;
  return { html, hash: createHash('sha256').update(html).digest('hex').slice(0, 10) };
}

/** The learner's worker as one classic script (minified for the build, readable in dev). */
async function bundleWorker(config: ResolvedConfig, minify: boolean): Promise<string> {
  const output = await build({
    configFile: false,
    root: config.root,
    logLevel: 'warn',
    resolve: { alias: config.resolve.alias },
    build: {
      write: false,
      target: 'es2022',
      minify,
      lib: { entry: ENTRY, formats: ['iife'], name: 'cloakroomLearner', fileName: () => 'learner.js' },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  const chunks = results.flatMap((result) => ('output' in result ? result.output : [])).filter((file) => file.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`The learner's worker must build as one script, not ${chunks.length}`);
  return chunks[0]!.code;
}

/**
 * `import { learnerFrameUrl } from 'virtual:learner-frame'` gives the frame's address. The build
 * writes `assets/learner-frame-<hash>.html` (the hash of its content, so a new deploy is a new URL);
 * `vite dev` builds it afresh on each request at DEV_PATH.
 */
export function learnerFramePlugin(): Plugin {
  let config: ResolvedConfig;
  let frame: Promise<{ html: string; hash: string }> | undefined;
  const builtFrame = () => (frame ??= bundleWorker(config, true).then(learnerFrameDocument));
  return {
    name: 'cloakroom-learner-frame',
    configResolved(resolved) {
      config = resolved;
    },
    resolveId: (source) => (source === VIRTUAL ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null;
      if (config.command === 'serve') return `export const learnerFrameUrl = new URL(${JSON.stringify(DEV_PATH)}, location.href).href;`;
      const { hash } = await builtFrame();
      // Through a constant, so Vite's `new URL('…', import.meta.url)` asset rewriting leaves it alone; the
      // chunk that holds this module is in assets/, beside the frame.
      return `const file = ${JSON.stringify(`./learner-frame-${hash}.html`)};\nexport const learnerFrameUrl = new URL(file, import.meta.url).href;`;
    },
    async generateBundle() {
      const { html, hash } = await builtFrame();
      this.emitFile({ type: 'asset', fileName: `assets/learner-frame-${hash}.html`, source: html });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!request.url?.startsWith(DEV_PATH)) return next();
        bundleWorker(config, false)
          .then((source) => {
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.setHeader('Cache-Control', 'no-store');
            response.end(learnerFrameDocument(source).html);
          })
          .catch(next);
      });
    },
  };
}
