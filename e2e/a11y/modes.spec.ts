import { expect, test, type Page } from '@playwright/test';
import { TEXT_SPACING } from './modes';
import { goToChapter, helpSheet, openAt, seekTo, timeline, transcriptSheet } from './views';

test.describe.configure({ timeout: 90_000 });

// The page in the modes a learner may read it in: a Windows contrast theme (forced colours), 320 px
// wide (400% zoom), their own text spacing, reduced motion. e2e/tools/a11yShots.mts takes the pictures.

/** A scene whose first Check breaks (EMBEDDING.md's example: PayCo's key off, a crash after the charge, a tap past lockMs). */
const DOUBLE_CHARGE = `chapter=sandbox&scene=${encodeURIComponent('v1; payflow sandbox; paycoKey off; order @1; crash worker-1 save; wait @6s; tap 1 @6001')}`;

/** How an element is drawn, colours aside: its border's style and width, and its words. */
const shape = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((el) => {
    const s = getComputedStyle(el);
    return `${s.borderTopStyle} ${s.borderTopWidth} “${el.textContent?.trim()}”`;
  });

test('in forced colours every state is told apart without colour: holding, crashed, paused, in_flight, done, a broken Check', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
  await openAt(page, 'chapter=crash&beat=9');
  const holds = await shape(page, '.actor-status.holding');
  const crashed = await shape(page, '.actor-status[data-tone="bad"]');
  const crashedFigure = await shape(page, '.actor[data-state="crashed"] .actor-figure');
  const upFigure = await shape(page, '.actor[data-state="up"] .actor-figure');
  await expect(page.locator('.hook .attendant').first()).toBeVisible(); // in_flight: the attendant holds the coat
  const inFlight = await shape(page, '.hook .hook-caption');
  await goToChapter(page, 'fencing');
  await seekTo(page, 17);
  const paused = await shape(page, '.actor-status[data-tone="frozen"]');
  const pausedFigure = await shape(page, '.actor[data-state="paused"] .actor-figure');
  await seekTo(page, Number(await timeline(page).getAttribute('max')));
  await expect(page.locator('.hook .attendant')).toHaveCount(0); // done: the coat hangs, nobody holds it
  const done = await shape(page, '.hook .hook-caption');

  expect(holds).toMatch(/^solid 2px “holds k-e515”$/);
  expect(crashed).toMatch(/^double 3px “crashed”$/);
  expect(paused).toMatch(/^dotted 1px “paused until/);
  expect(new Set([crashedFigure, upFigure, pausedFigure].map((s) => s.split(' ')[0])).size).toBe(3); // dashed, solid, dotted
  expect(inFlight).toMatch(/“in_flight · claimed/);
  expect(done).toMatch(/“done · /);

  await openAt(page, DOUBLE_CHARGE);
  const checks = page.getByRole('list', { name: 'Checks' });
  await expect(checks.getByRole('listitem').filter({ hasText: 'broken' })).toHaveCount(1);
  const broken = await shape(page, '.check-list li[data-tone="bad"]');
  const holding = await shape(page, '.check-list li[data-tone="ok"]');
  expect(broken).toMatch(/^double 3px “Each order is charged at most once: broken/);
  expect(holding).toMatch(/^none 0px “.*: holds”$/);
});

test('at 320 px nothing scrolls sideways: a chapter, the lab, the sandbox and the sheets reflow (WCAG 1.4.10)', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await openAt(page, 'chapter=crash&beat=9');
  expect(await sideways(), 'crash').toBeLessThanOrEqual(0);
  for (const chapter of ['lab', 'sandbox'] as const) {
    await goToChapter(page, chapter);
    await seekTo(page, Number(await timeline(page).getAttribute('max')));
    expect(await sideways(), chapter).toBeLessThanOrEqual(0);
  }
  for (const sheet of [helpSheet, transcriptSheet]) {
    await sheet.open(page);
    const sheetSideways = await page.locator('dialog[open]').evaluate((d) => d.scrollWidth - d.clientWidth);
    expect(sheetSideways, sheet.name).toBeLessThanOrEqual(0);
    expect(await sideways(), sheet.name).toBeLessThanOrEqual(0);
    await sheet.close?.(page);
  }
});

/** Elements whose words are cut off: their box hides what overflows it (or ends it in an ellipsis), and it does overflow. */
const clipped = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => {
        const s = getComputedStyle(el);
        if (!el.textContent?.trim() || el.closest('.sr-only, [aria-hidden="true"]') || el.getClientRects().length === 0) return false;
        const hides = (o: string) => o === 'hidden' || o === 'clip';
        const cutX = (hides(s.overflowX) || s.textOverflow === 'ellipsis') && el.scrollWidth > el.clientWidth + 1;
        const cutY = hides(s.overflowY) && el.scrollHeight > el.clientHeight + 1;
        return cutX || cutY;
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} “${el.textContent!.trim().slice(0, 30)}”`),
  );

for (const width of [1280, 320]) {
  test(`the learner’s own text spacing cuts off no words that were whole before (WCAG 1.4.12), ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const query of ['chapter=crash&beat=9', 'chapter=sandbox&story=library']) {
      await openAt(page, query);
      const before = new Set(await clipped(page));
      await page.addStyleTag({ content: TEXT_SPACING });
      await page.evaluate(() => new Promise(requestAnimationFrame));
      const after = (await clipped(page)).filter((what) => !before.has(what));
      expect(after, query).toEqual([]);
    }
  });
}

test('at 200 % zoom, and with only the text made twice as large, nothing scrolls sideways, no words are cut off that were whole, and the player still steps (WCAG 1.4.4)', async ({ browser }) => {
  const query = 'chapter=crash&beat=9';
  const open = async (options: { viewport: { width: number; height: number }; deviceScaleFactor?: number }) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openAt(page, query);
    return { page, close: () => context.close() };
  };
  const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  const steps = async (page: Page) => {
    const caption = page.getByRole('region', { name: 'Captions' });
    const said = await caption.innerText();
    await page.getByRole('button', { name: 'Step forward' }).click();
    await expect(timeline(page)).toHaveValue('10');
    await expect(caption).not.toHaveText(said);
  };
  // A 1280 × 800 window at 100 %, the words it shows whole.
  const normal = await open({ viewport: { width: 1280, height: 800 } });
  const whole = new Set(await clipped(normal.page));
  // The same window with the text alone at 200 % (Firefox's "Zoom text only"; every size is in rem).
  await normal.page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
  await normal.page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await sideways(normal.page), 'text at 200 %').toBeLessThanOrEqual(0);
  expect((await clipped(normal.page)).filter((what) => !whole.has(what)), 'text at 200 %').toEqual([]);
  await steps(normal.page);
  await normal.close();
  // Browser zoom at 200 %: the same window is 640 × 400 CSS pixels, each two device pixels wide.
  const zoomed = await open({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });
  expect(await sideways(zoomed.page), 'zoom 200 %').toBeLessThanOrEqual(0);
  expect((await clipped(zoomed.page)).filter((what) => !whole.has(what)), 'zoom 200 %').toEqual([]);
  await steps(zoomed.page);
  await zoomed.close();
});

test('with reduced motion a step still shows what happened: the worker lies crashed, the lost answer lies on the floor', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openAt(page, 'chapter=crash&beat=8');
  await page.getByRole('button', { name: 'Step forward' }).click(); // a step forward, which otherwise animates the fall
  const figure = page.locator('.actor[data-state="crashed"] .actor-figure');
  await expect(figure).toBeVisible();
  const turned = await figure.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).b);
  expect(turned).toBeCloseTo(1); // rotated 90°: lying down, at once
  // The ticket chapter's answer lost on its way back (beat 5): the chip lies on the stage's floor, crossed out on its route.
  await goToChapter(page, 'ticket');
  await seekTo(page, 4);
  await page.getByRole('button', { name: 'Step forward' }).click();
  const chip = page.locator('.chip.lost');
  await expect(chip).toBeVisible();
  expect(await chip.evaluate((el) => el.getAnimations().length)).toBe(0); // no fall to watch: it lies there already
  await expect(page.locator('.route .route-x')).toHaveCount(1);
});
