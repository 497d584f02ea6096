import type { Browser } from '@playwright/test';
import { pageScript } from './instrument';

export interface PosterFigures {
  posters: number;
  /** What the course page fetched from Cloakroom before any press (the page itself aside), bytes and files. */
  bytesBeforePress: number;
  filesBeforePress: string[];
  /** From the press on a poster to the first frame of its player with the real scene ready (Timeline live). */
  pressToReadyMs: number;
  wasmFetches: number;
}

/**
 * A course page with `count` posters (embed.js): what it fetches before anyone presses Play, and
 * how long one press takes to a live player. Times are read in the browser: the press's event time
 * in the course page and the frame drawn after the Timeline came alive in the iframe, both on the
 * wall clock (`timeOrigin + now`), so Playwright's own round trips are not counted.
 */
export async function measurePosters(browser: Browser, appUrl: string, count = 10): Promise<PosterFigures> {
  const context = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  const page = await context.newPage();
  const pageUrl = new URL('bench-posters.html', appUrl).href;
  const fetched: { url: string; bytes: number }[] = [];
  context.on('requestfinished', (request) => {
    void request.sizes().then((sizes) => fetched.push({ url: request.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize }));
  });
  const chapters = ['ticket', 'key-per-try', 'double-click', 'mismatch', 'crash', 'fencing', 'retention', 'scope', 'lab', 'lost-response'];
  await page.route(pageUrl, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><meta charset="utf-8"><title>Course</title><body style="max-width:900px">${Array.from({ length: count }, (_, i) => {
        const chapter = chapters[i % chapters.length];
        return `<p>Section ${i + 1}.</p><a data-cloakroom href="${new URL(`./?chapter=${chapter}`, appUrl).href}">Watch ${chapter}</a>`;
      }).join('\n')}<script src="${new URL('embed.js', appUrl).href}"></script></body>`,
    }),
  );
  await page.addInitScript(pageScript(markLive));
  await page.goto(pageUrl);
  await page.getByRole('group', { name: /^Cloakroom:/ }).nth(count - 1).waitFor();
  await page.waitForLoadState('networkidle');
  const before = fetched.filter((f) => f.url !== pageUrl);

  await page.evaluate(() => {
    const w = window as unknown as { __pressAt: number };
    document.addEventListener('click', (e) => (w.__pressAt = performance.timeOrigin + e.timeStamp), { capture: true, once: true });
  });
  await page.getByRole('button', { name: /^Play/ }).first().click();
  const frame = page.frames().find((f) => f !== page.mainFrame()) ?? (await page.waitForEvent('frameattached'));
  await frame.waitForFunction(() => (window as unknown as { __liveAt: number | null }).__liveAt !== null, null, { timeout: 30_000 });
  const liveAt = await frame.evaluate(() => (window as unknown as { __liveAt: number }).__liveAt);
  const pressAt = await page.evaluate(() => (window as unknown as { __pressAt: number }).__pressAt);
  await page.waitForLoadState('networkidle');
  const wasmFetches = fetched.filter((f) => f.url.endsWith('.wasm')).length;
  await context.close();
  return {
    posters: count,
    bytesBeforePress: before.reduce((sum, f) => sum + f.bytes, 0),
    filesBeforePress: before.map((f) => new URL(f.url).pathname),
    pressToReadyMs: liveAt - pressAt,
    wasmFetches,
  };
}

/** In the player's iframe: the wall-clock time of the first frame drawn once its Timeline is live. */
function markLive(): void {
  if (window.parent === window) return;
  const w = window as unknown as { __liveAt: number | null };
  w.__liveAt = null;
  const look = () => {
    const timeline = document.getElementById('timeline') as HTMLInputElement | null;
    if (timeline && !timeline.disabled) w.__liveAt = performance.timeOrigin + performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}
