import { expect, test, type Page } from '@playwright/test';
import { ES_BASICS } from '../../src/narration/es/basics';
import { axeViolations, COLOUR_RULES } from './axe';
import { unmarkedBorrowedTerms } from './borrowed';
import { beatsToVisit, CHAPTERS, goToChapter, openAt, sandbox, seekTo, SHEETS, yourStore } from './views';

// WCAG 2.2 A and AA and axe's best practices, every impact, on every chapter at three beats (Your
// turn's with its editor open), the sandbox and the sheets: English and Spanish in the light theme,
// English in the dark one (below). One page per language and theme, moved
// in place (the chapter menu, the Timeline), so the scenes are built once and not reloaded per view.
// In the dark theme only the rules that read colours run again: the elements, names and roles are the
// light theme's, which every rule has just checked (COLOUR_RULES, axe.ts).
// In Spanish, each view is also read for a term borrowed from English ("fencing") that is not marked
// lang="en" (WCAG 3.1.2), which axe does not check.

/** Every violation on the page now (of `rules` only, when given), for a readable failure. */
const violations = (page: Page, rules?: readonly string[]) => axeViolations((expression) => page.evaluate(expression), rules);

test.describe.configure({ timeout: 240_000 });

// Dark runs once, in English: its colour rules read the same elements in Spanish (the light Spanish
// run has read their words and names), and a fourth sweep cost the suite half a minute.
for (const [lang, theme] of [
  ['en', 'light'],
  ['es', 'light'],
  ['en', 'dark'],
] as const) {
  test(`axe finds no violation of any impact, ${lang}, ${theme}: every chapter at three beats, the sandbox, the sheets`, async ({ page }) => {
    // Still frames: what axe reads is each beat as it stands, not a message half way across.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openAt(page, `chapter=${CHAPTERS[0]}&lang=${lang}&theme=${theme}`);
    const found: string[] = [];
    const rules = theme === 'dark' ? COLOUR_RULES : undefined;
    const look = async (where: string) => {
      found.push(...(await violations(page, rules)).map((v) => `${where}: ${v}`));
      if (lang === 'es' && theme === 'light') found.push(...(await unmarkedBorrowedTerms(page, ES_BASICS)).map((v) => `${where}: ${v}`));
    };
    for (const chapter of CHAPTERS) {
      await goToChapter(page, chapter);
      // Your turn's chapter: its editor and tests (a chunk of their own) are part of what axe reads.
      if (chapter === 'your-turn') await expect(page.getByRole('textbox', { name: yourStore[lang] })).toBeVisible({ timeout: 20_000 });
      for (const beat of await beatsToVisit(page)) {
        await seekTo(page, beat);
        await look(`${chapter} beat ${beat}`);
      }
    }
    for (const sheet of SHEETS) {
      await sheet.open(page);
      await look(sheet.name);
      await sheet.close?.(page);
    }
    await sandbox.open(page);
    await look(sandbox.name);
    expect(found).toEqual([]);
  });
}

// Compare (issue 30): both runs side by side from 960 px, as tabs below, at the first difference, in
// both languages and both themes (en light, es dark: the other two pairs add nothing the chapters'
// runs above do not check).
// Spanish compares the fencing chapter with "Sin fencing", so its sides' names borrow a term too.
for (const [lang, theme, chapter, broken] of [
  ['en', 'light', 'crash', 'no-provider-key'],
  ['es', 'dark', 'fencing', 'no-fencing'],
] as const) {
  test(`axe finds no violation of any impact on a comparison, ${lang}, ${theme}: side by side and as tabs, at its first difference`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const compare = encodeURIComponent(`v1; payflow ${chapter}; a; b break ${broken}`);
    await page.goto(`/?chapter=${chapter}&story=payflow&lang=${lang}&theme=${theme}&compare=${compare}`);
    const strip = page.locator('.difference-strip');
    await expect(page.locator('.compare-scene.is-side-by-side')).toBeVisible({ timeout: 30_000 });
    await strip.locator('.difference-jumps button').last().click(); // Next difference: the first one
    await expect(strip).toHaveAttribute('data-differs', 'true');
    const look = async () => [...(await violations(page)), ...(lang === 'es' ? await unmarkedBorrowedTerms(page, ES_BASICS) : [])];
    const found = (await look()).map((v) => `side by side: ${v}`);
    await page.setViewportSize({ width: 800, height: 900 });
    await expect(page.locator('.compare-scene.is-tabbed')).toBeVisible();
    found.push(...(await look()).map((v) => `tabs: ${v}`));
    expect(found).toEqual([]);
  });
}
