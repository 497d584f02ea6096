/**
 * A scene played on a learner's store: scene data in, Trace out. The same recipe, faults and clients
 * as the lesson's (a chapter of either story, with its switches, or a learner's own sandbox scene), the
 * workers running the learner's code (`learnerStores`), its beats told by `yoursCaptioner`. This is the
 * call "Watch your store" makes, and the one Compare (issue 30) makes for "the learner's store against
 * the lesson's": `buildScene` on the same `SceneRequest` with the lesson's store is the other side.
 */
import type { SqlJsStatic } from 'sql.js';
import { buildScene, chapterSceneRequest, type SceneRequest } from '../../core/scenarios';
import type { ScriptedChapter } from '../../core/scenarios/recipes';
import type { BreakId, StoryId, Trace } from '../../core/trace/types';
import { sandboxRequest } from '../../sandbox/buildSandbox';
import type { SandboxScene } from '../../sandbox/sceneFormat';
import type { CompiledStore } from '../learnerModule';
import { yoursCaptioner, toldPlainly } from './yoursCaptions';
import { learnerStores } from './yourStores';

/** Which scene to play on the learner's store. */
export type YourScene = { kind: 'chapter'; story: StoryId; chapter: ScriptedChapter; breaks: BreakId[] } | { kind: 'sandbox'; sandbox: SandboxScene };

/** The plain `SceneRequest` of `scene` (what the lesson's store would run for it). */
export async function sceneRequestOf(SQL: SqlJsStatic, scene: YourScene): Promise<SceneRequest> {
  return scene.kind === 'chapter' ? chapterSceneRequest(scene) : sandboxRequest(SQL, scene.sandbox);
}

/** Runs `request` on the learner's `compiled` store, on a fresh database, and returns its Trace. */
export async function buildYourScene(SQL: SqlJsStatic, compiled: CompiledStore, request: SceneRequest): Promise<Trace> {
  const trace = await buildScene(SQL, { ...request, intro: 'yours.intro', outro: `yours.outro.${request.story}`, tellExtra: false, makeStore: learnerStores(compiled), captioner: yoursCaptioner });
  return toldPlainly(trace);
}
