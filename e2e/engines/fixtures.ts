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
  /** The app at `path` served as a plain static host serves it: no header but Content-Type. */
  bare(path?: string): string;
  /** A course page on the other origin that frames `src` in `<iframe sandbox="allow-scripts" title="Cloakroom">`. */
  sandboxed(src: string): string;
  /** The run's requests go unanswered (the connection cut), until `online()`. */
  offline(): Promise<void>;
  online(): Promise<void>;
  /** Serves the app's service worker to this run (siteServer withholds it otherwise). */
  allowServiceWorker(): Promise<void>;
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
      bare: (path = '') => `${APP}/bare/${run}/${path}`,
      sandboxed: (src) => `${COURSE}/__page/sandboxed?src=${encodeURIComponent(src)}`,
      offline: async () => void (await call('PUT', 'offline')),
      online: async () => void (await call('DELETE', 'offline')),
      allowServiceWorker: async () => void (await call('PUT', 'worker')),
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
