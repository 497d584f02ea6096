import type { Browser, Frame } from '@playwright/test';
import { pageScript } from './instrument';
import { percentile } from './stats';

/** In the player's frame: the time between animation frames for the next 3 s, into `__flood`. */
function recordFrames(): void {
  const w = window as unknown as { __flood: number[] };
  w.__flood = [];
  let last = performance.now();
  const started = last;
  const tick = (t: number) => {
    w.__flood.push(t - last);
    last = t;
    if (t - started < 3_000) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

export interface FloodFigures {
  commands: number;
  /** Frames drawn per second in the player's frame while the flood is handled (3 s from its start). */
  fps: number;
  frameP95: number;
  /** From the first command posted to the last seek's beat on the Timeline. */
  settledMs: number;
}

/**
 * A course page posts `commands` seeks to the embedded player in one go (the example course page,
 * which the player obeys): how smoothly the player's frame keeps drawing meanwhile, and how soon the
 * last seek shows.
 */
export async function measureCommandFlood(browser: Browser, baseUrl: string, commands = 10_000): Promise<FloodFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}example/?app=${encodeURIComponent(baseUrl)}&controls=full`);
    const timeline = page.frameLocator('iframe').getByRole('slider', { name: 'Timeline' });
    await timeline.waitFor({ timeout: 30_000 });
    const player = page.frames().find((f) => f.url().startsWith(baseUrl) && !f.url().includes('/example/')) as Frame;
    await player.waitForFunction(() => !(document.getElementById('timeline') as HTMLInputElement | null)?.disabled, null, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const max = Number(await timeline.getAttribute('max'));
    const target = Math.max(1, max - 1);

    await player.evaluate(pageScript(recordFrames).content);
    const started = Date.now();
    await page.evaluate(
      ([n, beats, last]) => {
        const frame = document.querySelector('iframe')!.contentWindow!;
        const origin = new URL(document.querySelector('iframe')!.src).origin;
        for (let i = 0; i < n - 1; i++) frame.postMessage({ type: 'cloakroom:seek', beat: i % beats }, origin);
        frame.postMessage({ type: 'cloakroom:seek', beat: last }, origin);
      },
      [commands, max + 1, target] as const,
    );
    await player.waitForFunction((t) => (document.getElementById('timeline') as HTMLInputElement).value === String(t), target, { timeout: 60_000, polling: 16 });
    const settledMs = Date.now() - started;
    await player.waitForFunction(() => (window as unknown as { __flood: number[] }).__flood.reduce((a, b) => a + b, 0) >= 3_000, null, { timeout: 60_000 });
    const frames = await player.evaluate(() => (window as unknown as { __flood: number[] }).__flood);
    const seconds = frames.reduce((a, b) => a + b, 0) / 1000;
    return { commands, fps: frames.length / seconds, frameP95: percentile(frames, 95), settledMs };
  } finally {
    await context.close();
  }
}
