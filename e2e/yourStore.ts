import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

/** The learner's store as Your turn's e2e specs write it: the reference solution, patched where a mistake goes, typed and run. */
export const REFERENCE = readFileSync(new URL('../src/yourturn/stores/reference.store.ts', import.meta.url), 'utf8');

/** The reference with `from` replaced by `to` (throws when the reference no longer has `from`). */
export const patched = (from: string, to: string) => {
  if (!REFERENCE.includes(from)) throw new Error(`the reference no longer has: ${from}`);
  return REFERENCE.replace(from, to);
};

/** The takeover's UPDATE without compare-and-set: both stale retries of the crash scene take the lock. */
export const BLIND_TAKEOVER = patched("WHERE key = ? AND status = 'in_flight' AND locked_at = ?`)\n        .run(lockedAt, key, row.locked_at)", 'WHERE key = ?`)\n        .run(lockedAt, key)');

/** The save fenced by status alone (issue 55): the seed's own fencing mistake, which 12 of 12 once passed. */
export const STATUS_ONLY_SAVE = patched("WHERE key = ? AND status = 'in_flight' AND locked_at = ?`)\n      .run(JSON.stringify(result), key, lockedAt)", "WHERE key = ? AND status = 'in_flight'`)\n      .run(JSON.stringify(result), key)");

/** Types `code` over what the editor holds. */
export async function typeStore(page: Page, code: string): Promise<void> {
  const editor = page.getByRole('textbox', { name: 'Your store' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(code);
}

/** Runs the twelve tests and waits for them to end. */
export async function runTests(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Run the tests' }).click();
  await expect(page.getByRole('button', { name: 'Run the tests' })).toBeEnabled({ timeout: 30_000 });
}
