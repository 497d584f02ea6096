import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSqlJs } from '../core/sqlite/loadSqlJs';
import type { BreakId } from '../core/trace';
import { compareRequest } from '../player/compare/yours';
import type { CompareSpec } from '../player/compare/spec';
import { compareService } from '../player/compare/worker';
import type { TestExecutor } from './runTests';
import { storeOfYoursOver } from './storeOfYours';
import { brokenStore, REFERENCE } from './testing/brokenStores';
import { yourTurnService } from './worker/yourTurnService';
import { createYourTurnStore } from './yourTurnStore';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

const ctx = () => ({ progress: () => {}, signal: new AbortController().signal });

/**
 * Your turn as the page has it, on the learner's worker's own services run here (the worker entry is
 * only their transport): the tests and the scenes both run the code in `yourTurnService`.
 */
function setUp() {
  const service = yourTurnService(() => Promise.resolve(SQL));
  const executor = (code: string): TestExecutor => ({ ready: async () => {}, run: async (id) => service.runTest({ code, id }, ctx()), end: () => {} });
  const yourTurn = createYourTurnStore({ skeleton: 'export class Store {}', solution: REFERENCE, link: null, executor, writeLink: () => {} });
  const built: string[] = [];
  const yours = storeOfYoursOver(
    yourTurn,
    async (code, scene) => (built.push(code), service.buildScene({ code, scene }, ctx())),
    async (failure) => `failed: ${failure.kind}`,
  );
  const engine = compareService(() => Promise.resolve(SQL));
  const compare = async (spec: CompareSpec) => engine.compareRuns(await compareRequest(spec, yours), ctx());
  return { yourTurn, yours, built, compare };
}

/** The crash chapter, the lesson's store against the learner's, both with the client and PayCo switches `breaks`. */
const crash = (breaks: BreakId[] = []): CompareSpec => ({ version: 1, of: 'chapter', story: 'payflow', chapter: 'crash', a: { store: 'lesson', breaks }, b: { store: 'yours', breaks } });

describe('the learner’s store, offered to Compare by Your turn', () => {
  it('is offered once a run of the learner’s made a store, and plays that code, not what was typed since', async () => {
    const { yourTurn, yours, built, compare } = setUp();
    expect(yours.ready()).toBe(false); // nothing run yet
    await expect(compare(crash())).rejects.toMatchObject({ problem: { kind: 'noStoreOfYours' } });

    yourTurn.getState().showSolution();
    await yourTurn.getState().run();
    expect(yours.ready()).toBe(true);
    yourTurn.getState().edit('// typed since, never run');
    const same = await compare(crash());
    expect(built).toEqual([REFERENCE]);
    expect(same.how.b).toBe('given');
    // The reference solution against the lesson's store on the same scene: one charge each, every check
    // holding, no row one side has beyond the other, and the same rows at the end. (Within a moment the
    // learner's beats are cut from their own statements, so a beat may show a write a beat before the
    // lesson's does: those are differences of a step, not of the outcome.)
    expect(same.summary).toMatchObject({ a: { ledger: 1, doubled: 0, broken: [] }, b: { ledger: 1, doubled: 0, broken: [] }, extra: [] });
    expect(same.b.beats.at(-1)!.state).toEqual(same.a.beats.at(-1)!.state);
  }, 60_000);

  it('a broken store differs from the lesson’s where it breaks: without PayCo’s key, a blind takeover charges once more', async () => {
    const { yourTurn, compare } = setUp();
    yourTurn.getState().edit(brokenStore('blind-takeover'));
    await yourTurn.getState().run();
    const built = await compare(crash(['no-provider-key']));
    expect(built.summary).toMatchObject({ a: { ledger: 2 }, b: { ledger: 3 } });
    expect(built.summary.first).toBeDefined();
  }, 60_000);

  it('a run whose code made no store withdraws it', async () => {
    const { yourTurn, yours } = setUp();
    yourTurn.getState().showSolution();
    await yourTurn.getState().run();
    yourTurn.getState().edit('export class Store { constructor() { throw new Error("no") } }');
    await yourTurn.getState().run();
    expect(yours.ready()).toBe(false);
    await expect(yours.trace({ chapter: { chapter: 'crash', story: 'payflow', breaks: [] } })).rejects.toMatchObject({ problem: { kind: 'noStoreOfYours' } });

  }, 60_000);

  it('a scene the learner’s worker could not play is refused in Your turn’s words', async () => {
    const { yourTurn } = setUp();
    // The worker's answer when a scene's store throws as it is made (the tests' own stores were made).
    const yours = storeOfYoursOver(yourTurn, async () => ({ ok: false, failure: { kind: 'constructor', error: 'Error: no' } }), async (failure) => `failed: ${failure.kind}`);
    yourTurn.getState().showSolution();
    await yourTurn.getState().run();
    await expect(yours.trace({ chapter: { chapter: 'crash', story: 'payflow', breaks: [] } })).rejects.toMatchObject({ problem: { kind: 'said', text: 'failed: constructor' } });
  }, 60_000);
});
