/**
 * Screenshots of a comparison as a learner meets it: the crash chapter against "No PayCo key" on the
 * page at 1440 and 360 px (at the first difference, and the picker), two branches of the sandbox, and
 * the 640×360 player box of a course page (side A, then side B, at the first difference). Not a test:
 * serve dist/ on two ports (APP_URL, default http://127.0.0.1:4260/; COURSE_URL, default
 * http://127.0.0.1:4261/), then `npx tsx e2e/tools/compareShots.mts` and open screenshots/compare/.
 */
import { chromium, type FrameLocator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { chromiumLaunchOptions } from '../chromium';
import { openShotCourse } from '../course';

const APP = process.env.APP_URL ?? 'http://127.0.0.1:4260/';
const COURSE = process.env.COURSE_URL ?? 'http://127.0.0.1:4261/';
const OUT = 'screenshots/compare';
mkdirSync(OUT, { recursive: true });

const CRASH = `chapter=crash&story=payflow&compare=${encodeURIComponent('v1; payflow crash; a; b break no-provider-key')}`;
type Scope = Page | FrameLocator;

/** Waits for the comparison and jumps to its first difference. */
async function firstDifference(scope: Scope) {
  await scope.getByRole('button', { name: 'Next difference' }).click({ timeout: 30_000 });
}

const browser = await chromium.launch(chromiumLaunchOptions(['--disable-features=LocalNetworkAccessChecks']));
for (const width of [1440, 360]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  await page.goto(`${APP}?${CRASH}`);
  await firstDifference(page);
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${OUT}/page-${width}-crash-first.png`, fullPage: true });
  await page.getByRole('button', { name: 'Close the comparison' }).click();
  await page.getByRole("button", { name: "Compare…" }).first().click();
  await page.getByRole('dialog').waitFor();
  await page.screenshot({ path: `${OUT}/page-${width}-picker.png` });
  await page.close();
}

// Two branches of the sandbox: an order and a crash at its save, then, back at an earlier beat, a lost answer.
{
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
  const scene = 'v1; payflow sandbox; paycoKey off; order @1; crash worker-1 save; wait @6s; tap 1 @6001';
  await page.goto(`${APP}?chapter=sandbox&story=payflow&scene=${encodeURIComponent(scene)}`);
  const panel = page.getByRole('group', { name: 'Actions at this beat' });
  await panel.getByRole('button', { name: 'New order' }).waitFor({ timeout: 30_000 });
  await page.getByRole('slider', { name: 'Timeline' }).focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await panel.getByRole('button', { name: 'New order' }).click();
  await page.getByRole('status').filter({ hasText: /a new branch/ }).first().waitFor({ state: 'attached', timeout: 20_000 });
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${OUT}/sandbox-1440-branches.png`, fullPage: true });
  await page.close();
}

for (const [width, height] of [[640, 360], [960, 540]] as const) {
  const page = await browser.newPage({ viewport: { width: width + 80, height: height + 120 }, reducedMotion: 'reduce' });
  await openShotCourse(page, COURSE, APP, width, height, CRASH);
  const frame = page.frameLocator('iframe');
  await firstDifference(frame);
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${OUT}/box-${width}x${height}-a.png` });
  if (width < 960) {
    await frame.getByRole('tab', { name: /^B:/ }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT}/box-${width}x${height}-b.png` });
  }
  await page.close();
}
await browser.close();
