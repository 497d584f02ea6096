import '../../src/narration/en/activate';
import { readdirSync, readFileSync } from 'node:fs';
import { buildChapter } from '../../src/core/scenarios';
import { loadSqlJs } from '../../src/core/sqlite';
import { captionOf } from '../../src/narration/captionOf';
import spanish from '../../src/narration/es/language';
import { inLanguage } from '../../src/narration/language';
import { loadEveryStory } from '../../src/narration/storyCaptions';

// The expected Spanish captions are worded here in Node, from Spanish's own story chunks.
await loadEveryStory(spanish);
import type { Driver } from './driver';
import { expect, test, type Site } from './fixtures';

// The core paths, written once and run in Chromium, Firefox and WebKit (one project each). The page
// is driven as a person drives it: by role and name, clicks and keys; what is checked is what the
// screen shows, the rows the real store on sql.js wrote.

const TIMELINE = { role: 'slider', name: 'Timeline' };
const KEYS = { role: 'table', name: 'idempotency_keys' };
const CHARGES = { role: 'table', name: 'PayCo charges' };
const HEADING = { role: 'heading', name: /Chapter \d+ of \d+/ };
const SCENE_FAILED = { role: 'alert' };

/** Opens the app and waits until the chapter's scene has run and the Timeline is live. */
async function openPlayer(browser: Driver, site: Site, query: string): Promise<void> {
  await browser.goto(site.app(`?${query}`));
  await expect.poll(() => browser.attribute(TIMELINE, 'disabled'), { timeout: 30_000 }).toBeNull();
}

/** The beat the Timeline shows, from 0. */
const beat = async (browser: Driver) => Number(await browser.value(TIMELINE));
const lastBeat = async (browser: Driver) => Number(await browser.attribute(TIMELINE, 'max'));

/** Goes to the chapter's last beat with the End key, and waits until it is on screen. */
async function toEnd(browser: Driver): Promise<void> {
  await browser.focus(TIMELINE);
  await browser.press('End');
  const last = await lastBeat(browser);
  await expect.poll(() => beat(browser)).toBe(last);
}

test('a chapter’s end state is the rows the store wrote: one charge and a done key with a ticket, two charges without', async ({ driver: browser, site }) => {
  await openPlayer(browser, site, 'chapter=ticket');
  await toEnd(browser);
  const keys = await browser.rows(KEYS);
  const charges = await browser.rows(CHARGES);
  expect(charges).toHaveLength(1);
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatchObject({ status: 'done' });
  // The saved response is the one that names the charge PayCo really made.
  expect(keys[0]!.response).toContain(`"chargeId":"${charges[0]!.id}"`);
  expect(await browser.text({ role: 'region', name: /HTTP exchange/ })).toMatch(/Idempotency-Replayed:\s*true/);

  await openPlayer(browser, site, 'chapter=lost-response');
  await toEnd(browser);
  expect(await browser.rows(CHARGES)).toHaveLength(2);
  expect(await browser.rows(KEYS)).toHaveLength(0);
});

test('stepping back shows the rows as they were, and the keys drive the player', async ({ driver: browser, site }) => {
  await openPlayer(browser, site, 'chapter=ticket');
  await browser.click(HEADING); // focus in the player, on no control
  await browser.press('ArrowRight');
  await browser.press('ArrowRight');
  await expect.poll(() => beat(browser)).toBe(2);
  await browser.press('ArrowLeft');
  await expect.poll(() => beat(browser)).toBe(1);

  await browser.press('End');
  await expect.poll(() => beat(browser)).toBe(await lastBeat(browser));
  expect((await browser.rows(KEYS)).map((row) => row.status)).toEqual(['done']);
  // Back through the chapter with the button: the key's row goes back to in_flight, then away.
  const statuses = new Set<string>();
  for (let at = await lastBeat(browser); at > 0; at--) {
    await browser.click({ role: 'button', name: 'Step back' });
    await expect.poll(() => beat(browser)).toBe(at - 1);
    for (const row of await browser.rows(KEYS)) statuses.add(row.status!);
  }
  expect(statuses).toContain('in_flight');
  expect(await browser.rows(KEYS)).toHaveLength(0);
  expect(await browser.rows(CHARGES)).toHaveLength(0);

  await browser.click(HEADING);
  await browser.press(' ');
  await expect.poll(() => browser.count({ role: 'button', name: 'Pause' })).toBe(1);
  await browser.press('k');
  await expect.poll(() => browser.count({ role: 'button', name: 'Play' })).toBe(1);
  await browser.press('Shift+ArrowRight');
  await expect.poll(() => browser.text(HEADING)).toContain('A new ticket every time');
  await browser.press('Shift+ArrowLeft');
  await expect.poll(() => browser.text(HEADING)).toContain('A ticket for the coat');
});

test('a course page on another origin drives the embedded player with postMessage', async ({ driver: browser, site }) => {
  await browser.goto(site.course(`example/?app=${encodeURIComponent(site.app())}`));
  const chapters = { role: 'group', name: 'Chapters' };
  // The chapter buttons appear when the player's `ready` message has come from the app's origin.
  await expect.poll(() => browser.count({ role: 'button', name: 'A ticket for the coat' }), { timeout: 30_000 }).toBe(1);
  expect(await browser.text(chapters)).toContain('The lost answer');
  const player = browser.frame('Cloakroom: idempotency keys, explained with a real store');

  await browser.click({ role: 'button', name: 'A ticket for the coat' });
  await expect.poll(() => player.text(HEADING)).toContain('A ticket for the coat');
  // The player's chapterchange message came back and the course page marked the chapter.
  await expect.poll(() => browser.attribute({ role: 'button', name: 'A ticket for the coat' }, 'aria-pressed')).toBe('true');

  await browser.click({ role: 'button', name: 'Play' });
  await expect.poll(() => player.count({ role: 'button', name: 'Pause' })).toBe(1);
  await expect.poll(() => player.run<number>('Number(document.querySelector("input[type=range]").value)'), { timeout: 20_000 }).toBeGreaterThan(0);
  await browser.click({ role: 'button', name: 'Pause' });
  await expect.poll(() => player.count({ role: 'button', name: 'Play' })).toBe(1);
  expect(await browser.text({ role: 'log', name: 'Events' })).toMatch(/cloakroom:play[\s\S]*cloakroom:pause/);
});

/** Where the Retry button is on the screen, as `x,y,width,height`. */
const retryBox = (browser: Driver) =>
  browser.run<string>(`(() => { const r = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Retry').getBoundingClientRect(); return [r.x, r.y, r.width, r.height].join(); })()`);

// A file the scene needs does not arrive: the error says so, and Retry fetches it afresh.
for (const { what, path, says } of [
  { what: 'scene-view chunk', path: /^\/assets\/scene-[\w-]+\.js$/, says: 'The scene’s views could not be loaded' },
  { what: 'player chunk (React and the player)', path: /^\/assets\/mount-[\w-]+\.js$/, says: 'The player could not be loaded' },
  { what: 'SQLite wasm', path: /^\/assets\/[\w-]+\.wasm$/, says: 'The SQLite engine (sql-wasm.wasm) could not be loaded' },
]) {
  test(`a blocked ${what} shows the error, and after it is back Retry plays the scene`, async ({ driver: browser, site }) => {
    await site.block(path);
    const viewsFailed = what === 'scene-view chunk';
    // The views' error can be up before the chapter's scene is built (here its captions are held back
    // until it is), and what arrives after must not move it: a Retry that moved from under the pointer
    // (the heading's beat line, the scrollbar the grown page brought) was this test's flake.
    if (viewsFailed) await site.hold(/^\/assets\/payflow-[\w-]+\.js$/);
    await browser.goto(site.app('?chapter=ticket'));
    await expect.poll(() => browser.text(SCENE_FAILED), { timeout: 30_000 }).toContain(says);
    if (viewsFailed) {
      const before = await retryBox(browser);
      await site.release();
      await expect.poll(() => browser.attribute(TIMELINE, 'disabled'), { timeout: 30_000 }).toBeNull(); // the scene is built
      await expect.poll(() => browser.count({ role: 'heading', name: 'Try it yourself' }), { timeout: 30_000 }).toBe(1);
      expect(await retryBox(browser)).toBe(before);
    }
    await site.unblock();
    await browser.click({ role: 'button', name: 'Retry' });
    await expect.poll(() => browser.count({ role: 'region', name: 'Stage' }), { timeout: 30_000 }).toBe(1);
    await toEnd(browser);
    expect((await browser.rows(KEYS)).map((row) => row.status)).toEqual(['done']);
    // The server answered the file twice: first refused, then served to the retry.
    const answers = Object.entries(await site.served()).filter(([served]) => path.test(served.split('?')[0]!));
    expect(answers.flatMap(([, statuses]) => statuses)).toEqual(expect.arrayContaining([503, 200]));
  });
}

/**
 * A chunk the scene-view chunk imports (and the player's own code and the learning tools, which load
 * at startup on their own, do not): when that file fails, the scene chunk fails with it, and a
 * browser that keeps failed imports (Chromium 150, Firefox 153, WebKitGTK 2.50) keeps this one too,
 * at a URL the app cannot change. A file the learning tools share would fail them too, a second
 * failure with a Retry of its own, which is not what this test is about. Read from the built files.
 */
function fileOnlyTheSceneImports(): string {
  const assets = readdirSync('dist/assets');
  const importsOf = (prefix: string) => {
    const file = assets.find((name) => name.startsWith(prefix) && name.endsWith('.js'));
    if (!file) throw new Error(`no ${prefix}*.js in dist/assets: run npm run build`);
    return [...readFileSync(`dist/assets/${file}`, 'utf8').matchAll(/from\s*["'`]\.\/([\w.-]+\.js)["'`]/g)].map((m) => m[1]!);
  };
  const playerImports = new Set([...importsOf('index-'), ...importsOf('mount-'), ...importsOf('learn-')]);
  const only = importsOf('scene-').find((file) => !playerImports.has(file));
  if (!only) throw new Error('the scene-view chunk imports nothing of its own');
  return only;
}

test('a blocked file inside the scene chunk: after it is back, Retry plays the scene, or says that only a reload can and the reload does', async ({ driver: browser, site, engine }) => {
  const file = fileOnlyTheSceneImports();
  await site.block(new RegExp(`^/assets/${file.replace(/[.]/g, '\\.')}$`));
  await browser.goto(site.app('?chapter=ticket'));
  await expect.poll(() => browser.text(SCENE_FAILED), { timeout: 30_000 }).toContain('The scene’s views could not be loaded');
  await site.unblock();
  await browser.click({ role: 'button', name: 'Retry' });
  const stage = { role: 'region', name: 'Stage' };
  const reload = { role: 'button', name: 'Reload the page' };
  await expect.poll(async () => (await browser.count(stage)) + (await browser.count(reload)), { timeout: 30_000 }).toBe(1);
  if ((await browser.count(reload)) === 1) {
    // This browser keeps the failure: the screen says so before the learner reloads.
    expect(await browser.text(SCENE_FAILED)).toContain('Reloading the page fetches it afresh');
    test.info().annotations.push({ type: 'recovered by', description: 'reloading the page' });
    await browser.click(reload);
    if (engine === 'webkit') {
      // Measured: WebKitGTK 2.50 answers a failed module file from memory for the life of its web
      // process, across reloads and new visits, and never asks the server again; no page can mend
      // that, and the note tells the learner to restart the browser. When WebKit fixes this, this
      // branch fails and should go.
      await expect.poll(() => browser.text(SCENE_FAILED), { timeout: 30_000 }).toContain('The scene’s views could not be loaded');
      await browser.click({ role: 'button', name: 'Retry' });
      await expect.poll(() => browser.text(SCENE_FAILED), { timeout: 30_000 }).toContain('if the error stays, restart the browser');
      expect((await site.served())[`/assets/${file}`]).toEqual([503]);
      return;
    }
  }
  await expect.poll(() => browser.count(stage), { timeout: 30_000 }).toBe(1);
  await toEnd(browser);
  expect((await browser.rows(KEYS)).map((row) => row.status)).toEqual(['done']);
});

test('a learner’s scene travels in the address: actions re-run it on the real store, and the link opens the same scene', async ({ driver: browser, site }) => {
  await openPlayer(browser, site, 'chapter=sandbox&story=payflow');
  const said = () => browser.run<string>(`[...document.querySelectorAll('.sandbox-status')].map((e) => e.textContent).join('')`);
  await browser.click({ role: 'button', name: 'New order' });
  await expect.poll(said, { timeout: 30_000 }).toMatch(/^New order: the scene re-ran on the real store/);
  await browser.click({ role: 'button', name: 'Crash Worker 1 at its save' });
  await expect.poll(said, { timeout: 30_000 }).toMatch(/^Crash Worker 1 at its save: the scene re-ran/);
  const address = await browser.run<string>('location.href');
  expect(new URL(address).searchParams.get('scene')).toBe('v1; payflow sandbox; order @1; crash worker-1 save');
  await toEnd(browser);
  const last = await lastBeat(browser);
  const keys = await browser.rows(KEYS);
  const charges = await browser.rows(CHARGES);

  await openPlayer(browser, site, new URL(address).search.slice(1));
  // The blank sandbox shows first; the link's scene replaces it once re-run in the worker.
  await expect.poll(() => lastBeat(browser), { timeout: 30_000 }).toBe(last);
  await toEnd(browser);
  expect(await browser.rows(KEYS)).toEqual(keys);
  expect(await browser.rows(CHARGES)).toEqual(charges);
});

test('in Spanish (?lang=es) the controls, their names and the captions are Spanish, and the rows are the store’s own', async ({ driver: browser, site }) => {
  const es = spanish.words;
  const timeline = { role: 'slider', name: es.player.timeline };
  await browser.goto(site.app('?lang=es&chapter=ticket'));
  await expect.poll(() => browser.attribute(timeline, 'disabled'), { timeout: 30_000 }).toBeNull();
  expect(await browser.count({ role: 'button', name: es.player.play })).toBe(1);
  expect(await browser.count({ role: 'button', name: es.player.stepForward })).toBe(1);
  expect(await browser.count({ role: 'combobox', name: es.player.language })).toBe(1);
  await browser.focus(timeline);
  await browser.press('End');
  const trace = await buildChapter(await loadSqlJs(), { chapter: 'ticket', story: 'payflow', breaks: [], seed: 1 });
  const last = trace.beats.at(-1)!;
  await expect.poll(() => browser.value(timeline)).toBe(String(last.index));
  // The caption a Spanish-speaking learner reads at the end is the one the Spanish words make of the real scene.
  await expect.poll(async () => (await browser.text({ role: 'region', name: es.player.captions })).trim()).toBe(inLanguage(spanish, () => captionOf('payflow', last)));
  const keys = await browser.rows(KEYS);
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatchObject({ status: 'done' });
});
