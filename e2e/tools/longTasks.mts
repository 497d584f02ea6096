/**
 * Long tasks (> 50 ms) on the main thread while loading, changing chapter and seeking.
 *   npx tsx e2e/tools/longTasks.mts   (against vite preview on 4173)
 */
import { chromium } from '@playwright/test';

declare global {
  interface Window {
    longTasks: [number, number][];
  }
}

const BASE = process.env.BASE_URL ?? 'http://127.0.0.1:4173/';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
await page.addInitScript(() => {
  window.longTasks = [];
  new PerformanceObserver((list) => list.getEntries().forEach((e) => window.longTasks.push([Math.round(e.startTime), Math.round(e.duration)]))).observe({
    type: 'longtask',
    buffered: true,
  });
});
const take = async (label: string) => {
  console.log(label, JSON.stringify(await page.evaluate(() => window.longTasks)));
  await page.evaluate(() => (window.longTasks = []));
};
await page.goto(`${BASE}?chapter=lost-response`);
await page.waitForFunction(() => !(document.querySelector('#timeline') as HTMLInputElement | null)?.disabled);
await page.waitForTimeout(1500);
await take('load');
for (let c = 0; c < 8; c++) {
  await page.getByRole('button', { name: 'Next chapter' }).click();
  await page.waitForTimeout(800);
}
await take('8 chapter changes');
await page.getByRole('slider', { name: 'Timeline' }).focus();
for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowRight');
for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowLeft');
await take('60 seeks');
await browser.close();
