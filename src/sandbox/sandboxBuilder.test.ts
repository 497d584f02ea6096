import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSqlJs } from '../core/sqlite';
import type { Action } from './actions';
import { buildSandbox } from './buildSandbox';
import { offersAt } from './offers';
import { SandboxBuilder } from './sandboxBuilder';
import type { BuiltScene } from './sandboxProtocol';
import type { SandboxScene } from './sceneFormat';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

const fork: SandboxScene = { version: 1, story: 'payflow', from: { chapter: 'crash', beat: 5, breaks: [] }, actions: [] };
const withAction = (scene: SandboxScene, action: Action): SandboxScene => ({ ...scene, actions: [...scene.actions, action] });
const offered = (built: BuiltScene, at: number, verb: Action['do']) => offersAt(built.trace, built.config, at, 0).find((o) => o.action.do === verb)!.action;
const fresh = async (scene: SandboxScene) => JSON.stringify((await buildSandbox(SQL, scene)).trace);
const nextMacrotask = () => new Promise<void>((resolve) => setImmediate(resolve));
/** A builder that built the fork with the learner at `at`, and prepared the next action from there. */
async function preparedAt(at: number): Promise<{ builder: SandboxBuilder; first: BuiltScene }> {
  const builder = new SandboxBuilder(SQL, nextMacrotask);
  const first = await builder.build({ scene: fork, at });
  await builder.preparing;
  return { builder, first };
}

describe('the sandbox worker’s builder', () => {
  it('grows the scene prepared at the learner’s beat with an action still ahead of it, into the Trace a fresh build gives', async () => {
    const { builder, first } = await preparedAt(5);
    const scene = withAction(fork, offered(first, 7, 'order'));
    const grown = await builder.build({ scene, at: 7 });
    expect(grown.how).toBe('grown');
    expect(JSON.stringify(grown.trace)).toBe(await fresh(scene));
  });

  it('re-simulates the whole scene for a switch, which changes what happened before the beat too', async () => {
    const { builder } = await preparedAt(5);
    const scene = withAction(fork, { do: 'payco-key', on: false });
    const built = await builder.build({ scene, at: 5 });
    expect(built.how).toBe('rebuilt');
    expect(JSON.stringify(built.trace)).toBe(await fresh(scene));
  });

  it('re-simulates the whole scene when the learner stepped back before what was prepared', async () => {
    const { builder, first } = await preparedAt(12);
    // A message that travelled at beat 6: by beat 12 its hop is over.
    const at = first.trace.beats.findIndex((b, i) => i >= 6 && b.detail.type === 'http' && b.kind !== 'lose');
    const scene = withAction(fork, offered(first, at, 'delay'));
    const built = await builder.build({ scene, at });
    expect(built.how).toBe('rebuilt');
    expect(JSON.stringify(built.trace)).toBe(await fresh(scene));
  });

  it('takes an action that comes while the preparation is under way and grows the scene from where it got', async () => {
    // Each pause waits for the test: one opened, the preparation has run one slice of many.
    const gates: (() => void)[] = [];
    const builder = new SandboxBuilder(SQL, () => new Promise<void>((resolve) => gates.push(resolve)));
    const first = await builder.build({ scene: fork, at: 1_000 });
    const last = first.trace.beats.length - 1;
    const scene = withAction(fork, offered(first, last, 'order'));
    gates.shift()!();
    await nextMacrotask();
    expect(gates).toHaveLength(1); // waiting between its first and second slice
    const built = await builder.build({ scene, at: last });
    expect(built.how).toBe('grown');
    expect(JSON.stringify(built.trace)).toBe(await fresh(scene));
  });
});

describe('undo and redo in the sandbox worker', () => {
  it('bring back a scene built a moment ago as it was, without running it again', async () => {
    const { builder, first } = await preparedAt(5);
    const scene = withAction(fork, offered(first, 7, 'order'));
    await builder.build({ scene, at: 7 });
    await builder.preparing;
    const undone = await builder.build({ scene: fork, at: 7 });
    expect(undone.how).toBe('recalled');
    expect(JSON.stringify(undone.trace)).toBe(await fresh(fork));
    const redone = await builder.build({ scene, at: 7 });
    expect(redone.how).toBe('recalled');
    expect(JSON.stringify(redone.trace)).toBe(await fresh(scene));
  });
});
