import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSqlJs } from '../core/sqlite';
import type { Trace } from '../core/trace';
import { words } from '../narration/words';
import { buildSandbox } from './buildSandbox';
import { createSandboxStore } from './sandboxStore';
import { SCENE_VERSION, type SandboxScene } from './sceneFormat';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

/** A sandbox store over the real store in Node, recording what it puts on screen and in the URL. */
function setUp() {
  const shown: { trace: Trace; beat: number }[] = [];
  const links: (SandboxScene | undefined)[] = [];
  const store = createSandboxStore({
    build: async (scene) => ({ ...(await buildSandbox(SQL, scene)), ms: 0 }),
    show: (trace, beat) => shown.push({ trace, beat }),
    onScene: (scene) => links.push(scene),
    announce: (said, beats) => `${said} (${beats})`,
  });
  return { store, shown, links };
}

describe('the sandbox store', () => {
  it('acts, keeps the cursor where the learner acted, undoes and redoes', async () => {
    const { store, shown, links } = setUp();
    const s = store.getState();
    await s.fork('payflow', { chapter: 'sandbox' }, 0);
    await s.act({ do: 'order', at: 1 }, 0, 'New order');
    expect(shown.at(-1)!.beat).toBe(0);
    expect(shown.at(-1)!.trace.beats.at(-1)!.state.charges).toHaveLength(1);
    expect(store.getState().announcement).toBe(`New order (${shown.at(-1)!.trace.beats.length})`);
    await s.act({ do: 'crash', worker: 'worker-1', point: 'save', visit: 1 }, 3, 'Crash Worker 1 at its save');
    expect(shown.at(-1)!.beat).toBe(3);
    expect(shown.at(-1)!.trace.beats.some((b) => b.kind === 'crash')).toBe(true);
    expect(shown.at(-1)!.trace.marks).toHaveLength(2); // the Timeline marks both actions

    await s.undo(3);
    expect(store.getState().scene!.actions).toEqual([{ do: 'order', at: 1 }]);
    expect(shown.at(-1)!.trace.beats.some((b) => b.kind === 'crash')).toBe(false);
    await s.redo(3);
    expect(store.getState().scene!.actions).toHaveLength(2);
    expect(store.getState().undone).toEqual([]);
    expect(links.at(-1)).toEqual(store.getState().scene);
  });

  it('a wait moves the cursor to the moment it waited for', async () => {
    const { store, shown } = setUp();
    await store.getState().fork('payflow', { chapter: 'sandbox' }, 0);
    await store.getState().act({ do: 'wait', at: 6_000 }, 0, 'Wait');
    const { trace, beat } = shown.at(-1)!;
    expect(trace.beats[beat]!.caption.id).toBe('tick');
  });

  it('remembers where the learner acted, so one live region says it: the stage’s menu or the panel', async () => {
    const { store } = setUp();
    await store.getState().open({ version: SCENE_VERSION, story: 'payflow', from: { chapter: 'sandbox' }, actions: [{ do: 'order', at: 1 }] }, 0, 'New order', 'stage');
    expect(store.getState()).toMatchObject({ actedFrom: 'stage', announcement: expect.stringMatching(/^New order/) });
    await store.getState().act({ do: 'crash', worker: 'worker-1', point: 'save', visit: 1 }, 0, 'Crash Worker 1 at its save', 'stage');
    expect(store.getState().actedFrom).toBe('stage');
    await store.getState().undo(0); // the panel's Undo
    expect(store.getState().actedFrom).toBe('panel');
  });

  it('a scene that cannot be built keeps the one on screen and says why', async () => {
    const { store, shown } = setUp();
    await store.getState().fork('payflow', { chapter: 'sandbox' }, 0);
    const before = shown.length;
    await store.getState().act({ do: 'tap', intent: 3, at: 5 }, 0, 'Tap again');
    expect(shown).toHaveLength(before);
    expect(store.getState().scene!.actions).toEqual([]);
    expect(store.getState().problem).toMatchObject({ kind: 'sceneNoTapIntent', intent: 3 });
    expect(words.problems.say(store.getState().problem!)).toMatch(/no intent 3/);
  });
});

describe('the sandbox’s branches', () => {
  /** The blank sandbox with an order and Worker 1's crash at its save; the crash's beat. */
  async function orderThenCrash() {
    const setup = setUp();
    const s = setup.store.getState();
    await s.fork('payflow', { chapter: 'sandbox' }, 0);
    await s.act({ do: 'order', at: 1 }, 0, 'New order');
    await s.act({ do: 'crash', worker: 'worker-1', point: 'save', visit: 1 }, setup.shown.at(-1)!.trace.beats.length - 1, 'Crash Worker 1 at its save');
    const crashAt = setup.shown.at(-1)!.trace.beats.findIndex((b) => b.kind === 'crash');
    return { ...setup, crashAt };
  }

  it('acting before the scene’s last action makes a branch from there, and the branch it came from keeps its future', async () => {
    const { store, shown, links, crashAt } = await orderThenCrash();
    const at = crashAt - 2;
    const time = shown.at(-1)!.trace.beats[at]!.time + 1;
    await store.getState().act({ do: 'tap', intent: 1, at: time }, at, 'Tap again: order 1');
    const { branches, current, scene } = store.getState();
    expect(branches.map((b) => [b.id, b.parent, b.at])).toEqual([
      [1, undefined, undefined],
      [2, 1, at],
    ]);
    expect(current).toBe(2);
    // What had happened by the beat stays; the crash, still ahead there, goes with the old future.
    expect(scene!.actions).toEqual([{ do: 'order', at: 1 }, { do: 'tap', intent: 1, at: time }]);
    expect(branches[0]!.scene.actions.map((a) => a.do)).toEqual(['order', 'crash']);
    expect(shown.at(-1)!.trace.beats.some((b) => b.kind === 'crash')).toBe(false);
    expect(links.at(-1)).toEqual(scene); // scene= is the branch on screen
    expect(store.getState().announcement).toMatch(/^Tap again: order 1/);

    // Acting at or after the branch's last action goes on in the branch.
    await store.getState().act({ do: 'wait', at: 60_000 }, shown.at(-1)!.trace.beats.length - 1, 'Wait');
    expect(store.getState().branches).toHaveLength(2);
    expect(store.getState().scene!.actions).toHaveLength(3);
  });

  it('acting on from where the learner last acted goes on in the branch, even before a crash scheduled further on', async () => {
    const { store, shown } = setUp();
    const s = store.getState();
    await s.fork('payflow', { chapter: 'sandbox' }, 0);
    await s.act({ do: 'order', at: 1 }, 0, 'New order');
    await s.act({ do: 'crash', worker: 'worker-1', point: 'save', visit: 1 }, 1, 'Crash Worker 1 at its save');
    const crashAt = shown.at(-1)!.trace.beats.findIndex((b) => b.kind === 'crash');
    expect(crashAt).toBeGreaterThan(2);
    await s.act({ do: 'tap', intent: 1, at: shown.at(-1)!.trace.beats[2]!.time + 1 }, 2, 'Tap again');
    expect(store.getState().branches).toHaveLength(1);
    expect(store.getState().scene!.actions.map((a) => a.do)).toEqual(['order', 'crash', 'tap']);
  });

  it('undo and redo stay inside a branch, and switching brings a branch back as it was', async () => {
    const { store, shown, crashAt } = await orderThenCrash();
    const time = shown.at(-1)!.trace.beats[1]!.time + 1;
    await store.getState().act({ do: 'tap', intent: 1, at: time }, 1, 'Tap again');
    await store.getState().undo(1);
    expect(store.getState().scene!.actions).toEqual([{ do: 'order', at: 1 }]);
    expect(store.getState().branches[0]!.scene.actions).toHaveLength(2);
    await store.getState().redo(1);
    expect(store.getState().scene!.actions.map((a) => a.do)).toEqual(['order', 'tap']);

    await store.getState().switchBranch(1, crashAt);
    expect(store.getState()).toMatchObject({ current: 1, undone: [] });
    expect(store.getState().scene!.actions.map((a) => a.do)).toEqual(['order', 'crash']);
    expect(shown.at(-1)!.trace.beats.some((b) => b.kind === 'crash')).toBe(true);
    await store.getState().undo(crashAt); // this branch's own undo
    expect(store.getState().scene!.actions.map((a) => a.do)).toEqual(['order']);
    await store.getState().switchBranch(2, 1);
    expect(store.getState().scene!.actions.map((a) => a.do)).toEqual(['order', 'tap']);
    await store.getState().switchBranch(1, 0);
    await store.getState().redo(0);
    expect(store.getState().scene!.actions.map((a) => a.do)).toEqual(['order', 'crash']);
  });

  it('names, renames and deletes branches; keeps at most 8, and says so', async () => {
    const { store, shown, crashAt } = await orderThenCrash();
    const s = () => store.getState();
    for (let n = 2; n <= 8; n++) {
      await s().switchBranch(1, 0);
      await s().act({ do: 'tap', intent: 1, at: shown.at(-1)!.trace.beats[1]!.time + n }, 1, 'Tap again');
    }
    expect(s().branches).toHaveLength(8);
    await s().switchBranch(1, 0);
    const screens = shown.length;
    await s().act({ do: 'tap', intent: 1, at: 5 }, 1, 'Tap again');
    expect(s().branches).toHaveLength(8);
    expect(shown).toHaveLength(screens);
    expect(words.problems.say(s().problem!)).toMatch(/at most 8 branches/);

    s().renameBranch(3, '  with a retry  ');
    expect(s().branches.find((b) => b.id === 3)!.name).toBe('with a retry');
    s().renameBranch(3, '   ');
    expect(s().branches.find((b) => b.id === 3)!.name).toBeUndefined();
    s().deleteBranch(1); // on screen: stays
    expect(s().branches).toHaveLength(8);
    s().deleteBranch(4);
    expect(s().branches.map((b) => b.id)).not.toContain(4);
    expect(s().traces[4]).toBeUndefined();
    expect(crashAt).toBeGreaterThan(1);
  });
});
