/**
 * Pictures of the page in the modes a learner may read it in (issue 31), to look at: Windows contrast
 * themes (`forced-colors: active`, through Chromium's emulateMedia) at the beats that show each state —
 * a worker holding a key, a crashed holder and its in_flight row, a paused worker, a done row, a broken
 * Check; the page at 320 px (reflow); WCAG 1.4.12's text spacing; reduced motion; the review page
 * (?describe=1). Not a test: serve a build, then
 *   npx tsx e2e/tools/a11yShots.mts screenshots/a11y      (APP_URL, default http://127.0.0.1:4600/)
 */
import { chromium, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { TEXT_SPACING } from '../a11y/modes';
import { chromiumLaunchOptions } from '../chromium';

const APP = process.env.APP_URL ?? 'http://127.0.0.1:4600/';
const OUT = process.argv[2] ?? 'screenshots/a11y';

interface Shot {
  name: string;
  query: string;
  width?: number;
  forced?: boolean;
  dark?: boolean;
  spacing?: boolean;
  full?: boolean;
}

/** The scene link of EMBEDDING.md: PayCo's key off, a crash after the charge, a tap past lockMs — a broken Check. */
const DOUBLE_CHARGE = encodeURIComponent('v1; payflow sandbox; paycoKey off; order @1; crash worker-1 save; wait @6s; tap 1 @6001');

const shots: Shot[] = [
  { name: 'forced-crash-holds', query: 'chapter=crash&beat=2', forced: true },
  { name: 'forced-crash-crashed', query: 'chapter=crash&beat=9', forced: true },
  { name: 'forced-crash-done', query: 'chapter=crash&beat=22', forced: true, full: true },
  { name: 'forced-fencing-paused', query: 'chapter=fencing&beat=6', forced: true },
  { name: 'forced-dark-crash-crashed', query: 'chapter=crash&beat=9', forced: true, dark: true },
  { name: 'forced-broken-check', query: `chapter=sandbox&scene=${DOUBLE_CHARGE}&beat=40`, forced: true, full: true },
  { name: 'reflow-320-crash', query: 'chapter=crash&beat=9', width: 320, full: true },
  { name: 'reflow-320-sandbox', query: 'chapter=sandbox&story=library', width: 320, full: true },
  { name: 'spacing-crash', query: 'chapter=crash&beat=9', spacing: true, full: true },
  { name: 'spacing-320-crash', query: 'chapter=crash&beat=9', width: 320, spacing: true, full: true },
  { name: 'describe-crash', query: 'chapter=crash&beat=9&describe=1' },
];

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions());
for (const shot of shots) {
  const page = await browser.newPage({ viewport: { width: shot.width ?? 1280, height: 900 } });
  await page.emulateMedia({ reducedMotion: 'reduce', forcedColors: shot.forced ? 'active' : 'none', colorScheme: shot.dark ? 'dark' : 'light' });
  await open(page, shot);
  if (shot.spacing) await page.addStyleTag({ content: TEXT_SPACING });
  await page.screenshot({ path: `${OUT}/${shot.name}.png`, fullPage: shot.full ?? false });
  console.log(shot.name);
  await page.close();
}
await browser.close();

async function open(page: Page, shot: Shot) {
  await page.goto(`${APP}?${shot.query}`);
  const timeline = page.locator('#timeline');
  await timeline.waitFor();
  await page.waitForFunction(() => !(document.querySelector('#timeline') as HTMLInputElement).disabled, null, { timeout: 30_000 });
  const beat = new URLSearchParams(shot.query).get('beat');
  if (beat && shot.query.includes('scene=')) {
    // A scene= opens at its first beat: go to the one asked for, or its last.
    await timeline.focus();
    await page.keyboard.press('End');
  }
  await page.evaluate(() => document.fonts.ready);
}
