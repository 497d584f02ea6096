import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { CONTENT_SECURITY_POLICY, isLearnerFrame, LEARNER_FRAME_HEADER_POLICY, policyText, requestOrigin, servedPolicy } from '../../scripts/vite/securityHeaders.ts';

/**
 * The built app (dist/) served for the cross-engine tests, with one power no browser driver shares:
 * it can be told to fail files. Every test works under its own prefix, `/r/<run>/…` (the app's URLs
 * are all relative), so a test that blocks a chunk blocks it only for itself, and no HTTP cache or
 * module map carries a file from one test into another. Every answer carries the headers `vite
 * preview` sends (the app's CSP, CORS for all), so each engine runs the app under its real policy;
 * only the example course page, a host's page, goes without the app's CSP.
 * A blocked file is answered 503 (no-store),
 * the way a proxy or a dropped deploy answers; a held file is answered only when the test lets it go
 * (a slow network, on purpose: the order in which files arrive is the test's to choose). The server
 * counts what it served, per run and path.
 *
 * A run served under `/bare/<run>/…` instead gets no header but Content-Type, as a plain static host,
 * an S3 bucket or an LMS's file store answers: no policy, no CORS, no caching rule.
 * `/__page/sandboxed?src=<url>` is a course page that frames `src` in `<iframe sandbox="allow-scripts">`.
 *
 * Control, from the tests (any origin):
 *   PUT    /__control/<run>/block   body: a RegExp source matched against the path after the prefix
 *   DELETE /__control/<run>/block   serve everything again
 *   PUT    /__control/<run>/hold    body: a RegExp source; matching requests wait
 *   DELETE /__control/<run>/hold    answer the waiting requests, and hold nothing more
 *   GET    /__control/<run>/served  JSON: { "<path>": [status, …] } in the order they were answered
 *   PUT    /__control/<run>/offline the run's requests get no answer: the connection is cut (status 0)
 *   DELETE /__control/<run>/offline online again
 *   PUT    /__control/<run>/worker  serve the app's service worker to this run (by default it is 404: a
 *                                   worker that cached the files would answer for them, and a test that
 *                                   blocks or counts files would no longer see them; only the offline
 *                                   rows ask for it)
 *
 * A WebSocket's upgrade request is recorded too (status 0), and its connection cut: a realm that
 * opened one would show in `served`.
 */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.vtt': 'text/vtt; charset=utf-8',
};

const RUN_PATH = /^\/(r|bare)\/([\w-]+)(\/.*)$/;
const CONTROL_PATH = /^\/__control\/([\w-]+)\/(block|hold|served|offline|worker)$/;

export function siteServer(root: string): Server {
  const dist = resolve(root);
  const blocked = new Map<string, RegExp>();
  /** Per run: what to hold, and the held requests, each waiting to be answered. */
  const held = new Map<string, { pattern: RegExp; waiting: (() => void)[] }>();
  const served = new Map<string, Record<string, number[]>>();
  const offline = new Set<string>();
  const withWorker = new Set<string>();

  const record = (run: string, path: string, status: number) => {
    const log = served.get(run) ?? {};
    (log[path] ??= []).push(status);
    served.set(run, log);
  };

  const learnerPolicy = policyText(LEARNER_FRAME_HEADER_POLICY);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const inRun = RUN_PATH.exec(url.pathname);
    const bare = inRun?.[1] === 'bare';
    // The example course page stands for a host's own page, which does not live under the app's policy
    // (its inline script would be refused); so does the sandboxing course page.
    const hostsPage = /^(\/(r|bare)\/[\w-]+)?\/example\//.test(url.pathname) || url.pathname.startsWith('/__page/');
    const policy = servedPolicy(CONTENT_SECURITY_POLICY, requestOrigin(req.headers.host) ?? 'http://127.0.0.1');
    if (!bare && !hostsPage) res.setHeader('Content-Security-Policy', isLearnerFrame(url.pathname) ? learnerPolicy : policy);
    if (!bare) res.setHeader('Access-Control-Allow-Origin', '*');
    if (url.pathname === '/__page/sandboxed') {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      const src = (url.searchParams.get('src') ?? '').replace(/"/g, '&quot;');
      res.end(`<!doctype html><title>Course</title><iframe sandbox="allow-scripts" title="Cloakroom" style="width:1100px;height:900px;border:0" src="${src}"></iframe>`);
      return;
    }
    const control = CONTROL_PATH.exec(url.pathname);
    if (control) {
      const [, run, what] = control as unknown as [string, string, string];
      if (what === 'served') {
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(served.get(run) ?? {}));
      } else if (what === 'offline' || what === 'worker') {
        const runs = what === 'offline' ? offline : withWorker;
        if (req.method === 'DELETE') runs.delete(run);
        else runs.add(run);
        res.end();
      } else if (req.method === 'DELETE') {
        if (what === 'block') blocked.delete(run);
        else {
          for (const answerHeld of held.get(run)?.waiting ?? []) answerHeld();
          held.delete(run);
        }
        res.end();
      } else {
        let body = '';
        req.setEncoding('utf8');
        req.on('data', (chunk: string) => (body += chunk));
        req.on('end', () => {
          if (what === 'block') blocked.set(run, new RegExp(body));
          else held.set(run, { pattern: new RegExp(body), waiting: [] });
          res.end();
        });
      }
      return;
    }

    // Outside a run's prefix the site is plain dist/ (a person opening the server by hand).
    const run = inRun?.[2];
    const path = decodeURIComponent(inRun?.[3] ?? url.pathname);
    if (run !== undefined && offline.has(run)) {
      record(run, path, 0);
      res.socket?.destroy(); // no answer at all: the network is off
      return;
    }
    if (run !== undefined && path === '/serviceWorker.js' && !withWorker.has(run)) {
      record(run, path, 404);
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('no service worker for this run');
      return;
    }
    const hold = run === undefined ? undefined : held.get(run);
    if (hold?.pattern.test(path)) hold.waiting.push(() => answer(req, res, run, path, bare));
    else answer(req, res, run, path, bare);
  });
  server.on('upgrade', (req: IncomingMessage, socket: { destroy(): void }) => {
    const inRun = RUN_PATH.exec(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (inRun) record(inRun[2]!, decodeURIComponent(inRun[3]!), 0);
    socket.destroy();
  });
  return server;

  /** Answers `path` (after the run's prefix, if any) as dist/ has it, or 503 if the run blocks it. */
  function answer(req: IncomingMessage, res: ServerResponse, run: string | undefined, path: string, bare = false): void {
    if (run !== undefined && blocked.get(run)?.test(path)) {
      record(run, path, 503);
      res.writeHead(503, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' });
      res.end('blocked by the test');
      return;
    }
    const file = fileFor(dist, path);
    if (!file) {
      if (run !== undefined) record(run, path, 404);
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('not found');
      return;
    }
    if (run !== undefined) record(run, path, 200);
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    res.writeHead(200, bare ? { 'Content-Type': type } : { 'Content-Type': type, 'Cache-Control': 'no-cache' });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  }
}

/** The file under `dist` that `path` names (a folder means its index.html), or undefined; never a file outside dist. */
function fileFor(dist: string, path: string): string | undefined {
  const candidate = normalize(join(dist, path));
  if (candidate !== dist && !candidate.startsWith(dist + sep)) return undefined;
  for (const file of [candidate, join(candidate, 'index.html')]) {
    try {
      if (statSync(file).isFile()) return file;
    } catch {
      // not there: try the next spelling
    }
  }
  return undefined;
}

// Run as a script (Playwright's webServer starts it): serve dist/ on the given port.
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const port = Number(process.argv[2] ?? 4173);
  if (!existsSync('dist/index.html')) {
    console.error('siteServer: dist/ has no index.html; run `npm run build` first.');
    process.exit(1);
  }
  siteServer('dist').listen(port, '127.0.0.1', () => console.log(`dist/ on http://127.0.0.1:${port}`));
}
