/**
 * Frames of one step with motion on, to look at a message in flight and a lost one falling.
 *   npx tsx e2e/tools/motionFrames.mts   (against vite preview on 4173; PNGs in screenshots/)
 */
import { chromium } from '@playwright/test';

const BASE = process.env.BASE_URL ?? 'http://127.0.0.1:4173/';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'no-preference' });
for (const [chapter, beat, name] of [
  ['ticket', 1, 'send'],
  ['ticket', 9, 'lose'],
  ['crash', 7, 'crash'],
  ['fencing', 17, 'pause'],
] as const) {
  await page.goto(`${BASE}?chapter=${chapter}&speed=0.5`);
  await page.waitForFunction(() => !(document.querySelector('#timeline') as HTMLInputElement | null)?.disabled);
  await page.getByRole('slider', { name: 'Timeline' }).focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < beat - 1; i++) await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(2000);
  await page.keyboard.press('ArrowRight');
  for (const ms of [150, 700, 1900]) {
    await page.waitForTimeout(ms === 150 ? 150 : ms - (ms === 700 ? 150 : 700));
    await page.locator('.stage').screenshot({ path: `screenshots/motion-${name}-${ms}ms.png` });
  }
}
await browser.close();
