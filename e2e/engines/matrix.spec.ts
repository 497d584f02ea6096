import { readFileSync } from 'node:fs';
import type { Driver } from './driver';
import { expect, PORT, test, type Site } from './fixtures';
import { YOUR_TURN_SCO } from './globalSetup';

/**
 * Your turn wherever the lesson goes (issue 56), in each engine. Rows: `npm run preview` (the project's
 * headers); a plain static host (no header at all); the SCORM package launched by the stand-in LMS, its
 * files served bare; the player in `<iframe sandbox="allow-scripts">` on another origin; and offline
 * after one visit, the service worker answering. In each: the reference passes 12 of 12; a store that
 * tries every way out is refused in words and sends nothing (siteServer counts the requests, and a
 * WebSocket's upgrade); an endless loop is stopped at 2 s and named; Watch your store and Find a race run.
 */
const REFERENCE = readFileSync(new URL('../../src/yourturn/stores/reference.store.ts', import.meta.url), 'utf8');
const HOOK = 'const fp = fingerprint(params);';

/** The reference, trying every way out first, each aimed at siteServer under `target`, which counts what arrives. */
function waysOut(target: string): string {
  const tries = `
    const t = ${JSON.stringify(target)};
    await fetch(t + 'fetch').catch(() => {});
    await globalThis.fetch(t + 'global-fetch').catch(() => {});
    try { const x = new XMLHttpRequest(); x.open('GET', t + 'xhr'); x.send(); } catch {}
    try { new WebSocket(t.replace(/^http/, 'ws') + 'websocket'); } catch {}
    try { new EventSource(t + 'eventsource'); } catch {}
    try { (globalThis as any).importScripts(t + 'importscripts'); } catch {}
    try { new Worker(t + 'worker'); } catch {}
    await import(t + 'import').catch(() => {});
    await (0, eval)('import(' + JSON.stringify(t + 'eval-import') + ')').catch(() => {});
    `;
  if (!REFERENCE.includes(HOOK)) throw new Error(`the reference no longer has: ${HOOK}`);
  return REFERENCE.replace(HOOK, `${tries}\n    ${HOOK}`);
}

const LOOP = 'export class IdempotencyStore {\n  constructor(db: unknown) {}\n  async run() { for (;;) {} }\n}\n';

/** A row: how the learner reaches Your turn there, and the interface inside the frame that holds the player, if any. */
interface Row {
  name: string;
  open(browser: Driver, site: Site): Promise<Driver>;
}

const YOUR_TURN = '?chapter=your-turn';
const PREVIEW = `http://127.0.0.1:${PORT + 2}/`;

/** Framed, the player is a box: Your turn is in its Try it tab, as a learner finds it. */
async function opened(app: Driver): Promise<Driver> {
  await app.click({ role: 'tab', name: 'Try it' });
  return app;
}

const ROWS: Row[] = [
  { name: 'npm run preview (the project’s headers)', open: async (browser) => (await browser.goto(`${PREVIEW}${YOUR_TURN}`), browser) },
  { name: 'a static host that sends no headers', open: async (browser, site) => (await browser.goto(site.bare(YOUR_TURN)), browser) },
  {
    name: 'the SCORM package in the stand-in LMS, served bare',
    open: async (browser, site) => {
      await browser.goto(site.bare(`lms-e2e/lms.html?sco=${encodeURIComponent(`${YOUR_TURN_SCO}/index.html`)}`));
      return opened(browser.frame('Course content'));
    },
  },
  {
    name: 'the player in a sandboxed frame on another origin',
    open: async (browser, site) => {
      await browser.goto(site.sandboxed(site.app(YOUR_TURN)));
      return opened(browser.frame('Cloakroom'));
    },
  },
  {
    name: 'offline after one visit',
    open: async (browser, site) => {
      await site.allowServiceWorker();
      await browser.goto(site.bare(YOUR_TURN));
      await expect
        .poll(() => browser.run<boolean>('navigator.serviceWorker.ready.then(() => Boolean(navigator.serviceWorker.controller))'), { timeout: 45_000 })
        .toBe(true);
      await site.offline();
      await browser.goto(site.bare(YOUR_TURN));
      return browser;
    },
  },
];

/**
 * Puts `code` in the editor as a paste would (the engine's own insertText, which CodeMirror reads from
 * the DOM), and checks the lines on screen are the code's (CodeMirror draws only those in view; what
 * the tests then say shows the rest arrived).
 */
async function setStore(app: Driver, code: string): Promise<void> {
  await expect.poll(() => app.count({ role: 'textbox', name: 'Your store' }), { timeout: 30_000 }).toBe(1);
  await app.run(`(() => { const el = document.querySelector('.cm-content'); el.focus(); document.execCommand('selectAll'); document.execCommand('insertText', false, ${JSON.stringify(code)}); })()`);
  const squeeze = (text: string) => text.replace(/\s+/g, '');
  await expect.poll(async () => {
    const shown = squeeze(await app.run<string>("document.querySelector('.cm-content').innerText"));
    return shown.length > 20 && squeeze(code).includes(shown);
  }).toBe(true);
}

async function runTests(app: Driver): Promise<string> {
  await app.click({ role: 'button', name: 'Run the tests' });
  await expect.poll(() => app.text({ role: 'status' }).catch(() => ''), { timeout: 60_000 }).toMatch(/\d+ of 12 passed/);
  return app.text({ role: 'list', name: 'Tests' });
}

for (const row of ROWS) {
  test(`Your turn, ${row.name}: 12 of 12, every way out refused in words with nothing sent, a loop stopped at 2 s, its scene and race`, async ({ driver: browser, site }) => {
    test.setTimeout(240_000);
    const app = await row.open(browser, site);
    const escapes = async () => Object.keys(await site.served()).filter((path) => path.includes('/escape/'));

    await setStore(app, REFERENCE);
    const tests = await runTests(app);
    // A failure names the tests and what each said.
    expect(await app.text({ role: 'status' }), tests).toContain('12 of 12 passed');

    await app.click({ role: 'button', name: 'Watch your store' });
    await expect.poll(() => app.run<string>('document.body.innerText'), { timeout: 45_000 }).toContain('Playing: Your store');
    await app.click({ role: 'button', name: 'Back to the chapter' });
    await app.click({ role: 'button', name: 'Find a race in my store' });
    await expect.poll(() => app.run<string>('document.body.innerText'), { timeout: 90_000 }).toMatch(/No race found in \d+ random schedules/);

    await setStore(app, waysOut(site.app('escape/')));
    const refused = await runTests(app);
    expect(refused).toContain('your code tried to reach outside the realm it runs in');
    expect(refused).toContain('fetch(');
    expect(await escapes()).toEqual([]);

    await setStore(app, LOOP);
    const looped = await runTests(app);
    expect(looped).toMatch(/timed out: it did not settle within 2(\.0)? s/);
    // The page answered meanwhile, and still does.
    expect(await app.run<number>('1 + 1')).toBe(2);
    expect(await escapes()).toEqual([]);
  });
}
