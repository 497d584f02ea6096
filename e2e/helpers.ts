import { expect, type Locator, type Page } from '@playwright/test';

/** Opens the player on `query` and waits until the chapter's scene has run and the Timeline is live. */
export async function openPlayer(page: Page, query = ''): Promise<Locator> {
  await page.goto(`/?${query}`);
  const timeline = page.getByRole('slider', { name: 'Timeline' });
  await expect(timeline).toBeEnabled({ timeout: 20_000 });
  return timeline;
}

/** Goes to the chapter's last beat with the End key, from inside the player. */
export async function toEnd(page: Page): Promise<void> {
  const timeline = page.getByRole('slider', { name: 'Timeline' });
  // A scene still building has no beats yet: its timeline is disabled and its max means nothing.
  await expect(timeline).toBeEnabled({ timeout: 15_000 });
  await timeline.focus();
  await page.keyboard.press('End');
  // Read nothing until the last beat is on screen (the timeline and the panels render together).
  await expect(timeline).toHaveValue((await timeline.getAttribute('max')) ?? '0');
}

/** A table's body rows as objects keyed by its column headers, read from the screen. */
export async function rowsOf(table: Locator): Promise<Record<string, string>[]> {
  await table.waitFor(); // the state panels arrive lazily, beside sql.js
  const headers = await table.locator('thead th').allInnerTexts();
  const rows = await table.locator('tbody tr').all();
  return Promise.all(
    rows.map(async (row) => {
      const cells = await row.locator('th, td').allInnerTexts();
      return Object.fromEntries(headers.map((h, i) => [h.trim(), (cells[i] ?? '').trim()]));
    }),
  );
}

/** The current beat number (1-based, as shown) read from the Timeline's value. */
export async function beatIndex(page: Page): Promise<number> {
  return Number(await page.getByRole('slider', { name: 'Timeline' }).inputValue());
}

/** The text of the Captions region. */
export function captions(page: Page): Locator {
  return page.getByRole('region', { name: 'Captions' });
}

declare global {
  interface Window {
    spoken: string[];
    finishSentence(): void;
  }
}

/**
 * A voice the test controls, in every frame of the page: it records what it is asked to say
 * (`window.spoken`) and ends the current sentence on request (`window.finishSentence()`).
 */
export async function installFakeVoice(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let pending: { onend: (() => void) | null } | null = null;
    window.spoken = [];
    window.finishSentence = () => {
      const u = pending;
      pending = null;
      u?.onend?.();
    };
    class FakeUtterance {
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      lang = '';
      constructor(public text: string) {}
    }
    // speechSynthesis is a getter on Window: it can only be replaced by defining it anew.
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true });
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: {
        speak(u: FakeUtterance) {
          window.spoken.push(u.text);
          pending = u;
        },
        cancel() {
          pending = null;
        },
      },
    });
  });
}

/**
 * Resolves when every animation with an end (a chip's trip, a row's fade; not the spinner's endless
 * one) has finished, or was cancelled (a row taken away as its fade ends, a fade cut short by the next beat).
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity).map((a) => a.finished.catch(() => undefined))),
  );
}

/** Holds every request matching `pattern` from now on until `release()`; `asked()` counts the requests held. */
export async function holdRequests(page: Page, pattern: string): Promise<{ release: () => void; asked: () => number }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route(pattern, async (route) => {
    asked++;
    await held;
    await route.continue();
  });
  return { release, asked: () => asked };
}
