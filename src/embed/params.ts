/**
 * URL parameters: each one a small spec (its default, how to read it, what it expects), so a new
 * parameter is one more entry in a table (issue 5 adds `controls` and `origin`, issue 6 `break`).
 * Reading never throws: a bad value becomes a `ParamProblem` a notice can name, and the default is used.
 */
import { CHAPTER_IDS, STORY_IDS, type ChapterId, type StoryId } from '../core/trace';
import type { LanguageId } from '../narration/languages';
import { shellWords } from '../narration/shellWords';
import { MAX_SPEED, MIN_SPEED } from '../player/playhead';
import { beatNumber, breakList, codeParam, compareParam, flag, languageParam, numberIn, oneOf, optionalFlag, playlistOf, sceneParam, webOrigin, type ParamSpec } from './paramKinds';

/** A value the page could not use, and what it used instead. */
export interface ParamProblem {
  name: string;
  value: string;
  expected: string;
  /** The default used instead, as text. */
  used: string;
}

type SpecTable = Record<string, ParamSpec<unknown>>;
/** The values `readParams` returns for a spec table: each parameter's type, never undefined. */
export type ParamValues<S extends SpecTable> = { [K in keyof S]: S[K] extends ParamSpec<infer T> ? T : never };

/** The player's own parameters (DESIGN.md, "Embedding"). */
export const PLAYER_PARAMS = {
  chapter: oneOf<ChapterId>(CHAPTER_IDS, CHAPTER_IDS[0]),
  story: oneOf<StoryId>(STORY_IDS, 'payflow'),
  speed: numberIn(MIN_SPEED, MAX_SPEED, 1),
  autoplay: flag(false),
  narration: flag(false),
  captions: flag(true),
  theme: oneOf(['auto', 'light', 'dark'] as const, 'auto'),
  controls: oneOf(['full', 'minimal'] as const, 'full'),
  origin: webOrigin(),
  /** Break-it switches (issue 6): `?break=select-then-insert,no-provider-key`. */
  break: breakList(),
  /** A playlist (issue 13): only these chapters are offered, in this order. */
  chapters: playlistOf<ChapterId>(CHAPTER_IDS),
  /** The beats of the opening chapter to play, from 0 (issue 13). */
  start: beatNumber(() => shellWords.params.firstBeat),
  /** The same as `start` (a course page may say `?beat=5`); `start` wins when both are given. */
  beat: beatNumber(() => shellWords.params.firstBeat),
  end: beatNumber(() => shellWords.params.lastBeat),
  /** Play on into the next chapter (1), or stop at a chapter's end (0); default: stop when embedded. */
  continue: optionalFlag(() => shellWords.params.continueDefault),
  /** A learner's own scene (issue 24): it plays as the `sandbox` chapter. */
  scene: sceneParam(),
  /** Two runs of one scene side by side (issue 30): `?compare=v1; payflow crash; a; b break no-provider-key`. */
  compare: compareParam(),
  /** A learner's store (issue 32): it opens in Your turn, shown and not run. */
  code: codeParam(),
  /** The language of every word (issue 23): `?lang=es`. */
  lang: languageParam(),
  /** The review page (issue 31): beside the stage, the exact text a screen reader gets at each beat. */
  describe: flag(false),
} satisfies SpecTable;

/** The language `?lang=` asks for, if it names one Cloakroom has: read before the rest, whose notices are in it. */
export function askedLanguage(search: string): LanguageId | null {
  return readParams(search, { lang: PLAYER_PARAMS.lang }).values.lang;
}

/** The player's settings from its URL. */
export type PlayerParams = ParamValues<typeof PLAYER_PARAMS>;

/** Longest value echoed back in a notice; a URL can be long and the notice must stay readable. */
export const SHOW_AT_MOST = 40;

/**
 * Reads `search` (a query string, with or without `?`) against `specs`. Unknown parameters are left
 * alone (course pages add their own); for a repeated one the first value counts.
 */
export function readParams<S extends SpecTable>(search: string, specs: S): { values: ParamValues<S>; problems: ParamProblem[] } {
  const query = new URLSearchParams(search);
  const values: Record<string, unknown> = {};
  const problems: ParamProblem[] = [];
  for (const [name, spec] of Object.entries(specs)) {
    const raw = query.get(name);
    const parsed = raw === null ? undefined : spec.parse(raw);
    values[name] = parsed === undefined ? spec.default : parsed;
    const show = (value: unknown) => (spec.show ? spec.show(value) : String(value));
    const rejected = raw === null ? [] : (spec.rejects?.(raw) ?? []);
    const bad = raw !== null && parsed === undefined ? raw : rejected.join(',');
    if (bad !== '') {
      problems.push({
        name,
        value: shorten(bad, SHOW_AT_MOST),
        expected: spec.expected,
        used: show(values[name]),
      });
    }
  }
  return { values: values as ParamValues<S>, problems };
}

/** `text` cut to at most `most` code points, with an ellipsis when cut: an emoji's two UTF-16 halves are never split. */
export function shorten(text: string, most: number): string {
  const points = Array.from(text);
  return points.length > most ? `${points.slice(0, most).join('')}…` : text;
}

/** A problem as one sentence for the notice. */
export function describeProblem(problem: ParamProblem): string {
  return shellWords.params.problem(problem.name, problem.value, problem.expected, problem.used);
}
