import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { language, onLanguageChange } from '../../narration/language';
import { MENU_LANGUAGES, type LanguageId } from '../../narration/languages';
import { shellWords } from '../../narration/shellWords';
import { words } from '../../narration/words';
import { switchLanguage } from '../switchLanguage';

/**
 * Set while a switch made here is on its way: the player is drawn again in the new language (a new
 * tree), and the new menu takes the focus back, so the keyboard stays where it was.
 */
let chosenHere = false;

/** The language menu: every language in its own name; the pseudo-locale is listed only while it is on. */
export function LanguageSelect() {
  const current = useSyncExternalStore(onLanguageChange, () => language().id) as LanguageId;
  const [failure, setFailure] = useState<string>();
  const menu = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (!chosenHere) return;
    chosenHere = false;
    menu.current?.focus();
  }, []);
  const offered = MENU_LANGUAGES.some((l) => l.id === current) ? MENU_LANGUAGES : [...MENU_LANGUAGES, { id: current, name: current }];
  const choose = (id: LanguageId) => {
    setFailure(undefined);
    chosenHere = true;
    switchLanguage(id).catch((error: unknown) => {
      chosenHere = false;
      setFailure(shellWords.notLoaded(words.player.languageWords, error instanceof Error ? error.message : String(error)));
    });
  };
  return (
    <label className="select language">
      <span className="sr-only">{words.player.language}</span>
      <select ref={menu} value={current} onChange={(e) => choose(e.target.value as LanguageId)} aria-label={words.player.language}>
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
