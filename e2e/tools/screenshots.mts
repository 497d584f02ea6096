/**
 * Screenshots for looking at the player as a learner would: several beats of several chapters, at
 * phone, laptop and projector widths, light and dark. Not a test: run it against `vite preview`
 *   npx vite preview --host 127.0.0.1 --port 4173 &  npx tsx e2e/tools/screenshots.mts [filter]
 * and open the PNGs in screenshots/ (git-ignored).
 */
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const BASE = process.env.BASE_URL ?? 'http://127.0.0.1:4173/';
const OUT = 'screenshots';
const filter = process.argv[2] ?? '';

interface Shot {
  name: string;
  query: string;
  width: number;
  height: number;
  theme: 'light' | 'dark';
  /** Beat to seek to: a number, or 'end'. */
  beat: number | 'end';
  fullPage?: boolean;
}

const shots: Shot[] = [];
for (const [chapter, beats] of [
  ['ticket', [3, 9, 16, 'end']],
  ['double-click', [8, 'end']],
  ['crash', [6, 7, 20, 'end']],
  ['fencing', [14, 18, 'end']],
  ['lost-response', [9, 10]],
  ['retention', [20, 'end']],
  ['scope', ['end']],
  ['mismatch', ['end']],
  ['lab', ['end']],
] as const) {
  for (const beat of beats) {
    shots.push({ name: `${chapter}-${beat}-1920-light`, query: `chapter=${chapter}`, width: 1920, height: 1080, theme: 'light', beat });
  }
}
shots.push({ name: 'ticket-9-1024-dark', query: 'chapter=ticket&theme=dark', width: 1024, height: 768, theme: 'dark', beat: 9, fullPage: true });
shots.push({ name: 'crash-20-1024-light', query: 'chapter=crash', width: 1024, height: 768, theme: 'light', beat: 20, fullPage: true });
shots.push({ name: 'ticket-9-360-light', query: 'chapter=ticket', width: 360, height: 740, theme: 'light', beat: 9, fullPage: true });
shots.push({ name: 'crash-end-360-dark', query: 'chapter=crash&theme=dark', width: 360, height: 740, theme: 'dark', beat: 'end', fullPage: true });
shots.push({ name: 'library-double-click-end-1920-dark', query: 'chapter=double-click&story=library&theme=dark', width: 1920, height: 1080, theme: 'dark', beat: 'end' });
shots.push({ name: 'library-crash-10-1920-light', query: 'chapter=crash&story=library', width: 1920, height: 1080, theme: 'light', beat: 10 });
shots.push({ name: 'notice-1024', query: 'chapter=nope&speed=9', width: 1024, height: 768, theme: 'light', beat: 0 });

mkdirSync(OUT, { recursive: true });
const extra = async (browser: import('@playwright/test').Browser) => {
  // The states around the scene: loading while the wasm streams, the error with Retry, help, transcript.
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.context().route('**/*.wasm', async (route) => {
    await new Promise((r) => setTimeout(r, 4000));
    await route.continue();
  });
  await page.goto(`${BASE}?chapter=ticket`);
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${OUT}/state-loading-1280.png` });
  await page.close();
  const failing = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await failing.context().route('**/*.wasm', (route) => route.abort());
  await failing.goto(`${BASE}?chapter=ticket&theme=dark`);
  await failing.getByRole('alert').waitFor();
  await failing.screenshot({ path: `${OUT}/state-error-1280-dark.png` });
  await failing.close();
  const sheets = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await sheets.goto(`${BASE}?chapter=ticket`);
  await sheets.getByRole('button', { name: 'Help and keyboard shortcuts' }).click();
  await sheets.waitForTimeout(300);
  await sheets.screenshot({ path: `${OUT}/sheet-help-1280.png` });
  await sheets.keyboard.press('Escape');
  await sheets.getByRole('button', { name: 'Transcript' }).click();
  await sheets.getByRole('button', { name: 'Download captions (WebVTT)' }).waitFor({ timeout: 20_000 });
  await sheets.screenshot({ path: `${OUT}/sheet-transcript-1280.png` });
  await sheets.close();
};
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const shot of shots.filter((s) => s.name.includes(filter))) {
  const page = await browser.newPage({ viewport: { width: shot.width, height: shot.height }, colorScheme: shot.theme, reducedMotion: 'reduce' });
  await page.goto(`${BASE}?${shot.query}`);
  const slider = page.getByRole('slider', { name: 'Timeline' });
  await slider.waitFor({ state: 'visible' });
  await page.waitForFunction(() => !(document.querySelector('#timeline') as HTMLInputElement | null)?.disabled);
  await slider.focus();
  if (shot.beat === 'end') await page.keyboard.press('End');
  else {
    await page.keyboard.press('Home');
    for (let i = 0; i < shot.beat; i++) await page.keyboard.press('ArrowRight');
  }
  await page.waitForTimeout(400);
  if (shot.fullPage) {
    // Page by page, as a learner scrolls: a full-page image of a phone is too tall to judge.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0, part = 1; y < height && part <= 5; y += shot.height, part++) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.screenshot({ path: `${OUT}/${shot.name}-p${part}.png` });
    }
  } else {
    await page.screenshot({ path: `${OUT}/${shot.name}.png` });
  }
  console.log('saved', shot.name);
  await page.close();
}
if ('states'.includes(filter) || filter === '') await extra(browser);
await browser.close();
