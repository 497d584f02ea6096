import { expect, test } from '@playwright/test';
import { rowsOf, toEnd } from './helpers';

// Where no Worker can be made, the scene runs on the page's own thread, and a failed SQLite engine is
// retried in the same realm (src/platform/sqlite/loadSqlJs.ts): the wasm is asked for again under a new
// URL, which no cache has seen fail, and sql.js's pending start is completed with it.
test('with no Worker, a blocked wasm shows the error, and Retry fetches it afresh under a new URL and plays the scene', async ({ page }) => {
  await page.addInitScript(() => Reflect.deleteProperty(window, 'Worker'));
  const wasm: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.wasm')) wasm.push(new URL(request.url()).search);
  });
  await page.route('**/*.wasm*', (route) => route.abort());
  await page.goto('/?chapter=ticket');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The SQLite engine (sql-wasm.wasm) could not be loaded', { timeout: 20_000 });
  await page.unroute('**/*.wasm*');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('region', { name: 'Stage' })).toBeVisible({ timeout: 20_000 });
  await toEnd(page);
  expect((await rowsOf(page.getByRole('table', { name: 'idempotency_keys' }))).map((row) => row.status)).toEqual(['done']);
  expect(wasm).toEqual(['', '?retry=1']);
});
