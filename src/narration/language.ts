/**
 * The active language (DESIGN.md, "Words and languages"): the one whose catalog is loaded. The entry
 * loads it (`languages.ts`) and makes it active before the player's chunk runs, so every word a view,
 * caption or notice reads is already in it; tests make English active in their setup.
 */
import type { Catalog, Language } from './catalog';

let active: Language | undefined;
const listeners = new Set<() => void>();

/**
 * Every learner-facing word of the active language, keyed by id. A live binding: after `setLanguage`,
 * every module that imported it reads the new language's words.
 */
export let words: Catalog = undefined as unknown as Catalog;

/** Makes `next` the language every word comes from from now on. */
export function setLanguage(next: Language): void {
  active = next;
  words = next.words;
  for (const listener of listeners) listener();
}

/** Calls `listener` after each change of language; returns the unsubscribe (React's `useSyncExternalStore` shape). */
export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A memo of words made from `K` (a Trace's frames, a caption), one per language: after a change of
 * language nothing made in the old one is read again.
 */
export function perLanguage<K extends object, V>(): { get(key: K): V | undefined; set(key: K, value: V): V } {
  const byLanguage = new WeakMap<Language, WeakMap<K, V>>();
  const memo = () => {
    const lang = language();
    let map = byLanguage.get(lang);
    if (!map) byLanguage.set(lang, (map = new WeakMap()));
    return map;
  };
  return {
    get: (key) => memo().get(key),
    set: (key, value) => (memo().set(key, value), value),
  };
}

/**
 * `fn`'s words in `other`, without a change of language: for the few places that write one thing in
 * every language at once (xAPI's language maps). Nothing is told; the active language is back after.
 */
export function inLanguage<T>(other: Language, fn: () => T): T {
  const [wasActive, wasWords] = [active, words];
  active = other;
  words = other.words;
  try {
    return fn();
  } finally {
    active = wasActive;
    words = wasWords;
  }
}

/** The active language; before one is set, an error that says so rather than a word from nowhere. */
export function language(): Language {
  if (!active) throw new Error('No language is active yet: the entry sets one before the player runs.');
  return active;
}
