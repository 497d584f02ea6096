/**
 * The scene service of the engine worker (src/engineWorker.ts loads it on the first request, as its
 * own chunk): a chapter's real scene runs on the worker's sql.js and the finished Trace goes back as
 * plain, structured-cloneable data. Building a scene takes tens of milliseconds of synchronous SQL;
 * there it never blocks the page's frames. Asked for outlines (an embed's `ready` gives every
 * chapter's length), it builds the chapters and answers only their beats' kinds and captions; it keeps
 * what it built, so a chapter asked for later is not run twice. Where no worker may start, the same service runs on the page's own thread.
 */
import type { SqlJsStatic } from 'sql.js';
import { buildChapter } from '../core/scenarios';
import type { Trace } from '../core/trace';
import type { Handlers } from '../platform/rpc/channel';
import { outlineOf } from './chapterOutline';
import type { SceneRequest, TraceApi } from './traceMessages';

/** The scene service over `loadSql` (the engine's sql.js). */
export function traceService(loadSql: () => Promise<SqlJsStatic>): Handlers<TraceApi> {
  const built = new Map<string, Promise<Trace>>();
  const traceOf = ({ chapter, story, breaks }: SceneRequest): Promise<Trace> => {
    const key = `${story}/${chapter}/${breaks.join(',')}`;
    let trace = built.get(key);
    if (!trace) {
      trace = loadSql().then((SQL) => buildChapter(SQL, { chapter, story, breaks, seed: 1 }));
      trace.catch(() => built.delete(key)); // a failed build is tried again when asked again
      built.set(key, trace);
    }
    return trace;
  };
  return {
    buildTrace: traceOf,
    async outlineChapters({ chapters, story, breaks }) {
      const outlines = [];
      for (const chapter of chapters) outlines.push(outlineOf(await traceOf({ chapter, story, breaks })));
      return outlines;
    },
  };
}
