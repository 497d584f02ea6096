import { expect, test, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';
import { installFakeVoice } from './helpers';

// The app is served on 127.0.0.1:4173; the course page on 127.0.0.1:4174 (another origin), or, for
// the origin rule, on loopback origins that Playwright serves itself (page.route). Loopback, because
// Chromium keeps public pages from framing private addresses.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const APP = `http://127.0.0.1:${PORT}`;
const COURSE = `http://127.0.0.1:${PORT + 1}`;

type Message = { type: string; [field: string]: unknown };

/** Records every cloakroom:* message the page receives, from the very start. */
async function recordMessages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __messages: unknown[] };
    w.__messages = [];
    window.addEventListener('message', (e) => w.__messages.push(e.data));
  });
}

async function messages(page: Page): Promise<Message[]> {
  return page.evaluate(() => (window as unknown as { __messages: Message[] }).__messages.filter((m) => typeof m?.type === 'string'));
}

async function waitForMessage(page: Page, type: string, count = 1): Promise<Message> {
  await expect.poll(async () => (await messages(page)).filter((m) => m.type === type).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  return (await messages(page)).filter((m) => m.type === type)[count - 1]!;
}

/** Posts a message from the course page to the iframe. */
async function command(page: Page, message: unknown, targetOrigin = APP): Promise<void> {
  await page.evaluate(([m, o]) => document.querySelector('iframe')!.contentWindow!.postMessage(m, o as string), [message, targetOrigin] as const);
}

/** A course page on any origin, served by Playwright, embedding the app with `query`. */
async function courseOn(page: Page, origin: string, query: string): Promise<void> {
  await page.route(`${origin}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Course</title><iframe title="Cloakroom" style="width:1000px;height:700px" src="${APP}/?${query}"></iframe>`,
    }),
  );
  await page.goto(`${origin}/lesson.html`);
}

// Pages that page.route serves have no address, so Chromium counts them as public, and its Local
// Network Access checks stop public pages from framing 127.0.0.1. Real course pages framing a
// public Cloakroom host never meet this; the tests switch the check off to stand in for them.
test.use({ launchOptions: chromiumLaunchOptions(['--disable-features=LocalNetworkAccessChecks']) });

const timelineIn = (page: Page) => page.frameLocator('iframe').getByRole('slider', { name: 'Timeline' });

test.describe('embedded in a course page on another origin', () => {
  test('the example course page lists every chapter, drives the player and fills its progress list', async ({ page }) => {
    await recordMessages(page);
    await page.goto(`${COURSE}/example/?app=${APP}/`);
    const ready = await waitForMessage(page, 'cloakroom:ready');
    expect((ready.chapters as { id: string }[]).map((c) => c.id)).toEqual([
      'one-key', 'lost-response', 'ticket', 'key-per-try', 'double-click', 'mismatch', 'crash', 'fencing', 'retention', 'scope', 'lab', 'your-turn', 'sandbox',
    ]);
    await expect(page.getByRole('group', { name: 'Chapters' }).getByRole('button')).toHaveCount(13);

    // A chapter button in the course page switches the chapter in the iframe.
    await page.getByRole('group', { name: 'Chapters' }).getByRole('button', { name: /ticket for the coat/i }).click();
    await waitForMessage(page, 'cloakroom:chapterchange');
    await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toContainText(/ticket/i);

    // Watch it to its end: seek near the end, play at 2×, and the progress list marks it watched.
    const beats = Number(await timelineIn(page).getAttribute('max'));
    await command(page, { type: 'cloakroom:speed', value: 2 });
    await command(page, { type: 'cloakroom:seek', beat: beats - 2 });
    await page.getByRole('button', { name: 'Play' }).click();
    const progress = await waitForMessage(page, 'cloakroom:progress');
    expect(progress).toMatchObject({ chapter: 'ticket', completed: ['ticket'] });
    await expect(page.getByRole('list', { name: 'Chapters watched' })).toContainText(/ticket for the coat — watched/i);
    expect((await messages(page)).some((m) => m.type === 'cloakroom:ended' && m.chapter === 'ticket')).toBe(true);
  });

  test('each command gives its event, and the height is reported', async ({ page }) => {
    await recordMessages(page);
    await installFakeVoice(page);
    await page.goto(`${COURSE}/example/?app=${APP}/&controls=full`);
    await waitForMessage(page, 'cloakroom:ready');
    const resize = await waitForMessage(page, 'cloakroom:resize');
    expect(resize.height).toBeGreaterThan(300);

    await command(page, { type: 'cloakroom:seek', beat: 3 });
    expect(await waitForMessage(page, 'cloakroom:seeked')).toMatchObject({ beat: 3, chapter: 'one-key' });
    await expect(timelineIn(page)).toHaveValue('3');

    await command(page, { type: 'cloakroom:speed', value: 1.5 });
    expect(await waitForMessage(page, 'cloakroom:ratechange')).toMatchObject({ speed: 1.5 });

    await command(page, { type: 'cloakroom:play' });
    await waitForMessage(page, 'cloakroom:play');
    await command(page, { type: 'cloakroom:pause' });
    await waitForMessage(page, 'cloakroom:pause');

    await command(page, { type: 'cloakroom:chapter', id: 'crash' });
    expect(await waitForMessage(page, 'cloakroom:chapterchange')).toMatchObject({ chapter: 'crash' });

    await command(page, { type: 'cloakroom:captions', on: false });
    await expect(page.frameLocator('iframe').getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'false');
    await command(page, { type: 'cloakroom:narration', on: true });
    await expect(page.frameLocator('iframe').getByRole('button', { name: /Narration/ })).toHaveAttribute('aria-pressed', 'true');
  });

  test('malformed messages change nothing and the player still works', async ({ page }) => {
    await recordMessages(page);
    await page.goto(`${COURSE}/example/?app=${APP}/&controls=full`);
    await waitForMessage(page, 'cloakroom:ready');
    await command(page, { type: 'cloakroom:seek', beat: 2 });
    await expect(timelineIn(page)).toHaveValue('2');
    const before = (await messages(page)).length;
    for (const junk of [
      null,
      'cloakroom:play',
      42,
      [],
      { type: 'cloakroom:seek', beat: Number.NaN },
      { type: 'cloakroom:seek', beat: '5' },
      { type: 'cloakroom:seek', beat: -1 },
      { type: 'cloakroom:chapter', id: 'no-such-chapter' },
      { type: 'cloakroom:chapter', id: '<img src=x onerror="document.title=1">' },
      { type: 'cloakroom:speed', value: 100 },
      { type: 'cloakroom:captions', on: 'yes' },
      { type: 'cloakroom:explode' },
    ]) {
      await command(page, junk);
    }
    // A good command after the junk: messages arrive in order, so once its answer is here every
    // piece of junk has been read, and the only event since is that answer.
    await command(page, { type: 'cloakroom:seek', beat: 4 });
    await expect(timelineIn(page)).toHaveValue('4');
    expect((await messages(page)).slice(before).filter((m) => m.type !== 'cloakroom:resize')).toEqual([{ type: 'cloakroom:seeked', chapter: 'one-key', beat: 4 }]);
    await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toContainText(/one key/i);
    // Still answers its own buttons.
    await page.frameLocator('iframe').getByRole('button', { name: 'Step forward' }).click();
    await expect(timelineIn(page)).toHaveValue('5');
  });

  test('a page whose origin is not the configured one cannot command it, nor hears its events', async ({ page }) => {
    await recordMessages(page);
    await courseOn(page, 'http://localhost:4175', `chapter=ticket&origin=${COURSE}`);
    await expect(timelineIn(page)).toBeEnabled({ timeout: 20_000 });
    const app = page.frame({ url: (url) => url.origin === APP })!;
    await app.evaluate(() => {
      const w = window as unknown as { __heard: number };
      w.__heard = 0;
      window.addEventListener('message', () => w.__heard++); // counts, never reads the data
    });
    await command(page, { type: 'cloakroom:seek', beat: 5 });
    await command(page, { type: 'cloakroom:chapter', id: 'crash' });
    // Both have reached the player (its own listener ran before the counter), and a command it had
    // taken would have been applied by the next frame: wait for both, then look.
    await expect.poll(() => app.evaluate(() => (window as unknown as { __heard: number }).__heard)).toBe(2);
    await app.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(timelineIn(page)).toHaveValue('0');
    await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toContainText(/ticket/i);
    expect(await messages(page)).toEqual([]); // events go to the configured origin only
  });

  test('without ?origin, the embedding page commands it whatever its origin', async ({ page }) => {
    await recordMessages(page);
    await courseOn(page, 'http://localhost:4176', 'chapter=ticket');
    await waitForMessage(page, 'cloakroom:ready');
    await command(page, { type: 'cloakroom:seek', beat: 5 });
    await expect(timelineIn(page)).toHaveValue('5');
  });
});

test('embed.js sizes Cloakroom’s iframes only, not another frame that asks the same', async ({ page }) => {
  await recordMessages(page);
  const STRANGER = 'http://localhost:4178';
  await page.route(`${STRANGER}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<script>parent.postMessage({ type: 'cloakroom:resize', height: 1234 }, '*')</script>` }),
  );
  await page.route('http://localhost:4177/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Course</title>
        <iframe id="stranger" title="Stranger" style="width:300px;height:150px"></iframe>
        <iframe id="cloakroom" title="Cloakroom" style="width:1000px;height:150px" src="${APP}/?chapter=ticket"></iframe>
        <script src="${APP}/embed.js"></script>
        <script>document.getElementById('stranger').src = '${STRANGER}/frame.html'</script>`,
    }),
  );
  await page.goto('http://localhost:4177/lesson.html');
  const fromCloakroom = async () => (await messages(page)).filter((m) => m.type === 'cloakroom:resize' && m.height !== 1234).at(-1)?.height;
  const sized = async () => `${await fromCloakroom()}px` === (await page.locator('#cloakroom').evaluate((frame) => frame.style.height));
  await expect.poll(sized, { timeout: 20_000 }).toBe(true); // Cloakroom's frame takes the height it reports
  // The stranger's message has been handled (embed.js listens beside the recorder) and changed nothing.
  await expect.poll(async () => (await messages(page)).some((m) => m.height === 1234)).toBe(true);
  await expect(page.locator('#stranger')).toHaveCSS('height', '150px');
});

test('controls=minimal keeps Play, the timeline and the chapter menu, and fits 320 × 400', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 400 });
  await page.goto('/?controls=minimal&chapter=ticket');
  await expect(page.getByRole('slider', { name: 'Timeline' })).toBeEnabled({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Chapter' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Step forward' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Embed' })).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the Embed button copies an iframe snippet for the chapter and settings on screen', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/?chapter=crash&story=library&speed=1.5');
  await expect(page.getByRole('slider', { name: 'Timeline' })).toBeEnabled({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Embed' }).click();
  const snippet = page.getByRole('textbox', { name: 'Embed snippet' });
  await expect.poll(() => snippet.inputValue()).toContain(`<iframe src="${APP}/?chapter=crash&amp;story=library&amp;speed=1.5"`);
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await snippet.inputValue());
});
