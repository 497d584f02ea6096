/**
 * Builds a chapter's Trace in the page: loads sql.js (the wasm streams from our own origin) and the
 * scenario code lazily, on the first chapter asked for, then runs that chapter's real scene.
 */
import type { ChapterId, StoryId, Trace } from '../core/trace';

export async function buildTrace(chapter: ChapterId, story: StoryId): Promise<Trace> {
  const [{ loadSqlJs }, { buildChapter }] = await Promise.all([import('../core/sqlite'), import('../core/scenarios')]);
  const SQL = await loadSqlJs();
  // TODO(issue 6): break-it switches from the URL go here as `breaks`.
  return buildChapter(SQL, { chapter, story, breaks: [], seed: 1 });
}
