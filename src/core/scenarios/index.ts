/** The chapters as real scenes: `buildChapter` runs one on a fresh database and returns its Trace. */
export { buildChapter } from './buildChapter';
export type { ChapterRequest } from './buildChapter';
export { CHAPTER_SPECS, breaksFor } from './chapters';
export type { ChapterSpec } from './chapters';
