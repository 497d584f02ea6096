/** The page's own address carries the learner's language (`lang=`), so a reload or a shared link keeps it. */
import type { LanguageId } from '../narration/languages';

/** Rewrites the page's address in place (no new history entry) to say `lang=id`. */
export function writeLanguageToUrl(id: LanguageId): void {
  const url = new URL(window.location.href);
  url.searchParams.set('lang', id);
  window.history.replaceState(window.history.state, '', url);
}
