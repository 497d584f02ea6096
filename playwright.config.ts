import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/chromium';

/**
 * End-to-end tests drive the built app (`vite preview` over dist/) in real Chromium.
 * The browser is Debian's /usr/bin/chromium unless PLAYWRIGHT_CHROMIUM_PATH names another one;
 * set PLAYWRIGHT_CHROMIUM_PATH= (empty) to use Playwright's own downloaded browser.
 * Playwright gives every test a fresh, temporary user-data dir.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
/** A second server of the same dist/ on another port: another origin, for the course page that embeds the app. */
const HOST_PORT = PORT + 1;

export default defineConfig({
  testDir: 'e2e',
  // e2e/engines runs in three engines under its own config (playwright.engines.config.ts).
  testIgnore: 'engines/**',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    // The app registers a service worker that caches every file (src/offline); a test that routes,
    // fails or counts files must see them, so only e2e/offline.spec.ts lets it in.
    serviceWorkers: 'block',
  },
  webServer: [PORT, HOST_PORT].map((port) => ({
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  })),
});
