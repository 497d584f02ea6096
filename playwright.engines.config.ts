import { defineConfig } from '@playwright/test';
import type { EngineName } from './e2e/engines/driver';

/**
 * The core paths in three engines: Chromium (Playwright), Firefox ESR (puppeteer-core over WebDriver
 * BiDi) and WebKitGTK (selenium-webdriver and WebKitWebDriver), one spec file for all three through
 * e2e/engines/driver.ts. The site is dist/ as built, served by e2e/engines/siteServer.ts on two ports
 * (two origins), which can fail files on request: interception that works the same in every engine.
 * Run one engine alone with --project (README). WebKit needs an X display: `npm run test:engines`
 * runs under xvfb-run.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const engines: EngineName[] = ['chromium', 'firefox', 'webkit'];

export default defineConfig<object, { engine: EngineName }>({
  testDir: 'e2e/engines',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  // The stand-in LMS and a SCORM package of Your turn, for the matrix's package row.
  globalSetup: './e2e/engines/globalSetup.ts',
  projects: engines.map((engine) => ({ name: engine, use: { engine } })),
  webServer: [
    ...[PORT, PORT + 1].map((port) => ({
      command: `npx tsx e2e/engines/siteServer.ts ${port}`,
      url: `http://127.0.0.1:${port}/r/up/`,
      // Never someone else's server on this port: only siteServer can fail files on request.
      reuseExistingServer: false,
      timeout: 30_000,
    })),
    // `npm run preview` itself, the matrix's first row (e2e/engines/matrix.spec.ts).
    { command: `npx vite preview --host 127.0.0.1 --port ${PORT + 2} --strictPort`, url: `http://127.0.0.1:${PORT + 2}`, reuseExistingServer: false, timeout: 30_000 },
  ],
});
