/** Real chapter Traces for the view models' tests, built once per test file on sql.js in Node. */
import { buildChapter } from '../../core/scenarios';
import { loadSqlJs } from '../../core/sqlite';
import type { ChapterId, StoryId, Trace } from '../../core/trace';

const built = new Map<string, Promise<Trace>>();

/** The real Trace of a chapter, built once per test run and shared. */
export function realTrace(chapter: ChapterId, story: StoryId = 'payflow'): Promise<Trace> {
  const key = `${story}/${chapter}`;
  let trace = built.get(key);
  if (!trace) {
    trace = loadSqlJs().then((SQL) => buildChapter(SQL, { chapter, story }));
    built.set(key, trace);
  }
  return trace;
}
