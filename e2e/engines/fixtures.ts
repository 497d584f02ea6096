import { test as base } from '@playwright/test';
import type { Driver, EngineName } from './driver';
import { launch } from './launch';

/** The two origins siteServer serves dist/ on (playwright.engines.config.ts starts them). */
export const PORT = Number(process.env.E2E_PORT ?? 4173);
const APP = `http://127.0.0.1:${PORT}`;
const COURSE = `http://127.0.0.1:${PORT + 1}`;

/** This test's own corner of the site: its URLs, and the power to fail files in it (see siteServer.ts). */
export interface Site {
  /** The app at `path` (relative to dist/, with its query), e.g. `?chapter=ticket`. */
  app(path?: string): string;
  /** A page of dist/ served from the other origin, e.g. the example course page. */
  course(path: string): string;
  /** Answers 503 to every path (after the run's prefix) that `pattern` matches, until `unblock()`. */
  block(pattern: RegExp): Promise<void>;
  unblock(): Promise<void>;
  /** Holds back the answer to every path that `pattern` matches, until `release()`: a file that arrives late, on purpose. */
  hold(pattern: RegExp): Promise<void>;
  release(): Promise<void>;
  /** The statuses the app's origin answered each path with, in order. */
  served(): Promise<Record<string, number[]>>;
}

export const test = base.extend<{ driver: Driver; site: Site }, { engine: EngineName }>({
  engine: ['chromium', { option: true, scope: 'worker' }],

  site: async ({ engine }, use, testInfo) => {
    const run = `${engine}-${testInfo.testId}-${testInfo.retry}-${testInfo.repeatEachIndex}`;
    const control = `${APP}/__control/${run}`;
    const call = async (method: string, path: string, body?: string) => {
      const response = await fetch(`${control}/${path}`, { method, body });
      if (!response.ok) throw new Error(`siteServer answered ${response.status} to ${method} ${path}`);
      return response;
    };
    await use({
      app: (path = '') => `${APP}/r/${run}/${path}`,
      course: (path) => `${COURSE}/r/${run}/${path}`,
      block: async (pattern) => void (await call('PUT', 'block', pattern.source)),
      unblock: async () => void (await call('DELETE', 'block')),
      hold: async (pattern) => void (await call('PUT', 'hold', pattern.source)),
      release: async () => void (await call('DELETE', 'hold')),
      served: async () => (await call('GET', 'served')).json() as Promise<Record<string, number[]>>,
    });
  },

  // A fresh browser, in a fresh profile, for every test.
  driver: async ({ engine }, use) => {
    const driver = await launch(engine);
    try {
      await use(driver);
    } finally {
      await driver.close();
    }
  },
});

export { expect } from '@playwright/test';
