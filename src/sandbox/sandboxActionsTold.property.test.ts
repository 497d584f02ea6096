/**
 * Every learner action named (issue 29): in a random scene on the blank sandbox (with changes to the
 * whole scene too), each fault the learner set (a lost or delayed message, a crash, a kill, a pause, a
 * restart, PayCo's lost answer) is told by a beat: the one it caused, or the closing note that says it
 * never came to pass. Counted by kind, so two of a kind need two beats; an action set twice alike is
 * one. Each tap is told by a send of its own, each reused key by its first send, each wait by its tick,
 * and the opening names each change to the whole scene. Shown able to fail: without the notes of
 * actions that never came, it finds a scene whose action no caption names. TOLD_SCENES=n, TOLD_SEED=n
 * for a wider search.
 */
import fc from 'fast-check';
import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { attemptOf } from '../core/sim/attempts';
import { loadSqlJs } from '../core/sqlite';
import type { StoryId, Trace } from '../core/trace';
import type { Action } from './actions';
import { buildSandboxTrace } from './buildSandbox';
import { blankScene } from './sandboxScene';
import { actions, wholeSceneChanges } from './sandboxArbitraries';
import type { SandboxScene } from './sceneFormat';

const SCENES = Number(process.env.TOLD_SCENES ?? 500);
const SEED = Number(process.env.TOLD_SEED ?? 29);

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

/** The fault kinds a learner sets, and the caption ids that tell one: as it happened, or as never coming. */
const TOLD_BY: Partial<Record<Action['do'], (a: Action) => readonly string[]>> = {
  lose: (a) => (a.do === 'lose' ? [`lose.${a.direction}`, `lose.${a.direction}.delayed`, `unfired.lose.${a.direction}`] : []),
  // A message held back and lost too tells both.
  delay: (a) => (a.do === 'delay' ? (a.direction === 'request' ? ['deliver.delayed.request', 'lose.request.delayed', 'unfired.delay.request'] : ['deliver.delayed.response', 'deliver.delayed.late', 'lose.response.delayed', 'unfired.delay.response']) : []),
  crash: () => ['crash', 'crash.tx', 'unfired.crash', 'unfired.crash.cut'],
  kill: () => ['crash.killed', 'unfired.kill'],
  pause: () => ['pause', 'unfired.pause', 'unfired.pause.cut'],
  restart: () => ['restart', 'restart.replaced'],
  'lose-payco': () => ['payco.lose.response', 'payco.lose.refusal', 'unfired.lose-payco', 'unfired.lose-payco.cut'],
};

/** Each caption id told in `trace`, a joined beat's parts each on their own, with how often. */
function toldIds(trace: Trace): Map<string, number> {
  const told = new Map<string, number>();
  for (const beat of trace.beats) for (const part of beat.together ?? [beat]) told.set(part.caption.id, (told.get(part.caption.id) ?? 0) + 1);
  return told;
}

/** The learner's faults that no beat tells, by kind: "2 × crash, told 1". */
function untold(scene: SandboxScene, trace: Trace): string[] {
  const told = toldIds(trace);
  const faults = [...new Map(scene.actions.filter((a) => TOLD_BY[a.do]).map((a) => [JSON.stringify(a), a])).values()];
  const groups = new Map<string, { ids: readonly string[]; n: number }>();
  for (const a of faults) {
    const ids = TOLD_BY[a.do]!(a);
    const group = groups.get(ids.join()) ?? { ids, n: 0 };
    group.n++;
    groups.set(ids.join(), group);
  }
  return [...groups.values()].flatMap(({ ids, n }) => {
    const seen = ids.reduce((sum, id) => sum + (told.get(id) ?? 0), 0);
    return seen >= n ? [] : [`${n} action(s) told by ${ids.join(' / ')}, ${seen} beat(s) tell them`];
  });
}

/** The sends of `trace` from the learner's phone, each as its intent, tap and attempt, with its caption id. */
function sendsOf(trace: Trace): { intent: number; tap: number; attempt: number; id: string }[] {
  return trace.beats.flatMap((beat) =>
    (beat.together ?? [beat]).flatMap(({ detail, caption }) => {
      const sent = detail.type === 'http' && detail.direction === 'request' ? attemptOf(detail.message.requestId) : undefined;
      return sent ? [{ ...sent, id: caption.id }] : [];
    }),
  );
}

/**
 * The learner's taps, reused keys and waits that no beat tells: each tap by a send of its own (a tap
 * after the intent's first, at attempt 1); each reuse by its intent's first send, worded as a reuse
 * where there is a key to reuse; each wait by the tick at its moment (two waits to one moment share it).
 */
function untoldClientActions(scene: SandboxScene, trace: Trace): string[] {
  const sends = sendsOf(trace);
  const problems: string[] = [];
  // Intents are numbered as the orders and reuses that add them come.
  const intents = scene.actions.filter((a) => a.do === 'order' || a.do === 'reuse');
  intents.forEach((a, i) => {
    const intent = i + 1;
    const taps = scene.actions.filter((t) => t.do === 'tap' && t.intent === intent).length;
    const tapped = new Set(sends.filter((x) => x.intent === intent && x.tap > 1 && x.attempt === 1).map((x) => x.tap)).size;
    if (tapped < taps) problems.push(`intent ${intent}: ${taps} tap(s) set, ${tapped} sent`);
    if (a.do !== 'reuse') return;
    const first = sends.find((x) => x.intent === intent && x.tap === 1 && x.attempt === 1);
    if (!first) problems.push(`intent ${intent}: a reused key never sent`);
    else if (first.id !== 'send.reused' && first.id !== 'send.nokey') problems.push(`intent ${intent}: a reused key told as ${first.id}`);
  });
  for (const at of new Set(scene.actions.flatMap((a) => (a.do === 'wait' ? [a.at] : [])))) {
    if (!trace.beats.some((b) => b.caption.id === 'tick' && b.time === at)) problems.push(`a wait to ${at} ms with no tick there`);
  }
  return problems;
}

/**
 * The learner's changes to the whole scene that its opening does not name, read from the actions
 * themselves: the last lockMs set, PayCo's key turned to other than the blank scene's, the last switch
 * turned on (a later clashing one may turn an earlier off, never the last), each worker added.
 */
function unnamedChanges(scene: SandboxScene, trace: Trace): string[] {
  const named = String(trace.beats[0]!.caption.vars?.sceneChanges ?? '').split(',');
  const blank = blankScene(scene.story);
  const all = <K extends Action['do']>(kind: K) => scene.actions.filter((a): a is Extract<Action, { do: K }> => a.do === kind);
  const [lock, payco, turned, added] = [all('lock').at(-1), all('payco-key').at(-1), all('break').at(-1), all('add-worker').length];
  const expected = [
    ...(lock && lock.ms !== blank.lockMs ? [`lockMs=${lock.ms}`] : []),
    ...(payco && payco.on !== blank.paycoKey ? [`paycoKey=${payco.on ? 'on' : 'off'}`] : []),
    ...(turned?.on ? [`break+=${turned.id}`] : []),
    ...(added > 0 ? [`workers=${blank.workers.length + added}`] : []),
  ];
  return expected.filter((change) => !named.includes(change)).map((change) => `the opening does not name ${change} (it names ${named.join(', ') || 'nothing'})`);
}

const scenes = fc.constantFrom<StoryId>('payflow', 'library').chain((story) =>
  fc.tuple(actions(story), fc.array(wholeSceneChanges(story), { maxLength: 3 })).map(([list, changes]): SandboxScene => ({ version: 1, story, from: { chapter: 'sandbox' }, actions: [...list, ...changes] })),
);

describe('every fault a learner sets is told', () => {
  it(`by the beat it caused or a note that it never came, in ${SCENES} random scenes`, async () => {
    await fc.assert(
      fc.asyncProperty(scenes, async (s) => {
        const trace = await buildSandboxTrace(SQL, s);
        expect([...untold(s, trace), ...untoldClientActions(s, trace), ...unnamedChanges(s, trace)]).toEqual([]);
      }),
      { numRuns: SCENES, seed: SEED },
    );
  }, 600_000);

  it('finds a scene whose action nothing names, once the notes of actions that never came are taken out', async () => {
    const withoutNotes = (trace: Trace): Trace => ({ ...trace, beats: trace.beats.filter((b) => !b.caption.id.startsWith('unfired.')) });
    const result = await fc.check(
      fc.asyncProperty(scenes, async (s) => untold(s, withoutNotes(await buildSandboxTrace(SQL, s))).length === 0),
      { numRuns: SCENES, seed: 29 },
    );
    expect(result.failed).toBe(true);
  }, 600_000);
});
