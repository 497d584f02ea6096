/**
 * The shape every language's words take (DESIGN.md, "Words and languages"). A language has its
 * `Basics` (how it writes numbers, units, ordinals and lists, which `format.ts` applies), its
 * `ShellWords` (the few the entry shows before the rest arrive) and its `Catalog` (every other
 * learner-facing word, keyed by id). A translation (`es`) must satisfy all three with the same keys
 * and the same parameters; English is the model the types are read from.
 */
import type { en } from './en';
import type { shell } from './en/shell';

/**
 * The forms of a counted phrase, one per `Intl.PluralRules` category the language uses; `other` is
 * always there. `#` stands for the number, formatted: `{ one: '# charge', other: '# charges' }`.
 */
export type PluralForms = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

/** How a language writes numbers with units, ordinals and lists; `format.ts` applies them. */
export interface Basics {
  /** The BCP 47 tag `Intl` formats with. */
  locale: string;
  /** Units of time, as `formatTime` picks them. */
  time: Record<'seconds' | 'minutes' | 'hours' | 'days', PluralForms>;
  /** An amount in cents. */
  cents: PluralForms;
  /** The nth, by `Intl.PluralRules` with `type: 'ordinal'`: `#st`, `#nd`, `#rd`, `#th`. */
  ordinal: PluralForms;
  /** Items joined as a sentence lists them: "1, 2 and 3". */
  list(items: readonly string[]): string;
  /** A noun the captions count (`{n|noun}`) in both its forms, for a language whose plural is regular enough. */
  noun(noun: string): PluralForms;
}

/** Every learner-facing word of one language, keyed by id: English is the model. */
export type Catalog = typeof en;

/** The words the small entry shows before the catalog's chunk arrives (a chunk that failed, the address's notices). */
export type ShellWords = typeof shell;
