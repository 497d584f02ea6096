import type { Page } from '@playwright/test';
import type { Basics } from '../../src/narration/catalog';
import { textRuns } from '../../src/narration/textRuns';

/**
 * Every text on the page (of what a screen reader reads) that holds a term the language borrows and
 * is not marked with that term's language (WCAG 3.1.2): `textRuns` says which terms, the page which
 * texts sit inside an element of another language or in code (identifiers are not words).
 */
export async function unmarkedBorrowedTerms(page: Page, basics: Basics): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, code, pre, .cm-content, [aria-hidden="true"]')) continue;
      const lang = parent.closest('[lang]')?.getAttribute('lang') ?? '';
      if (lang !== document.documentElement.lang) continue; // marked, as a whole element, with another language
      if (node.textContent?.trim()) out.push(node.textContent);
    }
    return out;
  });
  return texts.filter((text) => textRuns(text, basics).some((run) => run.lang)).map((text) => `“${text.trim().slice(0, 80)}” has a borrowed term with no lang`);
}
