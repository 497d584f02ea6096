import type { Browser, Page } from '@playwright/test';
import { instrumentPage, pageScript } from './instrument';
import { median, percentile } from './stats';

export interface SandboxPageFigures {
  actions: number;
  /** From the press of an action's button to the frame after its announcement: the new scene on screen. */
  medianMs: number;
  p95Ms: number;
  /** Long tasks on the page's main thread during the actions. */
  longTasks: number;
  longestTaskMs: number;
}

/** The verbs a learner tries in turn; the first offered at the beat is pressed (else the first action offered). */
const TRIED = [/^Tap again/, /^Crash Worker/, /^Lose/, /^New order/, /^Pause Worker/, /^Delay/, /^Wait/, /^Restart Worker/];

/**
 * Records in the page when each click happened and when the sandbox's announcement last changed,
 * one frame later (what the learner sees is drawn by then). Plain browser JavaScript.
 */
function recordActions(): void {
  const state = { click: 0, shown: 0 };
  (window as unknown as { __sandbox: typeof state }).__sandbox = state;
  document.addEventListener('click', () => (state.click = performance.now()), true);
  let last = '';
  new MutationObserver(() => {
    const said = [...document.querySelectorAll('[role="status"]')].map((el) => el.textContent ?? '').find((text) => /re-ran on the real store/.test(text));
    if (said === undefined || said === last) return;
    last = said;
    requestAnimationFrame(() => (state.shown = performance.now()));
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/**
 * A learner in the page: the crash chapter at beat 5, "Change what happens", then `count` actions
 * pressed by their buttons, two beats stepped on between them. Each is timed in the page from the
 * press to the frame after the scene's announcement (the worker's re-simulation, the Trace's
 * transfer, the player's render).
 */
export async function measureSandboxInPage(browser: Browser, baseUrl: string, count: number): Promise<SandboxPageFigures> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  try {
    await page.addInitScript(pageScript(instrumentPage));
    await page.addInitScript(pageScript(recordActions));
    await page.goto(`${baseUrl}?chapter=crash&story=payflow&beat=5`);
    const timeline = page.getByRole('slider', { name: 'Timeline' });
    await timeline.waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Change what happens' }).click();
    await page.getByRole('heading', { name: 'Your scene' }).waitFor({ timeout: 30_000 });
    const actions = page.getByRole('group', { name: 'Actions at this beat' });
    await actions.getByRole('button').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(500);
    const before = await longTasks(page);
    const times: number[] = [];
    for (let i = 0; i < count; i++) {
      const button = await offered(page, TRIED[i % TRIED.length]!);
      const said = page.getByRole('status').filter({ hasText: /re-ran on the real store/ });
      const previous = (await said.count()) > 0 ? await said.first().textContent() : null;
      await button.click();
      await page.waitForFunction((old) => {
        const now = [...document.querySelectorAll('[role="status"]')].find((el) => /re-ran on the real store/.test(el.textContent ?? ''));
        return now !== undefined && now.textContent !== old;
      }, previous);
      await actions.getByRole('button').first().waitFor();
      await page.waitForFunction(() => (window as unknown as { __sandbox: { click: number; shown: number } }).__sandbox.shown > (window as unknown as { __sandbox: { click: number } }).__sandbox.click);
      times.push(await page.evaluate(() => {
        const s = (window as unknown as { __sandbox: { click: number; shown: number } }).__sandbox;
        return s.shown - s.click;
      }));
      // A learner steps on a little before the next action.
      await timeline.focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
    }
    const tasks = (await page.evaluate(() => (window as unknown as { __bench: { longTasks: { duration: number }[] } }).__bench.longTasks)).slice(before);
    return { actions: count, medianMs: median(times), p95Ms: percentile(times, 95), longTasks: tasks.length, longestTaskMs: Math.max(0, ...tasks.map((t) => t.duration)) };
  } finally {
    await context.close();
  }
}

function longTasks(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __bench: { longTasks: unknown[] } }).__bench.longTasks.length);
}

/** The button of the first action matching `verb` offered at this beat, else the first action offered. */
async function offered(page: Page, verb: RegExp) {
  const actions = page.getByRole('group', { name: 'Actions at this beat' });
  const wanted = actions.getByRole('button', { name: verb });
  return (await wanted.count()) > 0 ? wanted.first() : actions.getByRole('button').first();
}
