import { useState, useSyncExternalStore } from 'react';
import { language, onLanguageChange } from '../../narration/language';
import { MENU_LANGUAGES, type LanguageId } from '../../narration/languages';
import { shellWords } from '../../narration/shellWords';
import { words } from '../../narration/words';
import { switchLanguage } from '../switchLanguage';

/**
 * The language menu: every language in its own name; the pseudo-locale is listed only while it is on.
 * The player is drawn again in the chosen language, and the keyboard stays where it is (`focusPlace.ts`).
 */
export function LanguageSelect() {
  const current = useSyncExternalStore(onLanguageChange, () => language().id) as LanguageId;
  const [failure, setFailure] = useState<string>();
  const offered = MENU_LANGUAGES.some((l) => l.id === current) ? MENU_LANGUAGES : [...MENU_LANGUAGES, { id: current, name: current }];
  const choose = (id: LanguageId) => {
    setFailure(undefined);
    switchLanguage(id).catch((error: unknown) => {
      setFailure(shellWords.notLoaded(words.player.languageWords, error instanceof Error ? error.message : String(error)));
    });
  };
  return (
    <label className="select language">
      <span className="sr-only">{words.player.language}</span>
      <select value={current} onChange={(e) => choose(e.target.value as LanguageId)} aria-label={words.player.language}>
        {offered.map(({ id, name }) => (
          <option key={id} value={id} lang={id} translate="no">
            {name}
          </option>
        ))}
      </select>
      {failure && (
        <span role="alert" className="select-failure">
          {failure}
        </span>
      )}
    </label>
  );
}
