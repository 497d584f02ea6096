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
