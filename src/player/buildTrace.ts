/**
 * Builds a chapter's Trace in the page. The real scene runs on sql.js in a Web Worker (its wasm streams
 * from our own origin), so the main thread only receives finished data. A worker whose engine failed to
 * load is discarded: sql.js keeps a failed start for the life of its realm, and a fresh worker is a
 * fresh realm, so Retry really retries. Where no worker can be made at all (no Worker support, or a
 * sandbox or policy forbids even a blob worker), the scene runs on the main thread.
 */
import type { BreakId, ChapterId, StoryId, Trace } from '../core/trace';
import { whyNoScript } from '../platform/answeringWorker';
import { SandboxSafeWorker as Worker } from '../platform/sandboxSafeWorker';
import { outlineOf, type ChapterOutline } from './chapterOutline';
import type { TraceReply, TraceRequest } from './traceMessages';

interface Pending {
  resolve(reply: Extract<TraceReply, { ok: true }>): void;
  reject(error: Error): void;
}

let worker: InstanceType<typeof Worker> | undefined;
/** Set once no worker can be made here (a policy forbids it): every scene then runs on the main thread. */
let noWorkers = typeof globalThis.Worker === 'undefined';
let nextId = 1;
const pending = new Map<number, Pending>();
/** Builds started before the player existed, by their arguments; each is handed over once. */
const headStarts = new Map<string, Promise<Trace>>();
const requestKey = (chapter: ChapterId, story: StoryId, breaks: readonly BreakId[]) => `${story}/${chapter}/${breaks.join(',')}`;

/**
 * Starts building a chapter before the player exists (the entry calls it), so the worker, sql.js and
 * the scene run while React loads. The first `buildTrace` with the same arguments takes the result.
 */
export function startBuilding(chapter: ChapterId, story: StoryId, breaks: readonly BreakId[] = []): Promise<Trace> {
  const early = build(chapter, story, breaks);
  early.catch(() => {}); // whoever takes it over hears the failure; until then it is not unhandled
  headStarts.set(requestKey(chapter, story, breaks), early);
  return early;
}

/** Runs a chapter's real scene, with the break-it switches that apply to it, and resolves with its Trace; rejects with a message fit for a learner. */
export function buildTrace(chapter: ChapterId, story: StoryId, breaks: readonly BreakId[] = []): Promise<Trace> {
  const key = requestKey(chapter, story, breaks);
  const early = headStarts.get(key);
  headStarts.delete(key);
  return early ?? build(chapter, story, breaks);
}

/**
 * The outline (each beat's kind and caption) of each of `chapters`, built in the scene worker (which
 * keeps the scenes for when they are played): the main thread receives what their lengths depend on,
 * not Traces.
 */
export async function outlineChapters(chapters: readonly ChapterId[], story: StoryId, breaks: readonly BreakId[] = []): Promise<ChapterOutline[]> {
  const reply = await ask((id) => ({ id, kind: 'outline', chapters: [...chapters], story, breaks: [...breaks] }));
  if (reply && 'outlines' in reply) return reply.outlines;
  const traces = [];
  for (const chapter of chapters) traces.push(await buildOnMainThread(chapter, story, breaks));
  return traces.map(outlineOf);
}

async function build(chapter: ChapterId, story: StoryId, breaks: readonly BreakId[]): Promise<Trace> {
  const reply = await ask((id) => ({ id, kind: 'trace', chapter, story, breaks: [...breaks] }));
  if (reply && 'trace' in reply) return reply.trace;
  return buildOnMainThread(chapter, story, breaks);
}

/** Sends a request to the scene worker and resolves with its reply; null where no worker can run. */
function ask(request: (id: number) => TraceRequest): Promise<Extract<TraceReply, { ok: true }> | null> {
  if (noWorkers) return Promise.resolve(null);
  try {
    worker ??= spawn();
  } catch {
    // Not even a blob worker may start (a sandbox or a policy forbids it): build here instead. The
    // page then pauses for the scene's tens of milliseconds of SQL, but it plays.
    noWorkers = true;
    return Promise.resolve(null);
  }
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker!.postMessage(request(id));
  });
}

function spawn(): InstanceType<typeof Worker> {
  const created = new Worker(new URL('./traceWorker.ts', import.meta.url), { type: 'module', name: 'cloakroom-scenes' });
  created.onmessage = ({ data }: MessageEvent<TraceReply>) => {
    const waiting = pending.get(data.id);
    pending.delete(data.id);
    if (data.ok) waiting?.resolve(data);
    else {
      waiting?.reject(new Error(data.message));
      discard(created, new Error(data.message));
    }
  };
  created.onerror = (event) => {
    event.preventDefault();
    discard(created, new Error(`The scene worker could not start: ${event.message || whyNoScript()}`));
  };
  return created;
}

/** Ends a worker that failed; whatever else it was building fails with it and is retried by a new one. */
function discard(failed: InstanceType<typeof Worker>, error: Error): void {
  failed.terminate();
  if (worker === failed) worker = undefined;
  for (const waiting of pending.values()) waiting.reject(error);
  pending.clear();
}

async function buildOnMainThread(chapter: ChapterId, story: StoryId, breaks: readonly BreakId[]): Promise<Trace> {
  const [{ loadSqlJs }, { buildChapter }] = await Promise.all([import('../core/sqlite'), import('../core/scenarios')]);
  return buildChapter(await loadSqlJs(), { chapter, story, breaks, seed: 1 });
}
