import type { Driver } from './driver';
import { expect, test } from './fixtures';

// A compare= link in each engine: both sides' stages, and both sides' rows as the real store wrote
// them, one Timeline driving both. Written once for Chromium, Firefox and WebKit (driver.ts).

const TIMELINE = { role: 'slider', name: 'Timeline' };
const STRIP = { role: 'region', name: 'Differences' };
const charges = (side: 'A' | 'B') => ({ role: 'table', name: 'PayCo charges', within: { role: 'region', name: new RegExp(`^Rows, ${side}:`) } });
const keys = (side: 'A' | 'B') => ({ role: 'table', name: 'idempotency_keys', within: { role: 'region', name: new RegExp(`^Rows, ${side}:`) } });
const ids = async (browser: Driver, side: 'A' | 'B') => (await browser.rows(charges(side))).map((row) => row.id);

test('a compare= link shows both sides, and each side’s rows: 1 charge against 2 at the first difference, as the strip says', async ({ driver: browser, site }) => {
  const text = 'v1; payflow crash; a; b break no-provider-key';
  await browser.goto(site.app(`?chapter=crash&story=payflow&compare=${encodeURIComponent(text)}`));
  await expect.poll(() => browser.count({ role: 'region', name: 'Stage: No PayCo key' }), { timeout: 30_000 }).toBe(1);
  expect(await browser.count({ role: 'region', name: 'Stage: with PayCo’s key' })).toBe(1);
  expect(await browser.text(STRIP)).toMatch(/A: 1 charge\. B: 2 charges — ch_2 at [\d.]+ s, Worker 2’s takeover\./);

  await browser.click({ role: 'button', name: 'Next difference', within: STRIP });
  await expect.poll(() => ids(browser, 'B')).toEqual(['ch_1', 'ch_2']);
  expect(await ids(browser, 'A')).toEqual(['ch_1']);
  // The same key, on both sides, still in flight at that moment.
  for (const side of ['A', 'B'] as const) expect(await browser.rows(keys(side))).toEqual([expect.objectContaining({ status: 'in_flight' })]);

  // The end: A's key done, its answer the one charge; B keeps both charges.
  await browser.focus(TIMELINE);
  await browser.press('End');
  await expect.poll(async () => (await browser.rows(keys('A')))[0]?.status).toBe('done');
  expect(await ids(browser, 'B')).toEqual(['ch_1', 'ch_2']);
});
