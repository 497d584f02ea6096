/**
 * Screenshots of the sandbox as a learner meets it, at a few beats with actions taken: on the page at
 * 1440 and 360 px (the blank sandbox, a first order, Worker 1's menu open on the stage, a crash at its
 * save taken from that menu, a wait past lockMs) and in the 640×360 player box of a course page (the
 * stage with a menu open, the scene's panel under "Try it", the Checks under "Tables"). Not a test:
 * serve dist/ on two ports (APP_URL, default http://127.0.0.1:4700/; COURSE_URL, default
 * http://127.0.0.1:4701/), then `npx tsx e2e/tools/sandboxShots.mts` and open screenshots/sandbox/.
 */
import { chromium, type FrameLocator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { chromiumLaunchOptions } from '../chromium';
import { openShotCourse } from '../course';

const APP = process.env.APP_URL ?? 'http://127.0.0.1:4700/';
const COURSE = process.env.COURSE_URL ?? 'http://127.0.0.1:4701/';
const OUT = 'screenshots/sandbox';
mkdirSync(OUT, { recursive: true });

type Scope = Page | FrameLocator;

/** Presses an action's button in `where` and waits until the scene it made is on screen. */
async function act(scope: Scope, where: ReturnType<Scope['getByRole']>, name: RegExp | string) {
  await where.getByRole('button', { name }).first().click();
  await scope.getByRole('status').filter({ hasText: /re-ran on the real store/ }).first().waitFor({ state: 'attached', timeout: 20_000 });
}

/** The panel's actions. */
const panel = (scope: Scope) => scope.getByRole('group', { name: 'Actions at this beat' });

/** Opens the stage's menu on `target` ("Worker 1") and returns it. */
async function menuOn(scope: Scope, target: string) {
  await scope.getByRole('button', { name: `Actions for ${target}` }).click();
  return scope.getByRole('group', { name: `Actions for ${target}` });
}

async function seek(page: Page, scope: Scope, key: string, times = 1) {
  await scope.getByRole('slider', { name: 'Timeline' }).focus();
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
  await page.waitForTimeout(300);
}

const browser = await chromium.launch(chromiumLaunchOptions(['--disable-features=LocalNetworkAccessChecks']));

for (const width of [1440, 360]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  await page.goto(`${APP}?chapter=sandbox&story=payflow`);
  await panel(page).getByRole('button', { name: 'New order' }).waitFor({ timeout: 20_000 });
  await page.screenshot({ path: `${OUT}/page-${width}-1-blank.png` });
  await act(page, panel(page), 'New order');
  await seek(page, page, 'ArrowRight', 2);
  await menuOn(page, 'Worker 1');
  const stage = page.getByRole('region', { name: 'Stage' });
  await stage.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${OUT}/page-${width}-2-worker-menu.png` });
  await act(page, stage.getByRole('group', { name: 'Actions for Worker 1' }), 'Crash Worker 1 at its save');
  await seek(page, page, 'ArrowRight', 3);
  await stage.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${OUT}/page-${width}-3-after-crash.png` });
  await act(page, panel(page), /^Wait .*past lockMs/);
  await page.screenshot({ path: `${OUT}/page-${width}-4-after-wait.png`, fullPage: width === 1440 });
  if (width === 360) {
    // The full page is too tall to read at once: its parts, one by one.
    for (const [name, part] of [
      ['panel', page.locator('.sandbox')],
      ['stage', stage],
      ['checks', page.locator('.panel-checks')],
    ] as const) {
      await part.screenshot({ path: `${OUT}/page-360-4-after-wait-${name}.png` });
    }
  }
  await page.close();
}

{
  const [width, height] = [640, 360];
  const page = await browser.newPage({ viewport: { width: width + 80, height: height + 120 }, reducedMotion: 'reduce' });
  await openShotCourse(page, COURSE, APP, width, height, 'chapter=sandbox&story=payflow');
  const frame = page.frameLocator('iframe');
  await frame.getByRole('slider', { name: 'Timeline' }).waitFor({ state: 'attached', timeout: 20_000 });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${OUT}/box-640x360-1-blank.png` });
  // The first order from the phone's own menu on the stage: the box shows one view at a time.
  await act(frame, await menuOn(frame, 'the phone'), 'New order');
  await seek(page, frame, 'ArrowRight', 2);
  await menuOn(frame, 'Worker 1');
  await page.screenshot({ path: `${OUT}/box-640x360-2-worker-menu.png` });
  await act(frame, frame.getByRole('group', { name: 'Actions for Worker 1' }), 'Crash Worker 1 at its save');
  await seek(page, frame, 'ArrowRight', 3);
  await page.screenshot({ path: `${OUT}/box-640x360-3-after-crash.png` });
  await frame.getByRole('tab', { name: 'Try it' }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${OUT}/box-640x360-4-try-it.png` });
  await act(frame, panel(frame), /^Wait .*past lockMs/);
  await frame.getByRole('tab', { name: 'Tables' }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${OUT}/box-640x360-5-tables.png` });
  await page.close();
}

await browser.close();
console.log('saved to', OUT);
