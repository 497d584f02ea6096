import { chromium, type Browser } from '@playwright/test';
import { existsSync } from 'node:fs';

/**
 * The Chromium the tests use: Debian's unless PLAYWRIGHT_CHROMIUM_PATH says otherwise (empty ⇒
 * Playwright's own). Playwright starts it with a fresh temporary profile.
 */
export async function launchChromium(): Promise<{ browser: Browser; version: string }> {
  const configured = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  const executablePath = configured ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  return { browser, version: browser.version() };
}
