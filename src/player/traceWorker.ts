/**
 * The chapter builder, off the main thread: a Web Worker with its own sql.js runs a chapter's real
 * scene and posts the finished Trace back (plain, structured-cloneable data). Building a scene takes
 * tens of milliseconds of synchronous SQL; here it never blocks the page's frames.
 */
import { buildChapter } from '../core/scenarios';
import { loadSqlJs } from '../core/sqlite';
import type { TraceReply, TraceRequest } from './traceMessages';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<TraceRequest>) => void) | null;
  postMessage(message: TraceReply): void;
};

// The engine starts loading as soon as the worker runs, not when the first request is read.
loadSqlJs().catch(() => {}); // a failure is reported to the request that awaits it below

scope.onmessage = async ({ data }) => {
  const { id, chapter, story, breaks } = data;
  try {
    const SQL = await loadSqlJs();
    const trace = await buildChapter(SQL, { chapter, story, breaks, seed: 1 });
    scope.postMessage({ id, ok: true, trace });
  } catch (error) {
    scope.postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
};
