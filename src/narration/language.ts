/**
 * The active language (DESIGN.md, "Words and languages"): the one whose catalog is loaded. The entry
 * loads it (`languages.ts`) and makes it active before the player's chunk runs, so every word a view,
 * caption or notice reads is already in it; tests make English active in their setup.
 */
import type { Catalog, Language } from './catalog';

let active: Language | undefined;

/**
 * Every learner-facing word of the active language, keyed by id. A live binding: after `setLanguage`,
 * every module that imported it reads the new language's words.
 */
export let words: Catalog = undefined as unknown as Catalog;

/** Makes `next` the language every word comes from from now on. */
export function setLanguage(next: Language): void {
  active = next;
  words = next.words;
}

/** The active language; before one is set, an error that says so rather than a word from nowhere. */
export function language(): Language {
  if (!active) throw new Error('No language is active yet: the entry sets one before the player runs.');
  return active;
}
