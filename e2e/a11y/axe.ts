import axe from 'axe-core';

/**
 * axe-core itself, run in the page: injected once per document, then `axe.run` over the whole page with
 * only its violations sent back. One expression for every engine (Playwright's page in Chromium, the
 * engines' drivers in Firefox and WebKit). @axe-core/playwright's `analyze()` does the same work but
 * opens a page of its own for each run and sends every pass back: ten times slower on this page.
 */

/** WCAG 2.0, 2.1 and 2.2 at A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Puts axe in the page's document unless it is there already; evaluates to true. */
export const INJECT_AXE = `(function () { if (!globalThis.axe) { ${axe.source}\n } return true; })()`;

/**
 * The rules of those tags that read colours. A theme changes colours only (the same elements, names and
 * roles in light and dark), so after a full run in one theme the other needs only these: most of axe's
 * time on this page is color-contrast anyway.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Runs axe on the page (every rule of AXE_TAGS, or only `rules`); evaluates to every violation of any impact, as `rule (impact): targets`. */
export function runAxe(rules?: readonly string[]): string {
  const only = rules ? { type: 'rule', values: rules } : { type: 'tag', values: AXE_TAGS };
  return `globalThis.axe.run(document, { runOnly: ${JSON.stringify(only)}, resultTypes: ['violations'] })
  .then((r) => r.violations.map((v) => v.id + ' (' + v.impact + '): ' + v.nodes.map((n) => n.target.join(' ')).join(', ')))`;
}

/** Something that can evaluate one expression in a page and give back its JSON value. */
export type Evaluate = <T>(expression: string) => Promise<T>;

/**
 * Two frames: what a beat changed has been drawn and measured (a table that overflows becomes a
 * focusable region from its ResizeObserver, a frame after the rows arrive), as it stands for a learner.
 */
const TWO_FRAMES = `new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true))))`;

/** Every violation axe finds on the page as it stands, in any engine (of `rules` only, when given). */
export async function axeViolations(evaluate: Evaluate, rules?: readonly string[]): Promise<string[]> {
  await evaluate<boolean>(INJECT_AXE);
  await evaluate<boolean>(TWO_FRAMES);
  return evaluate<string[]>(runAxe(rules));
}
