/**
 * One beat of one chapter at the three widths a lesson must work at (360, 800, 1280), for looking
 * at with an image viewer. Not a test: against `vite preview` on BASE_URL,
 *   npx tsx e2e/tools/chapterShots.mts 'chapter=one-key&story=payflow' 8 one-key
 * writes screenshots/one-key-8-{360,800,1280}.png (the beat is a number from 0, or `end`).
 */
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { chromiumLaunchOptions } from '../chromium';

const BASE = process.env.BASE_URL ?? 'http://127.0.0.1:4173/';
const [query = 'chapter=one-key', beat = '0', name = 'chapter'] = process.argv.slice(2);
mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions());
for (const width of [360, 800, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 360 ? 740 : 800 } });
  await page.goto(`${BASE}?${query}`);
  const timeline = page.getByRole('slider', { name: 'Timeline' });
  await timeline.and(page.locator(':enabled')).waitFor({ timeout: 20_000 });
  await timeline.focus();
  await page.keyboard.press(beat === 'end' ? 'End' : 'Home');
  for (let i = 0; beat !== 'end' && i < Number(beat); i++) await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(800); // let the travelling message land before the picture
  await page.screenshot({ path: `screenshots/${name}-${beat}-${width}.png` });
  await page.close();
}
await browser.close();
