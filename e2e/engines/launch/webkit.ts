import { existsSync, readdirSync } from 'node:fs';
import { Builder, By, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { createRequire } from 'node:module';
import { roleDriver, type Driver } from '../driver';
import { VIEWPORT } from './viewport';

// selenium-webdriver/remote is a folder without an exports map: ES modules cannot import it by that name.
const { DriverService } = createRequire(import.meta.url)('selenium-webdriver/remote') as typeof import('selenium-webdriver/remote');

/** Debian's WebKitWebDriver (webkit2gtk-driver), or WEBKIT_DRIVER_PATH. */
export function webkitDriverPath(): string {
  return process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
}

/** WebKitGTK's MiniBrowser (libwebkit2gtk-4.1-0 ships it), or MINIBROWSER_PATH. */
export function miniBrowserPath(): string {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  for (const dir of existsSync('/usr/lib') ? readdirSync('/usr/lib') : []) {
    for (const api of ['webkit2gtk-4.1', 'webkitgtk-6.0', 'webkit2gtk-4.0']) {
      const path = `/usr/lib/${dir}/${api}/MiniBrowser`;
      if (existsSync(path)) return path;
    }
  }
  return 'MiniBrowser';
}

/**
 * WebKit (Safari's engine) as WebKitGTK: WebKitWebDriver starts MiniBrowser in automation mode,
 * whose website data is ephemeral (a fresh profile each launch), and selenium-webdriver speaks
 * classic WebDriver to it. It needs an X display: the npm script runs the engines under xvfb-run.
 */
export async function launchWebKit(): Promise<Driver> {
  const service = new DriverService.Builder(webkitDriverPath()).setLoopback(true).build();
  const url = await service.start();
  let driver: WebDriver;
  try {
    driver = await new Builder()
      .usingServer(String(url))
      .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: miniBrowserPath(), args: ['--automation'] } })
      .build();
    await driver.manage().window().setRect(VIEWPORT);
  } catch (error) {
    await service.kill();
    throw error;
  }

  /** Classic WebDriver works in one frame at a time: every call first enters the frame it is for. */
  const enter = async (title: string | undefined) => {
    await driver.switchTo().defaultContent();
    if (title !== undefined) await driver.switchTo().frame(await driver.findElement(By.css(`iframe[title=${JSON.stringify(title)}]`)));
  };

  return roleDriver<{ frame: string | undefined; element: WebElement }>('webkit', {
    goto: (address) => driver.get(address),
    async evaluate(frame, expression) {
      await enter(frame);
      return driver.executeScript(`return ${expression};`);
    },
    async element(frame, expression) {
      await enter(frame);
      const element = (await driver.executeScript(`return ${expression};`)) as WebElement | null;
      return element ? { frame, element } : null;
    },
    async click({ frame, element }) {
      await enter(frame);
      await element.click();
    },
    async press(chord) {
      const keys = chord.map(webdriverKey);
      let actions = driver.actions({ async: true });
      for (const key of keys) actions = actions.keyDown(key);
      for (const key of [...keys].reverse()) actions = actions.keyUp(key);
      await actions.perform();
    },
    async close() {
      await driver.quit().catch(() => {});
      await service.kill();
    },
  });
}

/** 'ArrowLeft' → Key.ARROW_LEFT, 'End' → Key.END; a single character is itself. */
function webdriverKey(name: string): string {
  if ([...name].length === 1) return name;
  const constant = name.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase() as keyof typeof Key;
  const key = Key[constant];
  if (typeof key !== 'string') throw new Error(`no WebDriver key for “${name}”`);
  return key;
}
