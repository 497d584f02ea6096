/**
 * Draws the web app manifest's icons (public/icons/) from public/favicon.svg in headless Chromium:
 * `npx tsx e2e/tools/appIcons.mts`. Run again when the favicon changes; the PNGs are committed.
 * `any` icons are the favicon edge to edge; `maskable` ones keep it inside the safe zone (the middle
 * 80%) on the brand's blue, since a launcher may crop to a circle.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium';

const svg = readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8');
const out = new URL('../../public/icons/', import.meta.url);
mkdirSync(out, { recursive: true });

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const [size, purpose] of [[192, 'any'], [512, 'any'], [512, 'maskable']] as const) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const inner = purpose === 'maskable' ? Math.round(size * 0.64) : size;
    await page.setContent(
      `<body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;background:${purpose === 'maskable' ? '#ffffff' : 'transparent'}">` +
        `<img style="width:${inner}px;height:${inner}px" src="data:image/svg+xml,${encodeURIComponent(svg)}"></body>`,
    );
    const png = await page.screenshot({ omitBackground: purpose === 'any' });
    writeFileSync(new URL(`icon-${size}${purpose === 'maskable' ? '-maskable' : ''}.png`, out), png);
    await page.close();
  }
} finally {
  await browser.close();
}
