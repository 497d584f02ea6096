import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkTrace } from '../core/checks';
import { buildChapter } from '../core/scenarios';
import { loadSqlJs } from '../core/sqlite';
import { SCENE_CHAPTERS } from '../core/testing/sceneChapters';
import { STORY_IDS, type Beat, type Trace } from '../core/trace';
import { words } from '../narration/words';
import { problemOf } from '../core/problem';
import type { Action } from './actions';
import { buildSandboxTrace, SceneError } from './buildSandbox';
import { offersAt } from './offers';
import { resolveScene } from './sandboxScene';
import type { SandboxScene } from './sceneFormat';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

const blank = (story: SandboxScene['story'], actions: Action[]): SandboxScene => ({ version: 1, story, from: { chapter: 'sandbox' }, actions });
const verdicts = (trace: Trace) => Object.fromEntries(checkTrace(trace).map((c) => [c.id, c.holds]));
/** A beat as the learner sees it, whichever chapter it is filed under. */
const seen = (b: Beat) => JSON.stringify({ ...b, chapter: undefined });

describe('change what happens: a fork keeps the past', () => {
  for (const story of STORY_IDS) {
    for (const chapter of SCENE_CHAPTERS) {
      it(`${story}/${chapter}: cut at any beat, with nothing done, every beat after the opening up to the cut is the chapter's own`, async () => {
        const original = await buildChapter(SQL, { chapter, story });
        for (let beat = 1; beat < original.beats.length - 1; beat += 3) {
          const fork = await buildSandboxTrace(SQL, { version: 1, story, from: { chapter, beat, breaks: [] }, actions: [] });
          expect(fork.beats.slice(1, beat + 1).map(seen), `${story}/${chapter} cut at ${beat}`).toEqual(original.beats.slice(1, beat + 1).map(seen));
          expect(fork.beats[0]!.caption.id).toBe('intro.sandbox.fork');
        }
      });
    }
  }

  it('drops the old future: forked at the crash chapter’s first beat, no worker crashes', async () => {
    const fork = await buildSandboxTrace(SQL, { version: 1, story: 'payflow', from: { chapter: 'crash', beat: 1, breaks: [] }, actions: [] });
    expect(fork.beats.some((b) => b.kind === 'crash')).toBe(false);
  });
});

describe('the sandbox on the real store', () => {
  // The scene: the first tap, Worker 1 crashing at its save (after PayCo charged), a wait past
  // lockMs, and another tap.
  const afterCrash = async (paycoKey: boolean) => {
    let actions: Action[] = [{ do: 'payco-key', on: paycoKey }, { do: 'order', at: 1 }];
    let trace = await buildSandboxTrace(SQL, blank('payflow', actions));
    const crash = offersAt(trace, resolveScene(blank('payflow', actions)), 1, actions.length).find((o) => o.action.do === 'crash' && o.action.worker === 'worker-1' && o.action.point === 'save')!;
    actions = [...actions, crash.action];
    trace = await buildSandboxTrace(SQL, blank('payflow', actions));
    const crashed = trace.beats.findIndex((b) => b.kind === 'crash');
    const wait = offersAt(trace, resolveScene(blank('payflow', actions)), crashed, actions.length).find((o) => o.action.do === 'wait' && !o.action.prune)!;
    actions = [...actions, wait.action];
    trace = await buildSandboxTrace(SQL, blank('payflow', actions));
    const tick = trace.beats.findIndex((b) => b.caption.id === 'tick');
    const tap = offersAt(trace, resolveScene(blank('payflow', actions)), tick, actions.length).find((o) => o.action.do === 'tap')!;
    return buildSandboxTrace(SQL, blank('payflow', [...actions, tap.action]));
  };

  it('losing the answer PayCo is offered for loses that answer, also after a call whose worker died on the way', async () => {
    // Worker 1 is killed while its call travels to PayCo: that call never arrives, so Worker 2's is the first PayCo sees.
    const actions: Action[] = [{ do: 'order', at: 1 }, { do: 'order', at: 1 }, { do: 'kill', worker: 'worker-1', at: 150 }];
    const trace = await buildSandboxTrace(SQL, blank('payflow', actions));
    const charged = trace.beats.findIndex((b) => b.detail.type === 'charge');
    const lose = offersAt(trace, resolveScene(blank('payflow', actions)), charged, actions.length).find((o) => o.action.do === 'lose-payco')!;
    expect(lose.action).toEqual({ do: 'lose-payco', call: 1 });
    const lost = await buildSandboxTrace(SQL, blank('payflow', [...actions, lose.action]));
    const losses = lost.beats.filter((b) => b.caption.id === 'payco.lose.response');
    expect(losses).toHaveLength(1);
    expect(losses[0]!.time).toBeGreaterThan(trace.beats[charged]!.time);
  });

  it('refuses PayCo’s answer or key in the library, which has no PayCo, naming why', async () => {
    for (const action of [{ do: 'lose-payco', call: 1 }, { do: 'payco-key', on: true }] as const) {
      const refused = await buildSandboxTrace(SQL, blank('library', [{ do: 'order', at: 1 }, action])).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(SceneError);
      expect((refused as SceneError).problem).toEqual({ kind: 'sceneNoProvider' });
      expect((refused as SceneError).action).toBe(1);
    }
  });

  it('with PayCo’s key off, the crash after the charge and a retry past lockMs charge twice: the charge check breaks', async () => {
    const trace = await afterCrash(false);
    expect(trace.beats.at(-1)!.state.charges).toHaveLength(2);
    expect(verdicts(trace)['charged-once']).toBe(false);
  });

  it('with PayCo’s key on, the same actions charge once and every check holds', async () => {
    const trace = await afterCrash(true);
    expect(trace.beats.at(-1)!.state.charges).toHaveLength(1);
    expect(verdicts(trace)).toEqual({ 'charged-once': true, 'answers-saved': true, 'no-orphan-claim': true, 'outcomes-known': true });
  });

  it('refuses what the scene does not have, naming the action', async () => {
    const said = (error: unknown) => words.problems.say(problemOf(error));
    const noWorker = await buildSandboxTrace(SQL, blank('payflow', [{ do: 'crash', worker: 'worker-5', point: 'save', visit: 1 }])).catch((error: unknown) => error);
    expect(noWorker).toMatchObject({ action: 0, problem: { kind: 'sceneNoWorker', worker: 'worker-5' } });
    expect(said(noWorker)).toMatch(/no worker-5/);
    await expect(buildSandboxTrace(SQL, blank('payflow', [{ do: 'tap', intent: 1, at: 5 }]))).rejects.toBeInstanceOf(SceneError);
    const nine = Array.from({ length: 9 }, (_, i): Action => ({ do: 'order', at: i }));
    const tooMany = await buildSandboxTrace(SQL, blank('payflow', nine)).catch((error: unknown) => error);
    expect(tooMany).toMatchObject({ action: 8, problem: { kind: 'sceneTooManyIntents', max: 8 } });
    expect(said(tooMany)).toMatch(/at most 8 intents/);
    expect(said(await buildSandboxTrace(SQL, { version: 1, story: 'payflow', from: { chapter: 'ticket', beat: 999, breaks: [] }, actions: [] }).catch((error: unknown) => error))).toMatch(/past the end of ticket/);
  });
});
