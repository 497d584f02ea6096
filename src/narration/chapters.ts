/**
 * The chapters as a learner reads them: each chapter's title and one-line summary, joined to what the
 * scenes know of it (its id and switches). Words only; the one `ChapterInfo` type.
 */
import { CHAPTER_SPECS, type ChapterSpec } from '../core/scenarios/chapters';
import type { ChapterId } from '../core/trace';
import type { ChapterText, Language } from './catalog';
import { language } from './language';

/** A chapter, as the player lists it and the transcript titles it. */
export interface ChapterInfo extends ChapterSpec, ChapterText {}

const made = new WeakMap<Language, readonly ChapterInfo[]>();

/** Every chapter, in lesson order, in the active language. */
export function chapterList(): readonly ChapterInfo[] {
  const lang = language();
  let list = made.get(lang);
  if (!list) made.set(lang, (list = CHAPTER_SPECS.map((spec) => ({ ...spec, ...lang.chapters[spec.id] }))));
  return list;
}

/** The chapter's title, summary and switches. */
export function chapterInfo(id: ChapterId): ChapterInfo {
  const info = chapterList().find((c) => c.id === id);
  if (!info) throw new RangeError(`no chapter ${id}`);
  return info;
}
