import { expect, test, type Locator } from '@playwright/test';
import { animationsFinished, captions, openPlayer, rowsOf, toEnd } from './helpers';
import { axeViolations } from './a11y/axe';

/**
 * The chip's trip, read from its animation rather than from the clock: where it stands (x, px) at the
 * animation's start and at its end. Null when the chip has no animation.
 */
async function tripOf(chip: Locator): Promise<{ start: number; end: number } | null> {
  return chip.evaluate((el) => {
    const [trip] = el.getAnimations();
    if (!trip) return null;
    trip.pause();
    trip.currentTime = 0;
    const start = el.getBoundingClientRect().x;
    trip.currentTime = Number(trip.effect!.getComputedTiming().endTime) - 1;
    const end = el.getBoundingClientRect().x;
    return { start, end };
  });
}

test.describe('accessibility, layout and privacy', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no serious or critical violation (${theme})`, async ({ page }) => {
      await openPlayer(page, `chapter=crash&theme=${theme}`);
      await page.getByRole('button', { name: 'Step forward' }).click();
      for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('slider', { name: 'Timeline' })).toHaveValue('6');
      await animationsFinished(page); // the travelling message has landed
      // axe-core in the page (e2e/a11y/axe.ts): a message in motion, which the still frames of e2e/a11y/axe.spec.ts do not see.
      expect((await axeViolations((expression) => page.evaluate(expression))).filter((v) => /\((serious|critical)\)/.test(v))).toEqual([]);
    });
  }

  test('a 360 px wide screen never scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const chapter of ['fencing', 'scope', 'lab']) {
      await openPlayer(page, `chapter=${chapter}`);
      await toEnd(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, chapter).toBeLessThanOrEqual(0);
    }
  });

  test('on a 360 px phone the stage, the caption and Play are in the first screen; the break switches and Change what happens below', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openPlayer(page, 'chapter=crash');
    const bottomOf = async (what: string, part: Locator) => {
      await expect(part, what).toBeVisible();
      const box = (await part.boundingBox())!;
      return box.y + box.height;
    };
    const play = page.getByRole('button', { name: 'Play' });
    for (const [what, part] of [
      ['the stage', page.getByRole('region', { name: 'Stage' })],
      ['the caption', page.getByRole('region', { name: 'Captions' })],
      ['Play', play],
    ] as const) {
      expect(await bottomOf(what, part), `${what} ends inside the first screen`).toBeLessThanOrEqual(740);
    }
    const playBottom = await bottomOf('Play', play);
    const breaks = page.getByRole('group', { name: /Break it/ });
    expect((await breaks.boundingBox())!.y, 'the break switches come after Play').toBeGreaterThan(playBottom);
    const change = page.getByRole('button', { name: 'Change what happens' });
    expect((await change.boundingBox())!.y, 'Change what happens comes after Play').toBeGreaterThan(playBottom);
  });

  // The stage reads reduced motion from the MotionProvider around it (one source); if that provider
  // stopped passing the learner's choice on, the chip would travel here and this test would fail.
  test('with reduced motion a message appears where it lands, without travelling', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPlayer(page, 'chapter=ticket');
    await page.getByRole('button', { name: 'Step forward' }).click(); // the phone sends
    const chip = page.locator('.chip');
    await expect(chip).toBeVisible();
    expect(await tripOf(chip)).toBeNull(); // no animation: it stands where it lands
  });

  test('without reduced motion the same message travels', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await openPlayer(page, 'chapter=ticket&speed=0.5');
    await page.getByRole('button', { name: 'Step forward' }).click();
    const chip = page.locator('.chip');
    await expect(chip).toBeVisible();
    const trip = await tripOf(chip);
    expect(trip).not.toBeNull();
    expect(Math.abs(trip!.end - trip!.start)).toBeGreaterThan(50); // from the phone's lane to the shop's
  });

  test('at 800 px the charge for PayCo stays inside the lanes, and the worker’s ticket is one word', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // (The crash chapter's first PayCo call now fails; the slow worker's chapter charges on its third step.)
    await openPlayer(page, 'chapter=fencing');
    const step = page.getByRole('button', { name: 'Step forward' });
    for (let i = 0; i < 3; i++) await step.click(); // the shop asks PayCo to charge
    const chip = page.locator('.chip');
    await expect(chip).toContainText('charge');
    const lanes = (await page.locator('.lanes').boundingBox())!;
    const box = (await chip.boundingBox())!;
    // PayCo's is the last lane: centred on it, the chip stuck out 12 px and was cut off.
    expect(box.x).toBeGreaterThanOrEqual(lanes.x - 0.5);
    expect(box.x + box.width).toBeLessThanOrEqual(lanes.x + lanes.width + 0.5);
    const ticket = page.getByTitle('This worker holds the claim: the row is in_flight');
    await expect(ticket).toHaveText('holds k-e515');
    // It may go under "holds", but "k-e515" is never split at its hyphen: its letters lie on one line.
    const linesOfTicket = await ticket.evaluate((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf('k-e515');
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 'k-e515'.length);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }
      return 0;
    });
    expect(linesOfTicket).toBe(1);
  });

  test('a lost answer comes to rest on the stage’s floor, whole', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPlayer(page, 'chapter=lost-response');
    const step = page.getByRole('button', { name: 'Step forward' });
    for (let i = 0; i < 3; i++) await step.click(); // the shop's answer is lost on its way back
    const chip = page.locator('.chip.lost');
    await expect(chip).toContainText('lost');
    const lanes = (await page.locator('.lanes').boundingBox())!;
    const box = (await chip.boundingBox())!; // the tilted chip's bounding box
    // Tilted about its centre, its lowest corner went 1–2 px past the floor and was cut off.
    expect(box.y + box.height).toBeLessThanOrEqual(lanes.y + lanes.height);
    expect(box.y + box.height).toBeGreaterThan(lanes.y + lanes.height - 20); // on the floor, not above it
    expect(box.x).toBeGreaterThanOrEqual(lanes.x);
    expect(box.x + box.width).toBeLessThanOrEqual(lanes.x + lanes.width);
  });

  test('no request leaves the app’s own origin', async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const foreign: string[] = [];
    const seen: string[] = [];
    // The context sees the page's requests and its scene worker's (the wasm is fetched there).
    page.context().on('request', (request) => {
      seen.push(request.url());
      const url = request.url();
      if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
    });
    await openPlayer(page, 'chapter=double-click');
    await toEnd(page);
    await page.getByRole('button', { name: 'Transcript' }).click();
    await expect(page.getByRole('button', { name: 'Download chapters (WebVTT)' })).toBeVisible({ timeout: 20_000 });
    expect(seen.some((url) => url.endsWith('.wasm'))).toBe(true);
    expect(foreign).toEqual([]);
  });

  test('the transcript exports captions and chapters as WebVTT', async ({ page }) => {
    await openPlayer(page, 'chapter=ticket');
    await page.getByRole('button', { name: 'Transcript' }).click();
    const transcript = page.getByRole('dialog', { name: 'Transcript' });
    await expect(transcript.getByRole('heading', { name: '11. The lab: 100 requests' })).toBeVisible();
    for (const [button, cue] of [
      ['Download captions (WebVTT)', /^ticket-0\n\d\d:\d\d:\d\d\.\d{3} --> /m],
      ['Download chapters (WebVTT)', /^ticket\n\d\d:\d\d:\d\d\.\d{3} --> .*\nA ticket for the coat$/m],
    ] as const) {
      const [download] = await Promise.all([page.waitForEvent('download'), transcript.getByRole('button', { name: button }).click({ timeout: 20_000 })]);
      const text = await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8');
      expect(text.startsWith('WEBVTT\n\n')).toBe(true);
      expect(text).toMatch(cue);
    }
  });

  test('the URL sets story, speed, captions and autoplay', async ({ page }) => {
    await openPlayer(page, 'chapter=scope&story=library&speed=1.5&captions=0&autoplay=1');
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Speed' })).toHaveValue('1.5');
    await expect(page.getByRole('combobox', { name: 'Story' })).toHaveValue('library');
    await expect(page.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('table', { name: 'loan' })).toBeVisible();
  });

  // A file the scene needs that does not arrive: the error says which, and Retry really retries.
  // The wasm is fetched inside the scene worker, where Chromium's request interception is known to
  // miss requests now and then (microsoft/playwright#32355; once in a full run here the blocked wasm
  // test saw no error at all, most likely for that reason):
  // the blocked wasm is tested in e2e/engines/core.spec.ts instead, in all three engines, by a
  // server that refuses the file itself. Here: the worker's own script, and a chunk of the page.
  for (const { what, files, says } of [
    { what: 'scene worker script', files: '**/assets/traceWorker-*.js', says: 'The scene worker could not start' },
    { what: 'scene-view chunk', files: '**/assets/scene-*.js', says: 'The scene’s views could not be loaded' },
  ]) {
    test(`a blocked ${what} shows the error state, and Retry recovers`, async ({ page }) => {
      await page.context().route(files, (route) => route.abort());
      await page.goto('/?chapter=ticket');
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(says, { timeout: 20_000 });
      await page.context().unroute(files);
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('region', { name: 'Stage' })).toBeVisible({ timeout: 20_000 });
      await toEnd(page);
      const rows = await rowsOf(page.getByRole('table', { name: 'idempotency_keys' }));
      expect(rows[0]?.status).toBe('done');
    });
  }

  // Each story's captions are a chunk of their own: a scene is shown only with its words.
  test('a blocked story-captions chunk holds the scene back with the error, and Retry brings scene and captions', async ({ page }) => {
    const files = '**/assets/payflow-*.js';
    await page.context().route(files, (route) => route.abort());
    await page.goto('/?chapter=ticket');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This story’s captions could not be loaded', { timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Stage' })).toHaveCount(0);
    await page.context().unroute(files);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('region', { name: 'Stage' })).toBeVisible({ timeout: 20_000 });
    await expect(captions(page)).toContainText('The same checkout, now with a ticket stored with the pending order.');
  });

  // The sheets' bodies are a chunk of their own, loaded when a sheet first opens.
  // The sheets' bodies and the learning tools are chunks of their own, loaded when first wanted: each
  // failure is said where the part would be, and the scenes play on without them.
  test('a blocked sheets chunk is said inside the open sheet, blocked learning tools where they would be, and each Retry fills its place', async ({ page }) => {
    const sheets = '**/assets/sheets-*.js';
    const tools = '**/assets/learn-*.js';
    for (const files of [sheets, tools]) await page.context().route(files, (route) => route.abort());
    await openPlayer(page, 'chapter=ticket');
    const toolsFailed = page.getByRole('status').filter({ hasText: 'The learning tools could not be loaded' });
    await expect(toolsFailed).toContainText('The scenes still play.', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Help and keyboard shortcuts' }).click();
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts and help' });
    await expect(help.getByRole('alert')).toContainText('This sheet’s contents could not be loaded', { timeout: 20_000 });
    for (const files of [sheets, tools]) await page.context().unroute(files);
    await help.getByRole('button', { name: 'Retry' }).click();
    await expect(help.getByRole('table', { name: 'Keyboard shortcuts' })).toBeVisible({ timeout: 20_000 });
    await expect(help.getByRole('alert')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await toolsFailed.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Try it yourself' })).toBeVisible({ timeout: 20_000 });
    await expect(toolsFailed).toHaveCount(0);
  });

  test('a bad URL value is named in a notice and the default is used', async ({ page }) => {
    await openPlayer(page, 'chapter=nope&speed=9&theme=dark');
    const notice = page.getByRole('status').filter({ hasText: 'not understood' });
    await expect(notice).toContainText('chapter=“nope”');
    await expect(notice).toContainText('speed=“9”');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('One key, three mishaps');
    await expect(page.getByRole('combobox', { name: 'Speed' })).toHaveValue('1');
    await expect(captions(page)).not.toBeEmpty();
  });

  test('the issue-2 proof still holds: a done row in idempotency_keys, read from sql.js', async ({ page }) => {
    await openPlayer(page, 'chapter=ticket');
    await toEnd(page);
    const table = page.getByRole('table', { name: 'idempotency_keys' });
    await expect(table.getByRole('row').filter({ hasText: 'done' })).toHaveCount(1);
  });
});
