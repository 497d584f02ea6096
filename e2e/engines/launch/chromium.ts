import { chromium, type ElementHandle, type Frame, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../chromium';
import { childFrame, roleDriver, type Driver } from '../driver';
import { VIEWPORT } from './viewport';

/**
 * Chromium through Playwright: the same Chromium and flags as the rest of the suite
 * (PLAYWRIGHT_CHROMIUM_PATH, headless, a fresh user-data dir per launch).
 */
export async function launchChromium(): Promise<Driver> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const page = await browser.newPage({ viewport: VIEWPORT });
  return roleDriver<ElementHandle>('chromium', {
    goto: async (url) => void (await page.goto(url)),
    evaluate: async (frame, expression) => (await frameOf(page, frame)).evaluate(expression),
    element: async (frame, expression) => (await (await frameOf(page, frame)).evaluateHandle(expression)).asElement(),
    click: (element) => element.click(),
    press: (chord) => page.keyboard.press(chord.join('+')),
    close: () => browser.close(),
  });
}

function frameOf(page: Page, title: string | undefined): Promise<Frame> {
  const top = page.mainFrame();
  return title === undefined ? Promise.resolve(top) : childFrame(top, top.childFrames(), title);
}
