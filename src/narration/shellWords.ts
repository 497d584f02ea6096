/**
 * The active language's shell words, for the small entry that runs before the player's chunk (a chunk
 * that failed to load, the address's notices, Retry): every language's shell is here, small, so the
 * entry can speak before the language's own chunk arrives.
 */
import type { ShellWords } from './catalog';
import { shell as englishShell } from './en/shell';
import { shell as spanishShell } from './es/shell';
import type { LanguageId } from './languages';
import { pseudoWords } from './pseudo/pseudolocalize';

const SHELLS: Record<LanguageId, () => ShellWords> = {
  en: () => englishShell,
  es: () => spanishShell,
  'en-XA': () => pseudoWords(englishShell),
};

/** The entry's words, in the active language: a live binding that `setShellLanguage` moves. */
export let shellWords: ShellWords = englishShell;

/** Makes `id` the language of the entry's words. */
export function setShellLanguage(id: LanguageId): void {
  shellWords = SHELLS[id]();
}
