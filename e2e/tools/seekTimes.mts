/**
 * How long seeking takes in the page: for every beat of a few chapters, the time React needs to show
 * it after the Timeline's input event (it renders synchronously inside a discrete event), plus layout.
 *   npx tsx e2e/tools/seekTimes.mts   (against vite preview on 4173)
 */
import { chromium } from '@playwright/test';

const BASE = process.env.BASE_URL ?? 'http://127.0.0.1:4173/';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
for (const chapter of ['ticket', 'crash', 'fencing', 'lab']) {
  await page.goto(`${BASE}?chapter=${chapter}`);
  await page.waitForFunction(() => !(document.querySelector('#timeline') as HTMLInputElement | null)?.disabled);
  await page.waitForTimeout(500);
  const times = await page.evaluate(async () => {
    const input = document.querySelector('#timeline') as HTMLInputElement;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    const out: number[] = [];
    const last = Number(input.max);
    for (const beat of [...Array(last + 1).keys(), ...[...Array(last + 1).keys()].reverse()]) {
      const t0 = performance.now();
      setValue.call(input, String(beat));
      input.dispatchEvent(new Event('input', { bubbles: true }));
      void document.body.offsetHeight; // include the layout the new beat needs
      out.push(performance.now() - t0);
      await new Promise((r) => requestAnimationFrame(() => r(null)));
    }
    return out;
  });
  console.log(`  first seeks: ${times.slice(0, 3).map((t) => t.toFixed(1)).join(", ")} ms`);
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`${chapter}: ${times.length} seeks, median ${sorted[sorted.length >> 1]!.toFixed(1)} ms, worst ${sorted.at(-1)!.toFixed(1)} ms`);
}
await browser.close();
