import { expect, type Page } from '@playwright/test';
import { CHAPTER_IDS, type ChapterId } from '../../src/core/trace';

// The views the accessibility specs visit (axe, the keyboard fuzzer, the pictures in every mode), each
// reached in place in a page already open, by what a learner would use: the chapter menu, the Timeline,
// the buttons that open a sheet. Selectors are by id and class where a name would differ by language.
//
// A view that lands later is one more entry here (and one more section in ACCESSIBILITY.md). Compare
// (issue 30) is opened by its `compare=` link where a spec visits it (axe, the keyboard fuzzer).

/** The Timeline, in any language. */
export const timeline = (page: Page) => page.locator('#timeline');

/** Your turn's editor, by its name in each language (the name the learner's screen reader says). */
export const yourStore = { en: 'Your store', es: 'Tu almacén' } as const;

/** Opens the player on `query` and waits until the chapter's scene has run. */
export async function openAt(page: Page, query: string): Promise<void> {
  await page.goto(`/?${query}`);
  await expect(timeline(page)).toBeEnabled({ timeout: 20_000 });
}

/** Goes to `chapter` with the chapter menu, as a learner does, and waits for its scene. */
export async function goToChapter(page: Page, chapter: ChapterId): Promise<void> {
  await page.locator('.chapter-menu select').selectOption(chapter);
  await expect(page.locator('.chapter-menu select')).toHaveValue(chapter);
  await expect(timeline(page)).toBeEnabled({ timeout: 20_000 });
}

/** The beats a chapter is looked at on: its first, its middle and its last. */
export async function beatsToVisit(page: Page): Promise<number[]> {
  const last = Number(await timeline(page).getAttribute('max'));
  return [...new Set([0, Math.floor(last / 2), last])];
}

/** Puts the Timeline on `beat`, and waits until the player shows it. */
export async function seekTo(page: Page, beat: number): Promise<void> {
  await timeline(page).fill(String(beat));
  await expect(timeline(page)).toHaveValue(String(beat));
}

/** A view reached in place: `open` from any beat of any chapter, `close` back to the player as it was. */
export interface View {
  name: string;
  open(page: Page): Promise<void>;
  close?(page: Page): Promise<void>;
}

/** Every chapter of the lesson, at three beats each. */
export const CHAPTERS: ChapterId[] = CHAPTER_IDS.filter((id) => id !== 'sandbox');

/** The help sheet, its shortcut settings included. */
export const helpSheet: View = {
  name: 'help sheet',
  async open(page) {
    await page.locator('.topbar-buttons .icon-button').last().click();
    await expect(page.locator('dialog[open] .shortcut-settings')).toBeVisible();
  },
  close: (page) => page.keyboard.press('Escape'),
};

/** The transcript sheet, once every chapter's scene has run. */
export const transcriptSheet: View = {
  name: 'transcript sheet',
  async open(page) {
    await page.locator('.topbar-buttons .text-button').first().click();
    await expect(page.locator('dialog[open] .downloads button')).toHaveCount(2, { timeout: 30_000 });
  },
  close: (page) => page.keyboard.press('Escape'),
};

/** The sandbox with a scene of the learner's (an order, then Worker 1's actions menu open on the stage). */
export const sandbox: View = {
  name: 'sandbox',
  async open(page) {
    await goToChapter(page, 'sandbox');
    const order = page.locator('.sandbox-actions button').first();
    await order.click();
    await expect(page.locator('.sandbox-status')).not.toHaveText('', { timeout: 20_000 });
    await expect(order).toBeEnabled();
    await page.locator('.stage-offers-button').first().click();
    await expect(page.locator('.stage-offers-menu button').first()).toBeFocused();
  },
  close: (page) => page.keyboard.press('Escape'),
};

export const SHEETS: View[] = [helpSheet, transcriptSheet];
