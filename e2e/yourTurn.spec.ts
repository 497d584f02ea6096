import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

/**
 * Your turn in Chromium, in one page load as far as it can go: a store without the fingerprint check
 * fails the mismatch test with its message, the fix passes 12 of 12 and puts code= in the address, a
 * store without compare-and-set breaks a Check in a scene played on it, a syntax error is marked at its
 * line, an endless loop is named as timed out while the page answers, and the code= link opens the code
 * without running it.
 */
const REFERENCE = readFileSync(new URL('../src/yourturn/stores/reference.store.ts', import.meta.url), 'utf8');
const patched = (from: string, to: string) => {
  if (!REFERENCE.includes(from)) throw new Error(`the reference no longer has: ${from}`);
  return REFERENCE.replace(from, to);
};
const NO_FINGERPRINT_CHECK = patched('if (row.fingerprint !== fp)                       // HTTP 422\n        throw new MismatchError();\n', '');
const BLIND_TAKEOVER = patched("WHERE key = ? AND status = 'in_flight' AND locked_at = ?`)\n        .run(lockedAt, key, row.locked_at)", 'WHERE key = ?`)\n        .run(lockedAt, key)');

async function type(page: Page, code: string): Promise<void> {
  const editor = page.getByRole('textbox', { name: 'Your store' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(code);
}

async function run(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Run the tests' }).click();
  await expect(page.getByRole('button', { name: 'Run the tests' })).toBeEnabled({ timeout: 30_000 });
}

test('Your turn: the learner writes run(), the twelve tests and a scene judge it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/?chapter=your-turn');
  const tests = page.getByRole('list', { name: 'Tests' });
  await expect(page.getByRole('textbox', { name: 'Your store' })).toBeVisible({ timeout: 30_000 });

  await type(page, NO_FINGERPRINT_CHECK);
  await run(page);
  await expect(tests.getByRole('listitem').nth(2)).toContainText('failed: the retry answered');
  await expect(tests.getByRole('listitem').nth(2)).toContainText('expected MismatchError (422)');
  await expect(page.getByText('10 of 12 passed')).toBeVisible();

  await type(page, REFERENCE);
  await run(page);
  await expect(page.getByText('12 of 12 passed')).toBeVisible();
  await expect(tests.getByRole('listitem').filter({ hasText: 'passed' })).toHaveCount(12);
  const link = page.url();
  expect(new URL(link).searchParams.get('code')).toMatch(/^1\./);

  // Without compare-and-set, both stale retries of the crash scene take the lock, and PayCo (no key of the shop's) charges again.
  await type(page, BLIND_TAKEOVER);
  await page.getByRole('combobox', { name: 'Scene to play' }).selectOption({ label: 'The attendant faints' });
  await page.getByRole('checkbox', { name: /PayCo gets no key/ }).check();
  await page.getByRole('button', { name: 'Watch your store' }).click();
  await expect(page.getByText('Playing: Your store: The attendant faints')).toBeVisible({ timeout: 30_000 });
  const timeline = page.getByRole('slider', { name: 'Timeline' });
  await timeline.focus();
  await page.keyboard.press('End');
  await expect(page.getByRole('list', { name: 'Checks' }).getByRole('listitem').first()).toContainText('broken');
  await expect(page.getByRole('table', { name: 'PayCo charges' }).locator('tbody tr')).toHaveCount(3);

  // A syntax error is marked at its line and column.
  await type(page, 'export class IdempotencyStore {\n  run() {\n    const x = ;\n  }\n}\n');
  await run(page);
  await expect(page.getByText('Line 3, column 15: Unexpected token')).toBeVisible();
  await expect(page.locator('.cm-lintRange-error')).toHaveCount(1);

  // An endless loop is named as timed out, and the page answers meanwhile.
  await type(page, 'export class IdempotencyStore {\n  constructor(db: unknown) {}\n  async run() { for (;;) {} }\n}\n');
  await page.getByRole('button', { name: 'Run the tests' }).click();
  await expect(page.getByRole('button', { name: 'Running the tests…' })).toBeDisabled();
  expect(await page.evaluate(() => 1 + 1)).toBe(2);
  await expect(tests.getByRole('listitem').first()).toContainText('failed: timed out', { timeout: 20_000 });

  // The link shows the code it carries and runs nothing.
  await page.goto(link);
  await expect(page.getByText('The code from the link. Nothing has run yet')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: 'Your store' })).toContainText('ON CONFLICT(key) DO NOTHING');
  await expect(tests.getByRole('listitem').filter({ hasText: 'not run yet' })).toHaveCount(12);
});
