/**
 * Builds a chapter's Trace in the page. The real scene runs on sql.js in the engine worker's scene
 * service (its wasm streams from our own origin), so the main thread only receives finished data. A
 * worker whose engine or code failed to load is replaced by the next request: sql.js keeps a failed
 * start for the life of its realm, and a fresh worker is a fresh realm, so Retry really retries. Where
 * no worker can be made at all (no Worker support, or a sandbox or policy forbids even a blob worker),
 * the scene service runs on the main thread (src/platform/engine.ts).
 */
import type { BreakId, ChapterId, StoryId, Trace } from '../core/trace';
import { connectEngine } from '../platform/engine';
import type { ChapterOutline } from './chapterOutline';
import type { BuiltScene, SandboxApi } from '../sandbox/sandboxProtocol';
import type { SandboxScene } from '../sandbox/sceneFormat';
import type { Action } from '../sandbox/actions';
import type { TraceApi } from './traceMessages';
import type { BuiltComparison, CompareApi, CompareRequest } from './compare/messages';

// Learners' own scenes and comparisons go to the same worker as the chapters: its sql.js is already
// warm, and a chapter it built is one side of a comparison without running again.
const scenes = connectEngine<TraceApi & SandboxApi & CompareApi>({ name: 'cloakroom-scenes', what: 'scene', inPageIfNoWorker: true });
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

/** Runs a chapter's real scene, with the break-it switches that apply to it, and resolves with its Trace; rejects with the problem (`problemOf`) a learner is told. */
export function buildTrace(chapter: ChapterId, story: StoryId, breaks: readonly BreakId[] = []): Promise<Trace> {
  const key = requestKey(chapter, story, breaks);
  const early = headStarts.get(key);
  headStarts.delete(key);
  return early ?? build(chapter, story, breaks);
}

/**
 * The outline (each beat's kind and caption) of each of `chapters`, built by the scene service (which
 * keeps the scenes for when they are played): the main thread receives what their lengths depend on,
 * not Traces.
 */
export function outlineChapters(chapters: readonly ChapterId[], story: StoryId, breaks: readonly BreakId[] = []): Promise<ChapterOutline[]> {
  return scenes.call('outlineChapters', { chapters: [...chapters], story, breaks: [...breaks] });
}

function build(chapter: ChapterId, story: StoryId, breaks: readonly BreakId[]): Promise<Trace> {
  return scenes.call('buildTrace', { chapter, story, breaks: [...breaks] });
}

/**
 * Re-simulates a learner's scene on the real store, in the scenes' worker, acted on at beat `at` of the
 * scene on screen (landing on `moveTo`'s beat, a wait); rejects with the problem naming what is wrong (`SceneProblem`).
 */
export function buildSandbox(scene: SandboxScene, at = 0, moveTo?: Action): Promise<BuiltScene> {
  return scenes.call('buildSandbox', { scene, at, ...(moveTo ? { moveTo } : {}) });
}

/**
 * Runs the two sides of a comparison in the scenes' worker, beside its chapters, and compares them
 * there; rejects with the problem naming the side that could not be built (`compareSide`).
 */
export function compareRuns(request: CompareRequest): Promise<BuiltComparison> {
  return scenes.call('compareRuns', request);
}
