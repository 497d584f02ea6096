/**
 * The languages Cloakroom speaks, and which one a page opens in (DESIGN.md, "Words and languages").
 * Each language's words are a chunk of their own: only the active one is loaded.
 */
import type { Language } from './catalog';

/** Every language, by its `?lang=` id: English, Spanish, and the pseudo-locale that finds what was missed. */
export const LANGUAGE_IDS = ['en', 'es', 'en-XA'] as const;
export type LanguageId = (typeof LANGUAGE_IDS)[number];

/** The languages a learner picks from in the menu, each named in itself; the pseudo-locale is for authors, by `?lang=`. */
export const MENU_LANGUAGES: readonly { id: LanguageId; name: string }[] = [
  { id: 'en', name: 'English' },
  { id: 'es', name: 'Español' },
];

/**
 * The language of a BCP 47 tag, as the URL or the browser gives it: an id exactly (any case), or a
 * tag whose primary language is one (`es-MX`, `es-419` → `es`; `en-GB` → `en`); undefined for none.
 */
export function matchLanguage(tag: string): LanguageId | undefined {
  const wanted = tag.trim().toLowerCase();
  const exact = LANGUAGE_IDS.find((id) => id.toLowerCase() === wanted);
  if (exact) return exact;
  return LANGUAGE_IDS.find((id) => id === primaryLanguage(wanted));
}

/** A BCP 47 tag's language, lower-cased: `es-MX` → `es`, `en_GB` → `en`. */
export function primaryLanguage(tag: string): string {
  return tag.trim().toLowerCase().split(/[-_]/)[0]!;
}

/**
 * The language to open in: the one `?lang=` asked for; else, standalone, the first of the browser's
 * languages Cloakroom has; embedded, English (a course page says `lang=` when it means another).
 */
export function chooseLanguage(asked: LanguageId | null, { framed, browser }: { framed: boolean; browser: readonly string[] }): LanguageId {
  if (asked) return asked;
  if (framed) return 'en';
  for (const tag of browser) {
    const id = matchLanguage(tag);
    // The pseudo-locale is asked for by name only: a browser set to en-XA still reads English.
    if (id && id !== 'en-XA') return id;
  }
  return 'en';
}

/** A language's chunk, as `import()` gives it: its words are the default export. */
export interface LanguageModule {
  default: Language;
}

/** Each language's chunk, imported (the entry wraps these in its retrying loader). */
export const LANGUAGE_MODULES: Record<LanguageId, () => Promise<LanguageModule>> = {
  en: () => import('./en/language'),
  es: () => import('./es/language'),
  'en-XA': () => import('./pseudo/language'),
};
