/**
 * The shape every language's words take (DESIGN.md, "Words and languages"). A language has its
 * `Basics` (how it writes numbers, units, ordinals and lists, which `format.ts` applies), its
 * `ShellWords` (the few the entry shows before the rest arrive) and its `Catalog` (every other
 * learner-facing word, keyed by id). A translation (`es`) must satisfy all three with the same keys
 * and the same parameters; English is the model the types are read from.
 */
import type { Actor, ChapterId, StoryId } from '../core/trace';
import type { CaptionTable } from './captionTable';
import type { en } from './en';
import type { captionVars } from './en/captionVars';
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
  /**
   * The ordinal's category where `Intl.PluralRules` has none to give (it gives Spanish only `other`): an
   * Intl-style rule, number in, category out, whose forms `ordinal` holds. Absent: Intl's `type: 'ordinal'`.
   */
  ordinalRule?: (n: number) => Intl.LDMLPluralRule;
  /** Items joined as a sentence lists them: "1, 2 and 3". */
  list(items: readonly string[]): string;
  /** A noun the captions count (`{n|noun}`) in both its forms, for a language whose plural is regular enough. */
  noun(noun: string): PluralForms;
  /**
   * Terms this language keeps from another as they are ("fencing" in Spanish): marked with that
   * language where a sentence is drawn, so a screen reader says them in its voice (WCAG 3.1.2).
   * Identifiers (SQL, headers, `in_flight`) are code, not words, and are not listed.
   */
  borrowed?: { lang: string; terms: readonly string[] };
}

/**
 * `T`'s shape with each word widened to `string`: English's `as const` tuples (the legend, the chart's
 * bands) keep their length and order, but another language may fill them with its own words.
 */
export type Wording<T> = T extends (...args: never[]) => unknown ? T : T extends string ? string : { [K in keyof T]: Wording<T[K]> };

/** Every learner-facing word of one language, keyed by id: English is the model. */
export type Catalog = Wording<typeof en>;

/** The words the small entry shows before the catalog's chunk arrives (a chunk that failed, the address's notices). */
export type ShellWords = typeof shell;

/** A chapter's title and one-line summary. */
export interface ChapterText {
  title: string;
  summary: string;
}

/** Loads a story's own captions: attempt 0 the first time, 1 the first retry, and so on. */
export type StoryCaptionsLoader = (attempt: number) => Promise<CaptionTable>;

/** How a language names the stage's lanes and the clients in sentences. */
export interface LaneWords {
  /** A client in a sentence, by story and actor id: "the phone", "desk A". */
  clients: Record<StoryId, Readonly<Record<string, string>>>;
  /** The lanes of the parts that are not clients or workers. */
  roles: Record<Exclude<Actor['role'], 'client' | 'worker'>, string>;
  /** Worker number `n`, on its lane and in every sentence. */
  worker(n: string): string;
  /** A client's name (as `clients` gives it) on its lane. */
  lane(client: string): string;
  /** Worker number `n` in the middle of a sentence, after a preposition: "Worker 2", "el trabajador 2". */
  workerInSentence(n: string): string;
  /** The other parts in the middle of a sentence: "the network", "la red", "SQLite". */
  rolesInSentence: Record<Exclude<Actor['role'], 'client' | 'worker'>, string>;
}

/** How captions word the values core hands them raw (`captionText`): English is the model. */
export type CaptionVars = typeof captionVars;

/**
 * One language, whole: what `language.ts` makes active. Every part has English's keys and
 * parameters, so a missing word fails the build (`es/language.ts` is typed by this).
 */
export interface Language {
  /** The `?lang=` id: `en`, `es`, `en-XA`. */
  id: string;
  basics: Basics;
  words: Catalog;
  /** The caption tables: both stories' shared words, and each story's own (a chunk of its own, `storyCaptions.ts`). */
  captions: { shared: CaptionTable; stories: Record<StoryId, StoryCaptionsLoader> };
  captionVars: CaptionVars;
  chapters: Record<ChapterId, ChapterText>;
  lanes: LaneWords;
}
