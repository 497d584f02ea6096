/**
 * Screenshots of the learning tools as a learner meets them: the lab after a run, a race found and
 * playing, a prediction asked and answered, the cloze checked, a break-it switch on, at 360 px and
 * 1280 px, light and dark. Not a test: against a `vite preview` of the build,
 *   BASE_URL=http://127.0.0.1:4173/ npx tsx e2e/tools/learnShots.mts [filter]
 * and open the PNGs in screenshots/learn/ (git-ignored).
 */
import { chromium, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const BASE = process.env.BASE_URL ?? 'http://127.0.0.1:4173/';
const OUT = 'screenshots/learn';
const filter = process.argv[2] ?? '';

interface Shot {
  name: string;
  query: string;
  /** What to do before the picture; returns the element to picture (the whole page when undefined). */
  act(page: Page): Promise<string | undefined>;
}

const timeline = (page: Page) => page.getByRole('slider', { name: 'Timeline' });

/** Turns predictions on and steps beat by beat until a question containing `text` is asked. */
async function stepToQuestion(page: Page, text: string) {
  await page.getByRole('button', { name: 'Predict the store' }).click();
  await timeline(page).focus();
  const question = page.getByRole('group', { name: /^Predict the store\./ });
  for (let i = 0; i < 60; i++) {
    if ((await question.isVisible()) && (await question.textContent())?.includes(text)) break;
    await page.keyboard.press('ArrowRight');
  }
  return question;
}

const shots: Shot[] = [
  {
    name: 'lab-done',
    query: 'chapter=lab',
    async act(page) {
      const lab = page.getByRole('region', { name: 'Run the lab yourself' });
      await lab.getByRole('spinbutton', { name: 'Checkouts' }).fill('10000');
      await lab.getByRole('button', { name: 'Run the lab' }).click();
      await lab.getByText(/^Done:/).waitFor({ timeout: 30_000 });
      return '.lab-panel';
    },
  },
  {
    name: 'lab-order-scene',
    query: 'chapter=lab',
    async act(page) {
      const lab = page.getByRole('region', { name: 'Run the lab yourself' });
      await lab.getByRole('button', { name: 'Run the lab' }).click();
      await lab.getByText(/^Done:/).waitFor({ timeout: 30_000 });
      await lab.getByRole('button', { name: /charged twice/ }).first().click();
      await page.getByText(/^Playing:/).waitFor();
      await timeline(page).focus();
      await page.keyboard.press('End');
      return undefined;
    },
  },
  {
    name: 'race-found',
    query: 'chapter=double-click',
    async act(page) {
      const race = page.getByRole('region', { name: 'Find a race' });
      await race.getByRole('radio', { name: /SELECT, then INSERT/ }).check();
      await race.getByRole('button', { name: 'Find a race' }).click();
      await race.getByText(/Found a race/).waitFor({ timeout: 30_000 });
      return '.race-panel';
    },
  },
  {
    name: 'race-playing',
    query: 'chapter=double-click',
    async act(page) {
      const race = page.getByRole('region', { name: 'Find a race' });
      await race.getByRole('radio', { name: /SELECT, then INSERT/ }).check();
      await race.getByRole('button', { name: 'Find a race' }).click();
      await race.getByRole('button', { name: 'Play the race' }).click({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Pause' }).click();
      await timeline(page).focus();
      await page.keyboard.press('End');
      return 'main';
    },
  },
  {
    name: 'predict-asking',
    query: 'chapter=crash',
    async act(page) {
      await stepToQuestion(page, 'locked 5.'); // past the first question (a 409, locked 3.5 s ago) to the stale lock
      return 'main';
    },
  },
  {
    name: 'predict-feedback',
    query: 'chapter=double-click',
    async act(page) {
      const question = await stepToQuestion(page, '');
      await question.getByRole('button', { name: 'Replay the saved answer' }).click();
      await page.getByRole('button', { name: 'Pause' }).click();
      return 'main';
    },
  },
  {
    name: 'cloze-checked',
    query: 'chapter=ticket',
    async act(page) {
      const cloze = page.getByRole('region', { name: 'Recall: the core of run()' });
      const boxes = await cloze.getByRole('textbox').all();
      for (const [i, value] of ['NOTHING', 'changes', '409', 'done', ''].entries()) await boxes[i]!.fill(value);
      await cloze.getByRole('button', { name: 'Check my answers' }).click();
      await cloze.getByRole('button', { name: /^Hint 3/ }).click();
      return '.cloze-panel';
    },
  },
  {
    name: 'break-on',
    query: 'chapter=fencing&break=no-fencing',
    async act(page) {
      await timeline(page).focus();
      await page.keyboard.press('End');
      return 'main';
    },
  },
];

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const shot of shots.filter((s) => s.name.includes(filter))) {
  for (const [width, theme] of [
    [1280, 'light'],
    [360, 'dark'],
    [360, 'light'],
    [1280, 'dark'],
  ] as const) {
    const page = await browser.newPage({ viewport: { width, height: width === 360 ? 740 : 900 } });
    await page.goto(`${BASE}?${shot.query}&theme=${theme}`);
    await timeline(page).waitFor();
    await page.waitForFunction(() => !document.querySelector('.scene-status'), undefined, { timeout: 20_000 }).catch(() => {});
    const target = await shot.act(page);
    await page.waitForTimeout(400);
    const path = `${OUT}/${shot.name}-${width}-${theme}.png`;
    if (target) await page.locator(target).first().screenshot({ path });
    else await page.screenshot({ path, fullPage: true });
    console.log(path);
    await page.close();
  }
}
await browser.close();
