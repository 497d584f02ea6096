import { expect, test } from '@playwright/test';
import { APP } from './course';
import { openPlayer } from './helpers';

test('the Embed button keeps the playlist and the switches on, at this page’s own address', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPlayer(page, 'chapters=ticket,double-click&chapter=double-click');
  await page.getByRole('button', { name: 'SELECT, then INSERT' }).click();
  await expect(page.getByRole('button', { name: 'SELECT, then INSERT' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Embed' }).click();
  const snippet = page.getByRole('textbox', { name: 'Embed snippet' });
  await expect.poll(() => snippet.inputValue()).toContain(`<iframe src="${APP}/?chapters=ticket%2Cdouble-click&amp;chapter=double-click&amp;break=select-then-insert"`);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await snippet.inputValue());
  await expect(page.getByRole('textbox', { name: /Poster snippet/ })).toHaveValue(
    `<a data-cloakroom href="${APP}/?chapters=ticket%2Cdouble-click&amp;chapter=double-click&amp;break=select-then-insert">The double click</a>\n<script src="${APP}/embed.js" defer></script>`,
  );
});

test('a build without a public address writes no oEmbed file and no link to one', async ({ page, request }) => {
  // The preview server answers a missing file with the app's page (a single-page fallback), never with JSON.
  const answer = await request.get(`${APP}/oembed.json`);
  expect(answer.headers()['content-type']).not.toContain('json');
  expect(await answer.text()).not.toContain('"provider_name"');
  await page.goto('/');
  await expect(page.locator('link[type="application/json+oembed"]')).toHaveCount(0);
});
