/**
 * The chapter builder, off the main thread: a Web Worker with its own sql.js runs a chapter's real
 * scene and posts the finished Trace back (plain, structured-cloneable data). Building a scene takes
 * tens of milliseconds of synchronous SQL; here it never blocks the page's frames. Asked for
 * outlines (an embed's `ready` gives every chapter's length), it builds the chapters here and sends
 * back only their beats' kinds and captions; it keeps what it built, so a chapter asked for later is
 * not run twice.
 */
import { buildChapter } from '../core/scenarios';
import { loadSqlJs } from '../core/sqlite';
import type { BreakId, ChapterId, StoryId, Trace } from '../core/trace';
import { outlineOf } from './chapterOutline';
import type { TraceReply, TraceRequest } from './traceMessages';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<TraceRequest>) => void) | null;
  postMessage(message: TraceReply): void;
};

// The engine starts loading as soon as the worker runs, not when the first request is read.
loadSqlJs().catch(() => {}); // a failure is reported to the request that awaits it below

const built = new Map<string, Promise<Trace>>();
function traceOf(chapter: ChapterId, story: StoryId, breaks: BreakId[]): Promise<Trace> {
  const key = `${story}/${chapter}/${breaks.join(',')}`;
  let trace = built.get(key);
  if (!trace) {
    trace = loadSqlJs().then((SQL) => buildChapter(SQL, { chapter, story, breaks, seed: 1 }));
    trace.catch(() => built.delete(key)); // a failed build is tried again when asked again
    built.set(key, trace);
  }
  return trace;
}

scope.onmessage = async ({ data }) => {
  const { id, story, breaks } = data;
  try {
    if (data.kind === 'trace') {
      scope.postMessage({ id, ok: true, trace: await traceOf(data.chapter, story, breaks) });
    } else {
      const outlines = [];
      for (const chapter of data.chapters) outlines.push(outlineOf(await traceOf(chapter, story, breaks)));
      scope.postMessage({ id, ok: true, outlines });
    }
  } catch (error) {
    scope.postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
};
