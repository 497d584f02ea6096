/** The chapters as real scenes: `buildChapter` runs one on a fresh database and returns its Trace. */
export { buildChapter } from './buildChapter';
export type { ChapterRequest } from './buildChapter';
export { CHAPTERS, chapterInfo, breaksFor } from './chapters';
export type { ChapterInfo } from './chapters';
