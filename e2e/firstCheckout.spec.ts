import { expect, test } from '@playwright/test';

test('the page runs a real checkout on sql.js and shows a done row in idempotency_keys', async ({ page }) => {
  await page.goto('/');
  const table = page.getByRole('table', { name: 'idempotency_keys' });
  await expect(table).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: 'phone:client-key-o1' });
  await expect(row).toContainText('done');
  await expect(row).toContainText('"chargeId":"ch_1"');
});
