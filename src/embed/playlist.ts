/**
 * What an embed opens on and offers (DESIGN.md, "Embedding"): `chapters=` (a playlist), `start=` and
 * `end=` (beats of the opening chapter, from 0) and `continue=`. Their specs (in `params.ts`, beside
 * the others) read each value alone; `resolveOpening` then checks them against each other (a chapter
 * outside the playlist, an end before the start), and the player checks start and end against the
 * chapter's beats once it is built.
 */
import type { ChapterId } from '../core/trace';
import { shellWords } from '../narration/shellWords';
import type { ParamProblem } from './params';

/** The values `resolveOpening` reads, as `readParams` returned them. */
export interface OpeningParams {
  chapters: ChapterId[];
  chapter: ChapterId;
  start: number | null;
  /** `beat=`, another name for `start`. */
  beat: number | null;
  end: number | null;
  continue: boolean | null;
  /** A learner's own scene from `scene=`, as text: it opens as the `sandbox` chapter once read. */
  scene: string | null;
  /** A learner's store from `code=`: a link that names no chapter opens Your turn on it. */
  code: string | null;
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
  // A scene in the link opens as the sandbox chapter, offered even by a playlist that leaves it out.
  const chapters = values.scene && !values.chapters.includes('sandbox') ? [...values.chapters, 'sandbox' as const] : values.chapters;
  // Until the scene is read (its parser comes with the sandbox), the named chapter plays: a scene that
  // cannot be read leaves it playing. A link that names none opens on the sandbox.
  let chapter = chapterGiven ? values.chapter : values.scene ? 'sandbox' : values.code ? 'your-turn' : values.chapter;
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
