import { expect, test, type Page } from '@playwright/test';
import { openPlayer } from './helpers';

/**
 * Samples, every frame, one figure of the first element matching `selector` (while there is one): its
 * opacity, or how far it has turned, in whole degrees.
 */
async function sampleEveryFrame(page: Page, selector: string, measure: 'opacity' | 'angle'): Promise<void> {
  await page.evaluate(
    ([selector, measure]) => {
      const w = window as unknown as { __samples: number[] };
      w.__samples = [];
      const sample = () => {
        const el = document.querySelector(selector!);
        if (el) {
          const style = getComputedStyle(el);
          const { a, b } = new DOMMatrix(style.transform);
          w.__samples.push(measure === 'opacity' ? Number(style.opacity) : Math.round((Math.atan2(b, a) * 180) / Math.PI));
        }
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    },
    [selector, measure],
  );
}
const samples = (page: Page) => page.evaluate(() => (window as unknown as { __samples: number[] }).__samples);
const sampleRowOpacity = (page: Page) => sampleEveryFrame(page, 'table[aria-label="idempotency_keys"] tbody tr', 'opacity');
const opacities = samples;
/** The crashed worker's figure, once a worker has crashed. */
const sampleFall = (page: Page) => sampleEveryFrame(page, '[data-state="crashed"] .actor-figure', 'angle');
const angles = samples;

test('a row the beat inserts fades in when the player moves on to it, and is simply there after a jump', async ({ page }) => {
  const timeline = await openPlayer(page, 'chapter=ticket');
  const rows = page.getByRole('table', { name: 'idempotency_keys' }).locator('tbody tr');
  await timeline.focus();
  await page.keyboard.press('Home');
  await expect(rows).toHaveCount(0);
  await sampleRowOpacity(page);
  // Step on, beat by beat, until the store claims the key: its row is inserted.
  for (let beat = 1; (await rows.count()) === 0; beat++) {
    await page.keyboard.press('ArrowRight');
    await expect(timeline).toHaveValue(String(beat));
  }
  await expect.poll(async () => (await opacities(page)).at(-1)).toBe(1);
  const fadingIn = await opacities(page);
  expect(fadingIn[0]).toBeLessThan(0.5); // it came in from transparent, frame by frame
  expect(fadingIn.some((o) => o > 0 && o < 1)).toBe(true);

  // A jump shows where things stand: back at the start the row is gone at once; at the end it is simply there.
  await page.keyboard.press('Home');
  await expect(rows).toHaveCount(0);
  await sampleRowOpacity(page);
  await page.keyboard.press('End');
  await expect.poll(async () => (await opacities(page)).length).toBeGreaterThan(3);
  expect(new Set(await opacities(page))).toEqual(new Set([1]));
});

/** Steps on from the start, beat by beat, until a worker has crashed; returns that beat. */
async function stepToCrash(page: Page): Promise<number> {
  const timeline = page.getByRole('slider', { name: /timeline/i });
  const crashed = page.getByRole('region', { name: 'Stage' }).locator('[data-state="crashed"]');
  let beat = 0;
  while ((await crashed.count()) === 0) {
    await page.keyboard.press('ArrowRight');
    await expect(timeline).toHaveValue(String(++beat));
  }
  return beat;
}

test('a crashing worker falls over with a spring when the player moves on to it, and simply lies there after a jump', async ({ page }) => {
  const timeline = await openPlayer(page, 'chapter=crash');
  await timeline.focus();
  await page.keyboard.press('Home');
  await sampleFall(page);
  const crashBeat = await stepToCrash(page);
  await expect.poll(async () => (await angles(page)).at(-1)).toBe(90);
  const falling = await angles(page);
  expect(falling.some((a) => a > 5 && a < 85)).toBe(true); // seen on its way down, frame by frame
  expect(Math.max(...falling)).toBeGreaterThan(90); // a spring: it overshoots and settles

  // A jump shows where things stand: back at the start, then straight to the crash beat, it is already down.
  await page.keyboard.press('Home');
  await sampleFall(page);
  await timeline.fill(String(crashBeat));
  await expect.poll(async () => (await angles(page)).length).toBeGreaterThan(3);
  expect(new Set(await angles(page))).toEqual(new Set([90]));
});

test('with reduced motion a crashing worker is simply down, even when the player moves on to it', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const timeline = await openPlayer(page, 'chapter=crash');
  await timeline.focus();
  await page.keyboard.press('Home');
  await sampleFall(page);
  await stepToCrash(page);
  await expect.poll(async () => (await angles(page)).length).toBeGreaterThan(3);
  expect(new Set(await angles(page))).toEqual(new Set([90]));
});
