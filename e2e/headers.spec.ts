import { expect, test } from '@playwright/test';
import { openPlayer, rowsOf, toEnd } from './helpers';

// What the server sends with the app, and that the app runs under it (scripts/vite/securityHeaders.ts).

test('the app runs under its Content-Security-Policy: scenes, the wasm in workers, the lab, with no violation', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const response = await page.goto('/?chapter=lab');
  const policy = response!.headers()['content-security-policy'] ?? '';
  // The origin is named beside 'self', which WebKit matches to nothing in a sandboxed frame.
  const origin = new URL(page.url()).origin;
  for (const directive of [`script-src 'self' ${origin} 'wasm-unsafe-eval'`, `worker-src 'self' ${origin} blob:`, "object-src 'none'", 'frame-ancestors']) {
    expect(policy).toContain(directive);
  }

  // The scene worker compiles SQLite's wasm under the policy: the chapter's rows come from it.
  await page.getByRole('combobox', { name: 'Chapter' }).selectOption('ticket');
  await toEnd(page);
  expect((await rowsOf(page.getByRole('table', { name: 'idempotency_keys' })))[0]?.status).toBe('done');

  // The lab's worker too, with its own sql.js.
  await page.getByRole('combobox', { name: 'Chapter' }).selectOption('lab');
  const lab = page.getByRole('region', { name: 'Run the lab yourself' });
  await lab.getByRole('button', { name: 'Run the lab' }).click({ timeout: 20_000 });
  await expect(lab.getByText(/^Done: 3 × 100 checkouts in/)).toBeVisible({ timeout: 20_000 });

  expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
  expect(refused).toEqual([]);
});

test('a page load asks for nothing that is not there: no 404, and the favicon is served', async ({ page }) => {
  const missing: string[] = [];
  page.context().on('response', (r) => {
    if (r.status() >= 400) missing.push(`${r.status()} ${r.url()}`);
  });
  page.context().on('requestfailed', (r) => missing.push(`failed ${r.url()}`));
  await openPlayer(page, 'chapter=ticket');
  await expect(page.getByRole('table', { name: 'idempotency_keys' })).toBeVisible();
  await page.waitForLoadState('load');
  // A headed browser asks for /favicon.ico unless the page names an icon (headless asks for none),
  // so the check is that the page names one and that it is served.
  const icon = await page.evaluate(async () => {
    const href = document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href;
    if (!href) return null;
    const r = await fetch(href);
    return { status: r.status, type: r.headers.get('content-type') };
  });
  expect(missing).toEqual([]);
  expect(icon).toEqual({ status: 200, type: 'image/svg+xml' });
});
