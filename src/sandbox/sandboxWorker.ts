/**
 * The sandbox service of the engine worker (src/engineWorker.ts loads it on the first request, as its
 * own chunk): a learner's scene is re-simulated on the worker's sql.js, so an action never blocks the
 * page's frames; between actions the next one is prepared (sandboxBuilder.ts).
 */
import type { SqlJsStatic } from 'sql.js';
import type { Handlers } from '../platform/rpc/channel';
import { Refusal } from '../core/problem';
import { SceneError } from './buildSandbox';
import { SandboxBuilder } from './sandboxBuilder';
import type { SandboxApi } from './sandboxProtocol';

/** The next macrotask: a message waiting for the worker is handled before the preparation goes on. */
function nextTask(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}

/** The sandbox service over `loadSql` (the engine's sql.js). */
export function sandboxService(loadSql: () => Promise<SqlJsStatic>): Handlers<SandboxApi> {
  let builder: SandboxBuilder | undefined;
  return {
    async buildSandbox(request) {
      builder ??= new SandboxBuilder(await loadSql(), nextTask);
      try {
        return await builder.build(request);
      } catch (error) {
        // The action a scene stops at, counted from 1 as the text's statements after its two first.
        if (error instanceof SceneError && error.action !== undefined) throw new Refusal({ kind: 'sceneAction', action: error.action + 1, why: error.problem }, { cause: error });
        throw error;
      }
    },
  };
}
