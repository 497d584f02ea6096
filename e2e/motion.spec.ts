import { expect, test, type Page } from '@playwright/test';
import { openPlayer } from './helpers';

/** Samples, every frame, the opacity of the first row of `idempotency_keys` (while there is one). */
async function sampleRowOpacity(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __opacities: number[] };
    w.__opacities = [];
    const sample = () => {
      const row = document.querySelector('table[aria-label="idempotency_keys"] tbody tr');
      if (row) w.__opacities.push(Number(getComputedStyle(row).opacity));
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}
const opacities = (page: Page) => page.evaluate(() => (window as unknown as { __opacities: number[] }).__opacities);

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
