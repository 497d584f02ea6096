import type { Browser } from '@playwright/test';
import { instrumentPage, pageScript } from './instrument';

export interface YourTurnPageFigures {
  /** Run the tests → "12 of 12 passed" on screen, the first time (the learner's worker starts, gets the wasm, compiles): from the click, in the page. */
  firstRunMs: number;
  /** The same, once the worker is up. */
  warmRunMs: number;
  /** Long tasks on the page's thread while the tests ran and while 60 keys were typed in the editor. */
  longTasksRunning: number;
  longTasksTyping: number;
  /** Your turn's files a page fetched in another chapter before Your turn was opened (should be none). */
  yourTurnFilesElsewhere: string[];
}

const longTasks = () => (window as unknown as { __bench: { longTasks: unknown[] } }).__bench.longTasks.length;

/** Your turn in the page: the reference solution's twelve tests, cold and warm, and typing in the editor. */
export async function measureYourTurnInPage(browser: Browser, baseUrl: string): Promise<YourTurnPageFigures> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  try {
    await page.addInitScript(pageScript(instrumentPage));
    await page.goto(`${baseUrl}?chapter=ticket`);
    await page.getByRole('slider', { name: 'Timeline' }).waitFor();
    await page.getByRole('button', { name: 'Open Your turn' }).waitFor();
    const yourTurnFilesElsewhere = fetched.filter((path) => /YourTurnPanel|learnerWorker|yourTurn|StoreEditor/i.test(path));
    await page.getByRole('button', { name: 'Open Your turn' }).click();
    await page.getByRole('button', { name: 'Show a solution' }).click();
    const run = page.getByRole('button', { name: 'Run the tests' });
    // Timed in the page, from the learner's click on Run (its pointerdown) to the first frame that
    // shows "12 of 12 passed": Playwright's own checks before a click and its polling after are not
    // the learner's wait (on this machine they were most of the 500 ms once measured here).
    const timed = async () => {
      const before = await page.evaluate(longTasks);
      await page.evaluate(() => {
        const w = window as unknown as { __ranFor?: Promise<number> };
        w.__ranFor = new Promise<number>((resolve) => {
          let start: number | undefined;
          addEventListener('pointerdown', () => (start ??= performance.now()), { capture: true, once: true });
          const seen = new MutationObserver(() => {
            if (start === undefined || !document.body.textContent!.includes('12 of 12 passed')) return;
            seen.disconnect();
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start!)));
          });
          seen.observe(document.body, { subtree: true, childList: true, characterData: true });
        });
      });
      await run.click();
      const ms = await page.evaluate(() => (window as unknown as { __ranFor: Promise<number> }).__ranFor);
      await page.getByText('12 of 12 passed').waitFor({ timeout: 60_000 });
      return { ms, tasks: (await page.evaluate(longTasks)) - before };
    };
    const first = await timed();
    await page.getByRole('button', { name: 'Start again' }).click();
    await page.getByRole('button', { name: 'Show a solution' }).click();
    const warm = await timed();
    const editor = page.getByRole('textbox', { name: 'Your store' });
    await editor.click();
    const before = await page.evaluate(longTasks);
    for (let i = 0; i < 60; i++) await page.keyboard.press(i % 2 ? 'Backspace' : 'x');
    const longTasksTyping = (await page.evaluate(longTasks)) - before;
    return { firstRunMs: first.ms, warmRunMs: warm.ms, longTasksRunning: first.tasks + warm.tasks, longTasksTyping, yourTurnFilesElsewhere };
  } finally {
    await context.close();
  }
}
