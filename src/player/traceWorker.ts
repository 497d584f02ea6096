/**
 * The scene service of the engine worker (src/engineWorker.ts loads it on the first request, as its
 * own chunk): a chapter's real scene runs on the worker's sql.js and the finished Trace goes back as
 * plain, structured-cloneable data. Building a scene takes tens of milliseconds of synchronous SQL;
 * there it never blocks the page's frames. Asked for outlines (an embed's `ready` gives every
 * chapter's length), it builds the chapters and answers only their beats' kinds and captions; it keeps
 * what it built (chapterTraces.ts), so a chapter asked for later is not run twice. Where no worker may start, the same service runs on the page's own thread.
 */
import type { SqlJsStatic } from 'sql.js';
import type { Trace } from '../core/trace';
import type { Handlers } from '../platform/rpc/channel';
import { outlineOf } from './chapterOutline';
import { chapterTrace } from './chapterTraces';
import type { SceneRequest, TraceApi } from './traceMessages';

/** The scene service over `loadSql` (the engine's sql.js). */
export function traceService(loadSql: () => Promise<SqlJsStatic>): Handlers<TraceApi> {
  // Kept per engine (chapterTraces.ts), where the comparison service finds them too.
  const traceOf = async (request: SceneRequest): Promise<Trace> => chapterTrace(await loadSql(), request);
  return {
    buildTrace: traceOf,
    async outlineChapters({ chapters, story, breaks }) {
      const outlines = [];
      for (const chapter of chapters) outlines.push(outlineOf(await traceOf({ chapter, story, breaks })));
      return outlines;
    },
  };
}
