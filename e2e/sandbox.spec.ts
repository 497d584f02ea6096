import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';

// A course page on another origin frames the app with sandbox="allow-scripts", as many course
// platforms do: the app's origin is then opaque ("null"), so `new Worker(url)` throws SecurityError
// and every module, chunk and wasm is fetched with CORS from the origin "null".
const PORT = Number(process.env.E2E_PORT ?? 4173);
const APP = `http://127.0.0.1:${PORT}`;
const COURSE = 'http://localhost:4179';

// page.route pages count as public to Chromium, which keeps them from framing 127.0.0.1 (see embed.spec.ts).
test.use({ launchOptions: chromiumLaunchOptions(['--disable-features=LocalNetworkAccessChecks']) });

/** Serves a course page that frames the app, sandboxed, with `query`. */
async function sandboxedCourse(page: Page, query: string): Promise<FrameLocator> {
  await page.route(`${COURSE}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Course</title><iframe sandbox="allow-scripts" title="Cloakroom" style="width:1100px;height:900px" src="${APP}/?${query}"></iframe>`,
    }),
  );
  await page.goto(`${COURSE}/lesson.html`);
  return page.frameLocator('iframe');
}

test('in a sandboxed iframe the chapter plays, with the rows the real store wrote', async ({ page }) => {
  const app = await sandboxedCourse(page, 'chapter=ticket');
  const frame = page.frame({ url: (url) => url.origin === APP })!;
  expect(await frame.evaluate(() => self.origin)).toBe('null'); // really sandboxed: an opaque origin
  const timeline = app.getByRole('slider', { name: 'Timeline' });
  await expect(timeline).toBeEnabled({ timeout: 20_000 });
  await timeline.focus();
  await page.keyboard.press('End');
  await expect(timeline).toHaveValue((await timeline.getAttribute('max'))!);
  await app.getByRole('tab', { name: 'Tables' }).click(); // embedded, the player is a box: its panels are tabs
  const keys = app.getByRole('table', { name: 'idempotency_keys' });
  await expect(keys.getByRole('row').filter({ hasText: 'done' })).toHaveCount(1);
  await expect(app.getByRole('table', { name: /charges/i }).locator('tbody tr')).toHaveCount(1);
});

test('in a sandboxed iframe the lab runs its 300 checkouts in its worker', async ({ page }) => {
  const app = await sandboxedCourse(page, 'chapter=lab');
  await app.getByRole('tab', { name: 'Try it' }).click({ timeout: 20_000 }); // the learning tools are a tab of the box
  const lab = app.getByRole('region', { name: 'Run the lab yourself' });
  await lab.getByRole('button', { name: 'Run the lab' }).click({ timeout: 20_000 });
  await expect(lab.getByText(/^Done: 3 × 100 checkouts in/)).toBeVisible({ timeout: 20_000 });
  const sameKey = lab.getByRole('table', { name: 'Your lab’s results' }).getByRole('row', { name: /^same-key/ });
  await expect(sameKey.getByRole('cell').first()).toHaveText('100'); // each checkout charged once
});

test('in a sandboxed iframe on a server that does not allow it, the page says why, and Retry works once it does', async ({ page }) => {
  // A host whose Access-Control-Allow-Origin does not include the origin "null": every module fetch
  // fails. (An absent header cannot be staged: Playwright adds one to a fulfilled cross-origin answer.)
  let allowed = false;
  await page.context().route(`${APP}/assets/**`, async (route) => {
    try {
      const response = await route.fetch();
      const headers = { ...response.headers(), 'access-control-allow-origin': allowed ? '*' : 'https://only-this.example' };
      await route.fulfill({ response, headers });
    } catch {
      // The request went with the page it belonged to (Retry reloads the frame): nothing to answer.
    }
  });
  const app = await sandboxedCourse(page, 'chapter=ticket');
  const alert = app.getByRole('alert');
  await expect(alert).toContainText('Cloakroom could not load its code. This page is in a sandboxed frame', { timeout: 20_000 });
  await expect(alert).toContainText('Access-Control-Allow-Origin');
  allowed = true;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(app.getByRole('slider', { name: 'Timeline' })).toBeEnabled({ timeout: 20_000 });
  await app.getByRole('tab', { name: 'Tables' }).click(); // embedded, the panels are tabs of the player box
  await expect(app.getByRole('table', { name: 'idempotency_keys' })).toBeVisible();
});

test('a lab worker whose script does not load says so, and running the lab again retries', async ({ page }) => {
  await page.context().route('**/assets/labWorker-*.js', (route) => route.abort());
  await page.goto('/?chapter=lab');
  const lab = page.getByRole('region', { name: 'Run the lab yourself' });
  await lab.getByRole('button', { name: 'Run the lab' }).click({ timeout: 20_000 });
  await expect(lab.getByText('The lab could not run: The lab worker could not start: its script did not load')).toBeVisible({ timeout: 20_000 });
  await page.context().unroute('**/assets/labWorker-*.js');
  await lab.getByRole('button', { name: 'Run the lab' }).click();
  await expect(lab.getByText(/^Done: 3 × 100 checkouts in/)).toBeVisible({ timeout: 20_000 });
});
