/**
 * The kinds of URL parameter: each a small spec (its default, how to read it, what it expects), from
 * which params.ts builds the player's table. Parsing never throws: a value a kind does not accept is
 * undefined, and the reader names it in a notice.
 */
import { BREAK_IDS, type BreakId } from '../core/trace';
import { clashesIn, EXCLUSIVE_BREAKS, withoutClashes } from '../core/scenarios/exclusiveBreaks';
import { LANGUAGE_IDS, matchLanguage, type LanguageId } from '../narration/languages';
import { shellWords } from '../narration/shellWords';
import { looksLikeCodeLink, MAX_LINK_CHARS } from '../yourturn/codeLink';

/** How to read one parameter. `parse` returns undefined for a value it does not accept. */
export interface ParamSpec<T> {
  default: T;
  parse(raw: string): T | undefined;
  /**
   * What a good value looks like, for the notice: "one of light, dark, auto". Read when a notice is
   * made (a getter), so it is in the language active then, not the one active when the table was made.
   */
  readonly expected: string;
  /**
   * For a list: the items of `raw` that are not acceptable. When it names some, `parse` still
   * returns the good ones, and the notice names only the bad ones.
   */
  rejects?(raw: string): string[];
  /** How a value is named in a notice (default `String(value)`). */
  show?(value: T): string;
}

/** One of a fixed list of words. */
export function oneOf<const T extends string>(values: readonly T[], fallback: NoInfer<T>): ParamSpec<T> {
  return {
    default: fallback,
    parse: (raw) => values.find((v) => v === raw.trim().toLowerCase()),
    get expected() {
      return shellWords.params.oneOf(values);
    },
  };
}

const TRUE = ['1', 'true', 'yes', 'on', ''];
const FALSE = ['0', 'false', 'no', 'off'];

/** On or off: 1/0, true/false, yes/no, on/off; a bare `?autoplay` means on. */
export function flag(fallback: boolean): ParamSpec<boolean> {
  return {
    default: fallback,
    parse(raw) {
      const v = raw.trim().toLowerCase();
      if (TRUE.includes(v)) return true;
      if (FALSE.includes(v)) return false;
      return undefined;
    },
    get expected() {
      return shellWords.params.flag;
    },
  };
}

/** A plain decimal number within [min, max]; an optional trailing × or x is allowed ("1.5x"). */
export function numberIn(min: number, max: number, fallback: number): ParamSpec<number> {
  return {
    default: fallback,
    parse(raw) {
      const text = raw.trim().replace(/[x×]$/i, '');
      if (!/^\d+(\.\d+)?$|^\.\d+$/.test(text)) return undefined;
      const value = Number(text);
      return value >= min && value <= max ? value : undefined;
    },
    get expected() {
      return shellWords.params.numberIn(min, max);
    },
  };
}

/**
 * A web origin (`https://course.example`, a port allowed, no path): who may command an embed. Read
 * through `URL`, so every spelling of one origin is that origin: a default port (`:443`), upper case,
 * an IDN host (`https://bücher.example` ⇒ its punycode, as `event.origin` spells it).
 */
export function webOrigin(): ParamSpec<string | null> {
  return {
    default: null,
    parse(raw) {
      let url: URL;
      try {
        url = new URL(raw.trim());
      } catch {
        return undefined;
      }
      const isWeb = url.protocol === 'https:' || url.protocol === 'http:';
      // Only scheme, host and port: no user, path, query or fragment (a bare trailing slash is the empty path).
      const bare = url.username === '' && url.password === '' && url.pathname === '/' && url.search === '' && url.hash === '';
      return isWeb && bare && !/[?#]/.test(raw) ? url.origin : undefined;
    },
    get expected() {
      return shellWords.params.origin;
    },
  };
}

/** The words of a comma-separated list, trimmed and lower-cased. */
const words = (raw: string) => raw.split(',').map((w) => w.trim().toLowerCase()).filter((w) => w !== '');

/** A comma-separated list of words from `values` (none by default); unknown words are named, the rest used. */
export function listOf<const T extends string>(values: readonly T[]): ParamSpec<T[]> {
  return {
    default: [],
    parse: (raw) => values.filter((v) => words(raw).includes(v)),
    rejects: (raw) => words(raw).filter((w) => !values.includes(w as T)),
    get expected() {
      return shellWords.params.listOf(values);
    },
    show: (value) => (value.length ? value.join(',') : shellWords.params.none),
  };
}

/**
 * The break-it switches: a list, in which switches that exclude each other are a bad combination,
 * named in the notice (`no-key+key-per-try`) and left off, as an unknown word is; the rest are used.
 */
export function breakList(): ParamSpec<BreakId[]> {
  const list = listOf<BreakId>(BREAK_IDS);
  return {
    ...list,
    parse: (raw) => withoutClashes(list.parse(raw) ?? []),
    rejects: (raw) => [...(list.rejects?.(raw) ?? []), ...clashesIn(list.parse(raw) ?? []).map((group) => group.join('+'))],
    get expected() {
      return shellWords.params.withRule(list.expected, shellWords.params.exclusive(EXCLUSIVE_BREAKS));
    },
  };
}

// The opening's parameters (resolved against each other in `playlist.ts`).

/** An ordered playlist of ids from `values`, each once; unknown ids are named, the rest used. Default: all. */
export function playlistOf<const T extends string>(values: readonly T[]): ParamSpec<T[]> {
  return {
    default: [...values],
    parse(raw) {
      const known = [...new Set(words(raw).filter((w): w is T => values.includes(w as T)))];
      return known.length > 0 ? known : undefined;
    },
    rejects: (raw) => words(raw).filter((w) => !values.includes(w as T)),
    get expected() {
      return shellWords.params.playlist(values);
    },
    show: (value) => (value.length === values.length ? shellWords.params.everyChapter : value.join(',')),
  };
}

/** A beat of the opening chapter: a whole number from 0. Default null (the chapter's first or last beat). */
export function beatNumber(defaultMeans: () => string): ParamSpec<number | null> {
  return {
    default: null,
    parse(raw) {
      const text = raw.trim();
      return /^\d{1,6}$/.test(text) ? Number(text) : undefined;
    },
    get expected() {
      return shellWords.params.beat;
    },
    show: (value) => (value === null ? defaultMeans() : String(value)),
  };
}

/** 1 or 0, or nothing: null leaves the choice to where the player runs (embedded or standalone). */
export function optionalFlag(defaultMeans: () => string): ParamSpec<boolean | null> {
  const on = flag(false);
  return {
    default: null,
    parse: on.parse,
    get expected() {
      return on.expected;
    },
    show: (value) => (value === null ? defaultMeans() : value ? '1' : '0'),
  };
}

/**
 * A text form read later (a scene, `scene=`; a comparison, `compare=`), as text: its parser arrives
 * with the part that plays it, only for a link that has one, and names what is wrong with it then.
 * Default null: the chapter plays as it is (`unset` says so in a notice; `set` names the value).
 */
function textForm(expected: () => string, unset: () => string, set: () => string): ParamSpec<string | null> {
  return {
    default: null,
    parse: (raw) => (raw.trim() === '' ? undefined : raw),
    get expected() {
      return expected();
    },
    show: (value) => (value === null ? unset() : set()),
  };
}

/** A learner's scene in its text form (src/embed/sceneLink.ts): it opens as the sandbox chapter (`openSceneLink`). */
export const sceneParam = () => textForm(() => shellWords.params.scene, () => shellWords.params.chapterScene, () => shellWords.params.thatScene);

/** Two runs of one scene in its text form (src/embed/compareLink.ts): they open side by side. */
export const compareParam = () => textForm(() => shellWords.params.compare, () => shellWords.params.singleView, () => shellWords.params.thatComparison);

/**
 * A learner's store in the address (`code=`, src/yourturn/codeLink.ts): checked here for its shape and
 * size only; Your turn decodes it when it opens, names a code it cannot read, and never runs it itself.
 */
export function codeParam(): ParamSpec<string | null> {
  return {
    default: null,
    parse: (raw) => (looksLikeCodeLink(raw.trim()) ? raw.trim() : undefined),
    get expected() {
      return shellWords.params.code(MAX_LINK_CHARS);
    },
    show: (value) => (value === null ? shellWords.params.skeleton : shellWords.params.thatCode),
  };
}

/**
 * A language Cloakroom has (`narration/languages.ts`), by its id or by a tag of that language
 * (`es-MX` → `es`). Default null: the browser's languages standalone, English embedded.
 */
export function languageParam(): ParamSpec<LanguageId | null> {
  return {
    default: null,
    parse: matchLanguage,
    get expected() {
      return shellWords.params.oneOf(LANGUAGE_IDS);
    },
    show: (value) => value ?? shellWords.params.languageDefault,
  };
}
