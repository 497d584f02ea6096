import type { Browser } from '@playwright/test';
import { instrumentPage, pageScript } from './instrument';

export interface LabFigures {
  checkouts: number;
  /** The lab's own report: 3 versions, from start to the last row. */
  seconds: number;
  /** Long tasks on the page's main thread while the lab ran in its worker. */
  longTasks: number;
}

/** Runs the lab in the page (its Web Worker) with `checkouts` per version and reads the time it reports. */
export async function measureLabInPage(browser: Browser, baseUrl: string, checkouts: number): Promise<LabFigures> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  try {
    await page.addInitScript(pageScript(instrumentPage));
    await page.goto(`${baseUrl}?chapter=lab`);
    const lab = page.getByRole('region', { name: 'Run the lab yourself' });
    await lab.getByRole('spinbutton', { name: 'Checkouts' }).fill(String(checkouts));
    await page.waitForTimeout(500);
    const before = await page.evaluate(() => (window as unknown as { __bench: { longTasks: unknown[] } }).__bench.longTasks.length);
    await lab.getByRole('button', { name: 'Run the lab' }).click();
    const done = lab.getByText(/^Done: 3 × [\d,]+ checkouts in/);
    await done.waitFor({ timeout: 120_000 });
    const text = (await done.textContent()) ?? '';
    const match = /in ([\d.,]+)\s*(ms|s)\b/.exec(text);
    if (!match) throw new Error(`cannot read the lab's time from "${text}"`);
    const value = Number(match[1]!.replace(/,/g, ''));
    const longTasks = await page.evaluate((skip) => (window as unknown as { __bench: { longTasks: unknown[] } }).__bench.longTasks.length - skip, before);
    return { checkouts, seconds: match[2] === 'ms' ? value / 1000 : value, longTasks };
  } finally {
    await context.close();
  }
}
