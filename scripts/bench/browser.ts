import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/chromium';

/** The Chromium the end-to-end tests use, started the same way (a fresh temporary profile each time). */
export async function launchChromium(): Promise<{ browser: Browser; version: string }> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  return { browser, version: browser.version() };
}
