import { writeLanguageToUrl } from '../embed/languageUrl';
import { language, setLanguage } from '../narration/language';
import { loadedStories, loadStoryCaptions } from '../narration/storyCaptions';
import { LANGUAGE_MODULES, type LanguageId } from '../narration/languages';
import { setShellLanguage } from '../narration/shellWords';
import { keepFocusPlace } from './focusPlace';

/**
 * Speaks `id` from now on, in place: its words arrive (their chunk), then the page, the entry's words
 * and the address follow (with its captions of the stories shown), and every view re-renders in them while the player keeps its place and the keyboard its control. A chunk
 * that fails leaves the language as it was and rejects, for the menu to say so.
 */
export async function switchLanguage(id: LanguageId): Promise<void> {
  const { default: next } = await LANGUAGE_MODULES[id]();
  // The captions of the stories already shown come along, so no beat on screen is left without words.
  await Promise.all(loadedStories(language()).map((story) => loadStoryCaptions(story, next)));
  setShellLanguage(id);
  document.documentElement.lang = id;
  writeLanguageToUrl(id);
  // Where the learner is now, not where they chose: the chunk may have come after they moved on.
  keepFocusPlace();
  setLanguage(next);
}
