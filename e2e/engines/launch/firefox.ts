import { existsSync } from 'node:fs';
import puppeteer, { type ElementHandle, type Frame, type KeyInput, type Page } from 'puppeteer-core';
import { childFrame, roleDriver, type Driver } from '../driver';
import { VIEWPORT } from './viewport';

/** Debian's Firefox ESR, or FIREFOX_PATH. */
export function firefoxPath(): string {
  return process.env.FIREFOX_PATH || (existsSync('/usr/bin/firefox-esr') ? '/usr/bin/firefox-esr' : '/usr/bin/firefox');
}

/**
 * Firefox over WebDriver BiDi, driven by puppeteer-core (Playwright's own Firefox cannot be
 * downloaded here, and its moz-firefox channel needs a BiDi command ESR 153 lacks). Headless, in a
 * fresh temporary profile that Puppeteer makes for each launch.
 */
export async function launchFirefox(): Promise<Driver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(),
    headless: true,
    defaultViewport: VIEWPORT,
  });
  const page = await browser.newPage();
  return roleDriver<ElementHandle<Element>>('firefox', {
    // Up to the document parsed, not its load event: every test then waits for what it reads. Firefox
    // ESR 140 holds the load event for a dynamic import in flight (153 does not), so a test that holds
    // a chunk back on purpose timed out in goto itself.
    goto: async (url) => void (await page.goto(url, { waitUntil: 'domcontentloaded' })),
    evaluate: async (frame, expression) => (await frameOf(page, frame)).evaluate(expression),
    element: async (frame, expression) => {
      const handle = await (await frameOf(page, frame)).evaluateHandle(expression);
      return handle.asElement() as ElementHandle<Element> | null;
    },
    click: (element) => element.click(),
    async press(chord) {
      const keys = chord as KeyInput[];
      for (const key of keys.slice(0, -1)) await page.keyboard.down(key);
      await page.keyboard.press(keys.at(-1)!);
      for (const key of keys.slice(0, -1).reverse()) await page.keyboard.up(key);
    },
    close: () => browser.close(),
  });
}

function frameOf(page: Page, title: string | undefined): Promise<Frame> {
  const top = page.mainFrame();
  return title === undefined ? Promise.resolve(top) : childFrame(top, top.childFrames(), title);
}
