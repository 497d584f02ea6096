/**
 * Screenshots of the sandbox as a learner meets it: the blank sandbox after a first order, a crash at
 * the save and a wait, at 1440 and 360 px (the box: e2e/tools/boxShots.mts). Not a test: serve dist/ (APP_URL,
 * default http://127.0.0.1:4700/), then `npx tsx e2e/tools/sandboxShots.mts` and open screenshots/sandbox/.
 */
import { chromium, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { chromiumLaunchOptions } from '../chromium';

const APP = process.env.APP_URL ?? 'http://127.0.0.1:4700/';
const OUT = 'screenshots/sandbox';
mkdirSync(OUT, { recursive: true });

async function act(page: Page, name: RegExp) {
  await page.getByRole('button', { name }).first().click();
  await page.getByRole('status').filter({ hasText: /re-ran on the real store/ }).first().waitFor({ timeout: 20_000 });
}

const browser = await chromium.launch(chromiumLaunchOptions());
for (const width of [1440, 360]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${APP}?chapter=sandbox&story=payflow`);
  await page.getByRole('button', { name: 'New order' }).waitFor({ timeout: 20_000 });
  await page.screenshot({ path: `${OUT}/blank-${width}.png`, fullPage: width === 1440 });
  await act(page, /^New order/);
  await act(page, /^Crash Worker 1 at its save/);
  await act(page, /^Wait .*past lockMs/);
  await page.screenshot({ path: `${OUT}/after-wait-${width}.png`, fullPage: true });
  await page.close();
}
await browser.close();
console.log('saved to', OUT);
