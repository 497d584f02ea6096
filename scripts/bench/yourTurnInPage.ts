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
  /** "Run the lab on my store" on the reference: from the click until its table is on screen, and the long tasks meanwhile. */
  labMs: number;
  longTasksLab: number;
  /** An endless loop in run(): long tasks on the page's thread until its first test reads "timed out". */
  longTasksLooping: number;
}

const longTasks = () => (window as unknown as { __bench: { longTasks: unknown[] } }).__bench.longTasks.length;

/** Your turn in the page: the reference solution's twelve tests, cold and warm, typing in the editor, the lab on the store, and an endless loop. */
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
    const yourTurnFilesElsewhere = fetched.filter((path) => /YourTurnPanel|learner-frame|yourTurn|StoreEditor/i.test(path));
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

    // The lab on the reference (still in the editor, with 60 keys typed and taken back).
    const labTable = page.getByRole('table', { name: /^The lab, version 3/ });
    const beforeLab = await page.evaluate(longTasks);
    const labStart = Date.now();
    await page.getByRole('button', { name: 'Run the lab on my store' }).click();
    await labTable.waitFor({ timeout: 60_000 });
    const labMs = Date.now() - labStart;
    const longTasksLab = (await page.evaluate(longTasks)) - beforeLab;

    // A store that never returns: its worker is ended after the tests' limit; the page's thread stays free.
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText('export class IdempotencyStore {\n  constructor(db: unknown) {}\n  async run() { for (;;) {} }\n}\n');
    const beforeLoop = await page.evaluate(longTasks);
    await run.click();
    await page.getByText('failed: timed out').first().waitFor({ timeout: 30_000 });
    const longTasksLooping = (await page.evaluate(longTasks)) - beforeLoop;
    return { firstRunMs: first.ms, warmRunMs: warm.ms, longTasksRunning: first.tasks + warm.tasks, longTasksTyping, yourTurnFilesElsewhere, labMs, longTasksLab, longTasksLooping };
  } finally {
    await context.close();
  }
}
