import type { Browser } from '@playwright/test';
import { instrumentPage, pageScript } from './instrument';
import { gzipBytes, isBudgetedScript } from './jsSize';

export interface LoadFigures {
  firstPaintMs: number;
  storeReadyMs: number;
  jsBeforePaintGzipKB: number;
  jsBeforePaint: string[];
  jsAtReadyGzipKB: number;
  longTasksDuringLoad: number;
}

/**
 * One cold load of the page in a fresh browser context (empty caches); with `warm`, a second load
 * in the same context after a first one, as the second embed on a course page loads (HTTP cache
 * and Chromium's script and wasm code caches warm).
 */
export async function measureLoad(browser: Browser, url: string, distDir: string, warm = false): Promise<LoadFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (warm) {
    const first = await context.newPage();
    await first.goto(url);
    await first.getByRole('table', { name: 'idempotency_keys' }).waitFor({ timeout: 30_000 });
    await first.waitForTimeout(1000); // let the code caches be written
    await first.close();
  }
  const page = await context.newPage();
  const workers = new Set<string>();
  page.on('worker', (worker) => workers.add(worker.url()));
  await page.addInitScript(pageScript(instrumentPage));
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { __bench: { storeReady: number | null } }).__bench.storeReady !== null, null, {
    timeout: 30_000,
  });
  const { fcp, storeReady, resources, longTasks } = await page.evaluate(() => {
    const bench = (window as unknown as { __bench: { fcp: number; storeReady: number; longTasks: unknown[] } }).__bench;
    return {
      fcp: bench.fcp,
      storeReady: bench.storeReady,
      longTasks: bench.longTasks.length,
      resources: performance.getEntriesByType('resource').map((e) => ({ name: e.name, start: e.startTime })),
    };
  });
  await context.close();
  const scripts = resources.filter((r) => isBudgetedScript(r.name, workers));
  const beforePaint = scripts.filter((r) => r.start < fcp);
  const kb = (list: { name: string }[]) => list.reduce((sum, r) => sum + gzipBytes(distDir, r.name), 0) / 1024;
  return {
    firstPaintMs: fcp,
    storeReadyMs: storeReady,
    jsBeforePaintGzipKB: kb(beforePaint),
    jsBeforePaint: beforePaint.map((r) => new URL(r.name).pathname),
    jsAtReadyGzipKB: kb(scripts),
    longTasksDuringLoad: longTasks,
  };
}
