/**
 * The chapters' Traces built in this realm (a worker, or the page where no worker may start), one cache
 * per sql.js engine: the scene service and the comparison service of the engine worker both read it, so
 * the chapter on screen is not run again when it becomes one side of a comparison. A scene always builds
 * the same Trace, so a kept one is as good as new.
 */
import type { SqlJsStatic } from 'sql.js';
import { buildChapter } from '../core/scenarios';
import type { Trace } from '../core/trace';
import type { SceneRequest } from './traceMessages';

const byEngine = new WeakMap<SqlJsStatic, Map<string, Promise<Trace>>>();

const keyOf = ({ chapter, story, breaks }: SceneRequest) => `${story}/${chapter}/${breaks.join(',')}`;

/** Whether this engine has built (or is building) that chapter's Trace already. */
export function hasChapterTrace(SQL: SqlJsStatic, request: SceneRequest): boolean {
  return byEngine.get(SQL)?.has(keyOf(request)) ?? false;
}

/** The Trace of one chapter's scene with its switches, built once per engine; a failed build is tried again when asked again. */
export function chapterTrace(SQL: SqlJsStatic, request: SceneRequest): Promise<Trace> {
  let built = byEngine.get(SQL);
  if (!built) byEngine.set(SQL, (built = new Map()));
  const key = keyOf(request);
  let trace = built.get(key);
  if (!trace) {
    const { chapter, story, breaks } = request;
    trace = buildChapter(SQL, { chapter, story, breaks, seed: 1 });
    const cache = built;
    trace.catch(() => cache.delete(key));
    built.set(key, trace);
  }
  return trace;
}
