/**
 * The learner's store as a side of a comparison (issue 30, src/player/compare/yours.ts): Your turn
 * offers the code whose tests last ran (the code the address carries as `code=`) once that code made a
 * store (it compiled and its constructor ran), and a side played by it is the same scene data run there,
 * in the learner's worker, exactly as "Watch your store" runs it (`buildYourScene`). A code from a link
 * or typed since is never run by a comparison: only what the learner ran themselves.
 */
import { Refusal } from '../core/problem';
import type { SideRun } from '../player/compare/spec';
import type { StoreOfYours } from '../player/compare/yours';
import type { Failure, TestReport } from './harness/results';
import type { YourScene } from './scenes/buildYourScene';
import type { YourSceneResult } from './worker/yourTurnProtocol';
import type { YourTurnStore } from './yourTurnStore';

/** The scene Your turn plays for a side's run: a chapter with its switches, or a learner's scene. */
export function yourSceneOf(run: SideRun): YourScene {
  if ('scene' in run) return { kind: 'sandbox', sandbox: run.scene };
  const { chapter, story, breaks } = run.chapter;
  if (chapter === 'lab' || chapter === 'sandbox') throw new Error(`${chapter} is not a chapter's scene`);
  return { kind: 'chapter', story, chapter, breaks: [...breaks] };
}

/** A run whose store could not even be made: its code did not compile, or its constructor threw. */
const madeNoStore = (report: TestReport) => report.results.some((r) => !r.passed && (r.failure.kind === 'code' || r.failure.kind === 'constructor'));

/**
 * The learner's store over `yourTurn`: `build` plays a scene on a code (the learner's worker), `say`
 * words a failure as Your turn does (in the language on screen when it is said).
 */
export function storeOfYoursOver(
  yourTurn: YourTurnStore,
  build: (code: string, scene: YourScene) => Promise<YourSceneResult>,
  say: (failure: Failure) => Promise<string>,
): StoreOfYours {
  // The code of the run under way, and of the last run that finished and made a store.
  let running: string | undefined;
  let ran: string | undefined;
  yourTurn.subscribe((state, before) => {
    if (state.status === 'running' && before.status !== 'running') running = state.code;
    if (state.status === 'done' && before.status === 'running' && state.report) ran = madeNoStore(state.report) ? undefined : running;
  });
  return {
    ready: () => ran !== undefined,
    async trace(run) {
      if (ran === undefined) throw new Refusal({ kind: 'noStoreOfYours' });
      const result = await build(ran, yourSceneOf(run));
      if (!result.ok) throw new Refusal({ kind: 'said', text: await say(result.failure) });
      return result.trace;
    },
  };
}
