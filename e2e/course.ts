import { expect, type FrameLocator, type Page } from '@playwright/test';

// The app on E2E_PORT, the course page on the next port: another origin, as on a real course site.
const PORT = Number(process.env.E2E_PORT ?? 4173);
export const APP = `http://127.0.0.1:${PORT}`;
export const COURSE = `http://127.0.0.1:${PORT + 1}`;

/** The frame sizes course pages give an embed (issue 13), each with the query it adds: width, height, query prefix. */
export const BOX_SIZES: [number, number, string][] = [
  [320, 180, ''],
  [480, 270, ''],
  [640, 360, ''],
  [960, 540, ''],
  [960, 640, ''],
  [1280, 720, ''],
  [320, 400, 'controls=minimal&'],
];

/** A course page with the app in an iframe of exactly `width` × `height`, text above and below it. */
export async function embedAt(page: Page, width: number, height: number, query: string): Promise<FrameLocator> {
  await page.setViewportSize({ width: width + 200, height: height + 300 });
  await page.route(`${COURSE}/course.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Course</title><p>Read this first.</p>
<iframe title="Cloakroom" style="width:${width}px;height:${height}px;border:0" src="${APP}/?${query}"></iframe><p>And this after.</p>`,
    }),
  );
  await page.goto(`${COURSE}/course.html`);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('slider', { name: 'Timeline' })).toBeEnabled({ timeout: 20_000 });
  return frame;
}

/**
 * Gives the course page's iframe (from `embedAt`) a new size, as a course page that resizes it
 * would, and returns once the app inside has laid itself out for it: the frame's window has the
 * size, and two animation frames have passed (its resize event, and the render that follows).
 */
export async function resizeFrame(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width: width + 200, height: height + 300 });
  await page.locator('iframe').evaluate((frame, [w, h]) => {
    frame.style.width = `${w}px`;
    frame.style.height = `${h}px`;
  }, [width, height] as const);
  const app = page.frameLocator('iframe').locator('html');
  await expect.poll(() => app.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([width, height]);
  await app.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * For the screenshot tools: opens a course page (under `courseUrl`) with the app (at `appUrl`, given
 * `query`) in an iframe of exactly `width` × `height`, course text above and below it, on a tinted page
 * so the frame's edge shows.
 */
export async function openShotCourse(page: Page, courseUrl: string, appUrl: string, width: number, height: number, query: string): Promise<void> {
  await page.route(`${courseUrl}box.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Course</title><body style="margin:0;padding:40px;background:#ccd"><p style="margin:0 0 8px">Course text above the frame.</p>
<iframe title="Cloakroom" style="width:${width}px;height:${height}px;border:0;display:block" src="${appUrl}?${query}"></iframe><p>Course text below.</p></body>`,
    }),
  );
  await page.goto(`${courseUrl}box.html`);
}

export type Message = { type: string; [field: string]: unknown };

/** Records every message the course page receives, from the very start (call before `goto`). */
export async function recordMessages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __messages: unknown[] };
    w.__messages = [];
    window.addEventListener('message', (e) => w.__messages.push(e.data));
  });
}

/** The cloakroom:* messages received so far, of `type` if given. */
export async function messages(page: Page, type?: string): Promise<Message[]> {
  const all = await page.evaluate(() => (window as unknown as { __messages: Message[] }).__messages.filter((m) => typeof m?.type === 'string'));
  return type === undefined ? all : all.filter((m) => m.type === type);
}

/** Waits for the `count`-th message of `type` and returns it. */
export async function waitForMessage(page: Page, type: string, count = 1): Promise<Message> {
  await expect.poll(async () => (await messages(page, type)).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  return (await messages(page, type))[count - 1]!;
}
