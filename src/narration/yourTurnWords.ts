/**
 * Your turn's words: a chunk per language, loaded when Your turn opens (the page's other words never
 * wait for them). English is the model; the pseudo-locale makes English's its own as they arrive.
 */
import type { Wording } from './catalog';
import type { yourTurn } from './en/yourTurn';
import { language } from './language';
import { addCaptions } from './storyCaptions';
import { pseudoWords } from './pseudo/pseudolocalize';

/** Every word of Your turn, in one language. */
export type YourTurnWords = Wording<typeof yourTurn>;

const LOADERS: Record<string, () => Promise<YourTurnWords>> = {
  en: () => import('./en/yourTurn').then((m) => m.yourTurn),
  es: () => import('./es/yourTurn').then((m) => m.yourTurn),
  'en-XA': () => import('./en/yourTurn').then((m) => pseudoWords(m.yourTurn)),
};

const loaded = new Map<string, Promise<YourTurnWords>>();

/** Your turn's words in the active language (loaded once per language; a failed load is tried again). */
export function loadYourTurnWords(id: string = language().id): Promise<YourTurnWords> {
  let words = loaded.get(id);
  if (!words) {
    const lang = language();
    // Its captions (a scene played on the learner's store) are read like any other caption from now on.
    words = (LOADERS[id] ?? LOADERS.en!)().then((w) => (addCaptions(w.captions, lang), w));
    words.catch(() => loaded.delete(id));
    loaded.set(id, words);
  }
  return words;
}
