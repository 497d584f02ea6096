import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '/work/wt/a11y/e2e/chromium.ts';
const [query, selector, out, mode = 'forced'] = process.argv.slice(2);
const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.emulateMedia({ reducedMotion: 'reduce', forcedColors: mode.includes('forced') ? 'active' : 'none', colorScheme: mode.includes('dark') ? 'dark' : 'light' });
await page.goto(`http://127.0.0.1:4252/?${query}`);
await page.waitForFunction(() => !(document.querySelector('#timeline') as HTMLInputElement)?.disabled, null, { timeout: 60000 });
if (mode.includes('end')) { await page.locator('#timeline').focus(); await page.keyboard.press('End'); }
await page.waitForTimeout(500);
const el = page.locator(selector).first();
await el.scrollIntoViewIfNeeded();
await page.waitForTimeout(300);
const box = (await el.boundingBox())!;
await page.screenshot({ path: out, clip: { x: box.x, y: box.y, width: box.width, height: Math.min(box.height, 900) } });
await browser.close();
