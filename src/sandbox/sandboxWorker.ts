/**
 * The sandbox service of the engine worker (src/engineWorker.ts loads it on the first request, as its
 * own chunk): a learner's scene is re-simulated on the worker's sql.js, so an action never blocks the
 * page's frames.
 */
import type { SqlJsStatic } from 'sql.js';
import type { Handlers } from '../platform/rpc/channel';
import { Refusal } from '../core/problem';
import { buildSandbox, SceneError, type BaseCache } from './buildSandbox';
import type { SandboxApi } from './sandboxProtocol';

/** The sandbox service over `loadSql` (the engine's sql.js). */
export function sandboxService(loadSql: () => Promise<SqlJsStatic>): Handlers<SandboxApi> {
  const bases: BaseCache = new Map();
  return {
    async buildSandbox(scene) {
      const SQL = await loadSql();
      const started = performance.now();
      try {
        const built = await buildSandbox(SQL, scene, bases);
        return { ...built, ms: performance.now() - started };
      } catch (error) {
        // The action a scene stops at, counted from 1 as the text's statements after its two first.
        if (error instanceof SceneError && error.action !== undefined) throw new Refusal({ kind: 'sceneAction', action: error.action + 1, why: error.problem }, { cause: error });
        throw error;
      }
    },
  };
}
