import { expect, test } from '@playwright/test';
import { beatIndex, captions, installFakeVoice, openPlayer } from './helpers';

test('narration speaks each caption once and the beat waits for its sentence', async ({ page }) => {
  await installFakeVoice(page);
  await openPlayer(page, 'chapter=ticket&narration=1&speed=2');
  await expect.poll(() => page.evaluate(() => window.spoken.length)).toBe(1);
  expect(await page.evaluate(() => window.spoken[0])).toBe((await captions(page).textContent())!.trim());

  await page.getByRole('button', { name: 'Play' }).click();
  // At 2× a short beat lasts about a second; without the sentence's end it must not move on.
  await page.waitForTimeout(2500);
  expect(await beatIndex(page)).toBe(0);

  for (let beat = 1; beat <= 3; beat++) {
    await page.evaluate(() => window.finishSentence());
    await expect.poll(() => beatIndex(page), { timeout: 10_000 }).toBe(beat);
    await expect.poll(() => page.evaluate(() => window.spoken.length)).toBe(beat + 1);
    expect(await page.evaluate(() => window.spoken.at(-1))).toBe((await captions(page).textContent())!.trim());
  }
  await page.getByRole('button', { name: 'Pause' }).click();
  const spoken = await page.evaluate(() => window.spoken);
  expect(new Set(spoken).size).toBe(spoken.length); // each caption once
});

test('without speech in the browser the button says so and captions carry on', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'speechSynthesis', { value: undefined });
  });
  await openPlayer(page, 'chapter=ticket&narration=1');
  await expect(page.getByRole('button', { name: 'Narration unavailable' })).toBeVisible();
  await page.getByRole('button', { name: 'Step forward' }).click();
  await expect(captions(page)).not.toBeEmpty();
});
