import { writeLanguageToUrl } from '../embed/languageUrl';
import { setLanguage } from '../narration/language';
import { LANGUAGE_MODULES, type LanguageId } from '../narration/languages';
import { setShellLanguage } from '../narration/shellWords';

/**
 * Speaks `id` from now on, in place: its words arrive (their chunk), then the page, the entry's words
 * and the address follow, and every view re-renders in them while the player keeps its place. A chunk
 * that fails leaves the language as it was and rejects, for the menu to say so.
 */
export async function switchLanguage(id: LanguageId): Promise<void> {
  const { default: next } = await LANGUAGE_MODULES[id]();
  setShellLanguage(id);
  document.documentElement.lang = id;
  writeLanguageToUrl(id);
  setLanguage(next);
}
