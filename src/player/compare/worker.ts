/**
 * The comparison service of the engine worker (src/engineWorker.ts loads it on the first request, as its
 * own chunk): the two sides of a comparison run here, each on its own fresh database, beside the scenes
 * of the scene service (a chapter it built already is kept, chapterTraces.ts), and compare/ aligns and
 * compares them here too, so the page receives the two Traces and what differs, and runs nothing.
 */
import type { SqlJsStatic } from 'sql.js';
import { compareTraces, summarise } from '../../compare';
import { problemOf, Refusal } from '../../core/problem';
import type { Trace } from '../../core/trace';
import type { Handlers } from '../../platform/rpc/channel';
import { buildSandbox, SceneError, type BaseCache } from '../../sandbox/buildSandbox';
import { chapterTrace, hasChapterTrace } from '../chapterTraces';
import type { BuiltComparison, CompareApi, SideHow, SideInput } from './messages';
import type { SideId } from './spec';

/** How many learners' scenes are kept (two branches compared, then one of them against a third…). */
const KEPT_SCENES = 8;

/** What compare/ finds in two runs: their Timeline, differences and checks, and the summary's facts. */
export function compared(a: Trace, b: Trace): Pick<BuiltComparison, 'comparison' | 'summary'> {
  const comparison = compareTraces(a, b);
  return { comparison, summary: summarise(a, b, comparison) };
}

/** The comparison service over `loadSql` (the engine's sql.js). */
export function compareService(loadSql: () => Promise<SqlJsStatic>): Handlers<CompareApi> {
  const bases: BaseCache = new Map();
  const scenes = new Map<string, Trace>();

  const sideOf = async (SQL: SqlJsStatic, input: SideInput, side: SideId): Promise<{ trace: Trace; how: SideHow }> => {
    try {
      if ('trace' in input) return { trace: input.trace, how: 'given' };
      if ('chapter' in input) {
        const kept = hasChapterTrace(SQL, input.chapter);
        return { trace: await chapterTrace(SQL, input.chapter), how: kept ? 'kept' : 'built' };
      }
      const key = JSON.stringify(input.scene);
      const known = scenes.get(key);
      if (known) return { trace: known, how: 'kept' };
      const { trace } = await buildSandbox(SQL, input.scene, bases);
      scenes.set(key, trace);
      if (scenes.size > KEPT_SCENES) scenes.delete(scenes.keys().next().value!);
      return { trace, how: 'built' };
    } catch (error) {
      // Which side could not be built, and why (an action of a scene is counted from 1, as the text's are).
      const why = error instanceof SceneError && error.action !== undefined ? { kind: 'sceneAction' as const, action: error.action + 1, why: error.problem } : problemOf(error);
      throw new Refusal({ kind: 'compareSide', side, why }, { cause: error });
    }
  };

  return {
    async compareRuns({ a, b }) {
      // The engine's own failure is not a side's: it goes as it is (a fresh worker retries it).
      const SQL = await loadSql();
      const started = performance.now();
      const [ra, rb] = await Promise.all([sideOf(SQL, a, 'a'), sideOf(SQL, b, 'b')]);
      return { a: ra.trace, b: rb.trace, ...compared(ra.trace, rb.trace), ms: performance.now() - started, how: { a: ra.how, b: rb.how } };
    },
  };
}
