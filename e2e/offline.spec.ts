import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { openPlayer, rowsOf, toEnd } from './helpers';
import { REFERENCE, runTests, typeStore } from './yourStore';

/**
 * Offline after one visit (issue 56): the page registers its service worker, which caches every file;
 * with the network off, every chapter of both stories plays to its last beat with the store's rows on
 * screen, the sandbox, Compare and Your turn's twelve tests run, in the learner's frame the worker
 * serves sandboxed by its header. The network being really off is checked, not assumed: a fetch of a
 * file the worker does not hold fails.
 */
const CHAPTERS = JSON.parse(readFileSync(new URL('../dist/chapters.json', import.meta.url), 'utf8')) as { stories: Record<string, { id: string; beats: number }[]> };

test.use({ serviceWorkers: 'allow' });

/** Waits until the page is served by the activated worker (it claims its first page), its files cached. */
async function servedByWorker(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready, Boolean(navigator.serviceWorker.controller))), { timeout: 30_000 }).toBe(true);
}

test('after one visit, with the network off, every chapter plays, and the sandbox, Compare and Your turn run', async ({ page, context }) => {
  test.setTimeout(240_000);
  await openPlayer(page, 'chapter=ticket');
  await servedByWorker(page);
  await context.setOffline(true);
  expect(await page.evaluate(() => fetch('./not-cached.txt').then(() => 'reached', () => 'offline'))).toBe('offline');

  for (const [story, chapters] of Object.entries(CHAPTERS.stories)) {
    for (const { id, beats } of chapters) {
      const timeline = await openPlayer(page, `chapter=${id}&story=${story}`);
      await toEnd(page);
      await expect(timeline, `${story}/${id}`).toHaveAttribute('max', String(beats - 1));
    }
  }
  // The rows on screen are the store's, built offline in the scene's worker.
  await openPlayer(page, 'chapter=ticket&story=payflow');
  await toEnd(page);
  expect((await rowsOf(page.getByRole('table', { name: 'idempotency_keys' }))).map((row) => row.status)).toEqual(['done']);

  // Compare: both runs built and their difference named.
  await openPlayer(page, 'chapter=crash&story=payflow');
  await page.getByRole('button', { name: 'Compare…' }).click();
  await page.getByRole('dialog', { name: 'Compare this scene with' }).getByRole('button', { name: 'No PayCo key', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Differences' })).toContainText('B: 2 charges', { timeout: 30_000 });

  // The lab's worker, offline.
  await openPlayer(page, 'chapter=lab');
  const lab = page.getByRole('region', { name: 'Run the lab yourself' });
  await lab.getByRole('button', { name: 'Run the lab' }).click({ timeout: 20_000 });
  await expect(lab.getByText(/^Done: 3 × 100 checkouts in/)).toBeVisible({ timeout: 30_000 });

  // Your turn: the reference passes 12 of 12 in the frame the worker serves.
  await page.goto('/?chapter=your-turn');
  await expect(page.getByRole('textbox', { name: 'Your store' })).toBeVisible({ timeout: 30_000 });
  await typeStore(page, REFERENCE);
  await runTests(page);
  await expect(page.getByText('12 of 12 passed')).toBeVisible();
  await expect(page.locator('iframe[title="Cloakroom: the realm your code runs in"]')).not.toHaveAttribute('sandbox');
});
