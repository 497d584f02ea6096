import { expect, test, type Locator, type Page } from '@playwright/test';
import { openPlayer } from './helpers';

/** Where a control is on screen, to the pixel. */
async function placeOf(locator: Locator): Promise<string> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return [box.x, box.y, box.width, box.height].map(Math.round).join(',');
}

/** Where the caption, Play and the Timeline are: what the learner's eyes and pointer are on. */
async function framePlaces(page: Page): Promise<string[]> {
  return Promise.all([
    placeOf(page.getByRole('region', { name: 'Captions' })),
    placeOf(page.getByRole('button', { name: /^(Play|Pause)$/ })),
    placeOf(page.getByRole('slider', { name: 'Timeline' })),
  ]);
}

// Stepping through a chapter changes the stage, the cloakroom and run()'s tree at every beat; the
// caption, Play and the Timeline under them must stay where they are, or they jump under the pointer.
for (const width of [1280, 1440, 1920]) {
  test(`the caption and the controls hold still while stepping through a chapter, ${width} px wide`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const timeline = await openPlayer(page, 'chapter=crash');
    await timeline.focus();
    await page.keyboard.press('Home');
    await expect(timeline).toHaveValue('0');
    const first = await framePlaces(page);
    const last = Number(await timeline.getAttribute('max'));
    const moved: string[] = [];
    for (let beat = 1; beat <= last; beat++) {
      await page.keyboard.press('ArrowRight');
      await expect(timeline).toHaveValue(String(beat));
      const now = await framePlaces(page);
      if (now.join(' ') !== first.join(' ')) moved.push(`beat ${beat}: ${now.join(' ')}`);
      // run()'s tree beside the stage shows whole, without scrolling, at every beat.
      const hidden = await page.locator('.panel-decision').evaluate((panel) => panel.scrollHeight - panel.clientHeight);
      expect(hidden, `run()'s tree cut off at beat ${beat}`).toBeLessThanOrEqual(1);
    }
    expect(moved, `at first: ${first.join(' ')}`).toEqual([]);
  });
}
