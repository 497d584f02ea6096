import { expect, test, type Request } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';
import { APP, COURSE } from './course';

// Pages that page.route serves count as public for Chromium's Local Network Access checks (see embed.spec.ts).
test.use({ launchOptions: chromiumLaunchOptions(['--disable-features=LocalNetworkAccessChecks']) });

const CHAPTERS = [
  ['ticket', 'Why the retry is safe'],
  ['crash', 'When a worker dies'],
  ['fencing', 'The slow worker'],
] as const;

test('posters load nothing of the player until one is pressed, and then exactly one player with one engine', async ({ page, context }) => {
  const requests: string[] = [];
  context.on('request', (request: Request) => requests.push(request.url()));
  await page.route(`${COURSE}/posters.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Course</title><body style="max-width:800px">
${CHAPTERS.map(([chapter, text]) => `<p>Before ${chapter}.</p><a data-cloakroom href="${APP}/?chapter=${chapter}">${text}</a>`).join('\n')}
<script src="${APP}/embed.js"></script></body></html>`,
    }),
  );
  await page.goto(`${COURSE}/posters.html`);
  const posters = page.getByRole('group', { name: /^Cloakroom:/ });
  await expect(posters).toHaveCount(3);
  // Each names its chapter and length, from the chapters.json written at build time.
  await expect(posters.nth(1)).toContainText(/Chapter \d+: The attendant faints · \d+ min \d+ s/);
  await expect(posters.nth(1).getByRole('link', { name: 'or open it on its own page' })).toHaveAttribute('href', `${APP}/?chapter=crash`);
  await expect(page.locator('iframe')).toHaveCount(0);
  const wasm = () => requests.filter((url) => url.endsWith('.wasm'));
  const appScripts = () => requests.filter((url) => url.startsWith(`${APP}/assets/`));
  expect(wasm()).toEqual([]);
  expect(appScripts()).toEqual([]); // no React, no player code: embed.js and chapters.json only

  // From the keyboard: Tab to the second poster's Play and press Enter.
  const play = page.getByRole('button', { name: 'Play “When a worker dies”' });
  await page.keyboard.press('Tab'); // the first poster's Play
  await page.keyboard.press('Tab'); // its own-page link
  await page.keyboard.press('Tab');
  await expect(play).toBeFocused();
  await page.keyboard.press('Enter');

  const frame = page.frameLocator('iframe');
  await expect(page.locator('iframe')).toHaveCount(1);
  await expect(page.locator('iframe')).toHaveAttribute('title', 'Cloakroom: When a worker dies');
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME'); // focus went into the player
  await expect(frame.getByRole('heading', { level: 1 })).toContainText(/attendant faints/i);
  await expect(frame.getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 20_000 }); // pressed Play: it plays
  await expect(posters).toHaveCount(2);
  await expect.poll(() => wasm().length).toBe(1);
  // Keys now go to the player: Space pauses it.
  await page.keyboard.press('Space');
  await expect(frame.getByRole('button', { name: 'Play' })).toBeVisible();
  expect(wasm()).toHaveLength(1);
});

test('a link that says lang=es gets a Spanish poster: its chapter, length, Play and link in Spanish, from chapters.json', async ({ page }) => {
  await page.route(`${COURSE}/posters-es.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="es"><title>Curso</title><body style="max-width:800px">
<a data-cloakroom href="${APP}/?chapter=crash&lang=es">Cuando un trabajador cae</a>
<script src="${APP}/embed.js"></script></body></html>`,
    }),
  );
  await page.goto(`${COURSE}/posters-es.html`);
  const poster = page.getByRole('group', { name: 'Cloakroom: Cuando un trabajador cae' });
  await expect(poster).toContainText(/Capítulo 7: El encargado se desmaya · \d+ min \d+ s/);
  await expect(poster).toHaveAttribute('lang', 'es');
  await expect(poster.getByRole('link', { name: 'o ábrelo en su propia página' })).toHaveAttribute('href', `${APP}/?chapter=crash&lang=es`);
  await poster.getByRole('button', { name: 'Reproducir «Cuando un trabajador cae»' }).click();
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('html')).toHaveAttribute('lang', 'es');
  await expect(frame.getByRole('button', { name: 'Pausa' })).toBeVisible({ timeout: 20_000 });
});
