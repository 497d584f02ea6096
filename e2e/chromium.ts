import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * How the tests start Chromium: Debian's /usr/bin/chromium unless PLAYWRIGHT_CHROMIUM_PATH names
 * another one (set it empty to use Playwright's own download), headless, with no background traffic.
 */
export function chromiumLaunchOptions(extraArgs: string[] = []): LaunchOptions {
  const path = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  return {
    ...(path ? { executablePath: path } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      ...extraArgs,
    ],
  };
}
