/**
 * What an embed opens on and offers (DESIGN.md, "Embedding"): `chapters=` (a playlist), `start=` and
 * `end=` (beats of the opening chapter, from 0) and `continue=`. The specs read each value alone;
 * `resolveOpening` then checks them against each other (a chapter outside the playlist, an end
 * before the start), and the player checks start and end against the chapter's beats once it is built.
 */
import type { ChapterId } from '../core/trace';
import { shellWords } from '../narration/shellWords';
import type { ParamProblem, ParamSpec } from './params';

/** An ordered playlist of ids from `values`, each once; unknown ids are named, the rest used. Default: all. */
export function playlistOf<const T extends string>(values: readonly T[]): ParamSpec<T[]> {
  const words = (raw: string) => raw.split(',').map((w) => w.trim().toLowerCase()).filter((w) => w !== '');
  return {
    default: [...values],
    parse(raw) {
      const known = [...new Set(words(raw).filter((w): w is T => values.includes(w as T)))];
      return known.length > 0 ? known : undefined;
    },
    rejects: (raw) => words(raw).filter((w) => !values.includes(w as T)),
    expected: shellWords.params.playlist(values),
    show: (value) => (value.length === values.length ? shellWords.params.everyChapter : value.join(',')),
  };
}

/** A beat of the opening chapter: a whole number from 0. Default null (the chapter's first or last beat). */
export function beatNumber(defaultMeans: string): ParamSpec<number | null> {
  return {
    default: null,
    parse(raw) {
      const text = raw.trim();
      return /^\d{1,6}$/.test(text) ? Number(text) : undefined;
    },
    expected: shellWords.params.beat,
    show: (value) => (value === null ? defaultMeans : String(value)),
  };
}

/** 1 or 0, or nothing: null leaves the choice to where the player runs (embedded or standalone). */
export function optionalFlag(defaultMeans: string): ParamSpec<boolean | null> {
  const TRUE = ['1', 'true', 'yes', 'on', ''];
  const FALSE = ['0', 'false', 'no', 'off'];
  return {
    default: null,
    parse(raw) {
      const v = raw.trim().toLowerCase();
      return TRUE.includes(v) ? true : FALSE.includes(v) ? false : undefined;
    },
    expected: shellWords.params.flag,
    show: (value) => (value === null ? defaultMeans : value ? '1' : '0'),
  };
}

/** The values `resolveOpening` reads, as `readParams` returned them. */
export interface OpeningParams {
  chapters: ChapterId[];
  chapter: ChapterId;
  start: number | null;
  /** `beat=`, another name for `start`. */
  beat: number | null;
  end: number | null;
  continue: boolean | null;
}

/** Where the player opens and how it plays on, the parameters checked against each other. */
export interface Opening {
  /** The chapters offered, in the playlist's order. */
  chapters: ChapterId[];
  chapter: ChapterId;
  /** First and last beat of the opening chapter to play (null: its own first or last beat). */
  start: number | null;
  end: number | null;
  /** Play on into the next chapter from a chapter's end. */
  continueOn: boolean;
}

/**
 * Checks the opening's parameters against each other. `chapterGiven`: the URL named a chapter (one
 * outside the playlist is then a problem; else the playlist's first chapter opens). `framed`: the
 * default for `continue` is to stop at a chapter's end when embedded and to go on when standalone.
 */
export function resolveOpening(values: OpeningParams, { chapterGiven, framed }: { chapterGiven: boolean; framed: boolean }): { opening: Opening; problems: ParamProblem[] } {
  const problems: ParamProblem[] = [];
  const chapters = values.chapters;
  let chapter = values.chapter;
  if (!chapters.includes(chapter)) {
    if (chapterGiven) {
      problems.push({ name: 'chapter', value: chapter, expected: shellWords.params.inPlaylist(chapters), used: chapters[0]! });
    }
    chapter = chapters[0]!;
  }
  const start = values.start ?? values.beat;
  let end = values.end;
  if (end !== null && start !== null && end < start) {
    problems.push({ name: 'end', value: String(end), expected: shellWords.params.atOrAfter(start), used: shellWords.params.chapterEnd });
    end = null;
  }
  return { opening: { chapters, chapter, start, end, continueOn: values.continue ?? !framed }, problems };
}
