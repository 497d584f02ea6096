/**
 * One text in every language the build has, as xAPI's language maps carry a name (`{ en: …, es: … }`).
 * Loads the menu's languages' chunks (the pseudo-locale is not a language a record is read in): only a
 * course that asked for statements (`?origin=`) pays for them, after the player is up.
 */
import type { Language } from './catalog';
import { inLanguage, language } from './language';
import { LANGUAGE_MODULES, MENU_LANGUAGES } from './languages';

/** An RFC 5646 tag → the text in that language. */
export type LanguageMap = Record<string, string>;

/** Every language of the menu. If a chunk cannot be had, the active language stands in alone: a record is never lost for want of a word. */
export async function loadEveryLanguage(): Promise<readonly Language[]> {
  try {
    return await Promise.all(MENU_LANGUAGES.map(({ id }) => LANGUAGE_MODULES[id]().then((m) => m.default)));
  } catch {
    return [language()];
  }
}

/** `text()` written in each of `languages` (it reads the words as usual), by language id. */
export function inEvery(languages: readonly Language[], text: () => string): LanguageMap {
  return Object.fromEntries(languages.map((lang) => [lang.id, inLanguage(lang, text)]));
}
