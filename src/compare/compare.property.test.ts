import fc from 'fast-check';
import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CheckId } from '../core/checks';
import { loadSqlJs } from '../core/sqlite';
import { storyFacts } from '../core/stories/facts';
import type { StoryId, Trace } from '../core/trace';
import type { Action } from '../sandbox/actions';
import { buildSandboxTrace } from '../sandbox/buildSandbox';
import { actions, SCENE_SWITCHES } from '../sandbox/sandboxArbitraries';
import type { SandboxScene } from '../sandbox/sceneFormat';
import { stepOfBeat } from './align';
import { compareTraces, type Comparison } from './differences';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

const RUNS = Number(process.env.COMPARE_RUNS ?? 60);
const scene = (story: StoryId, list: Action[]): SandboxScene => ({ version: 1, story, from: { chapter: 'sandbox' }, actions: list });
/** PayFlow's mistakes show in its ledger only with PayCo's own key off, as the chapters that teach them run. */
const setting = (story: StoryId): Action[] => (storyFacts(story).provider ? [{ do: 'payco-key', on: false }] : []);

/** The first step where `b` has a check broken that holds in `a` (undefined: none). */
function firstBrokenOnlyInB(comparison: Comparison): { id: CheckId; step: number } | undefined {
  const only = comparison.checks.filter((c) => c.a.holds && !c.b.holds && c.b.brokeAt !== undefined);
  const steps = only.map((c) => ({ id: c.id, step: stepOfBeat(comparison.steps, 'b', c.b.brokeAt!) }));
  return steps.sort((x, y) => x.step - y.step)[0];
}

type Compare = (a: Trace, b: Trace) => Comparison;

/** A scene compared with itself, each run on its own fresh database, has no difference. */
const sameScene = (story: StoryId, compare: Compare) =>
  fc.asyncProperty(actions(story), fc.subarray(SCENE_SWITCHES[story], { maxLength: 1 }), async (list, breaks) => {
    const s = scene(story, [...setting(story), ...breaks.map((id): Action => ({ do: 'break', id, on: true })), ...list]);
    const comparison = compare(await buildSandboxTrace(SQL, s), await buildSandboxTrace(SQL, s));
    expect(comparison.differences).toEqual([]);
    expect(comparison.checks.filter((c) => c.differs)).toEqual([]);
  });

/** With a switch that breaks a Check that holds without it, the first difference comes at or before the first beat it broke. */
const switchThatBreaks = (story: StoryId, compare: Compare, seen: { broke: number }) =>
  fc.asyncProperty(actions(story), fc.constantFrom(...SCENE_SWITCHES[story]), async (list, id) => {
    const a = await buildSandboxTrace(SQL, scene(story, [...setting(story), ...list]));
    const b = await buildSandboxTrace(SQL, scene(story, [...setting(story), ...list, { do: 'break', id, on: true }]));
    const comparison = compare(a, b);
    const broken = firstBrokenOnlyInB(comparison);
    if (!broken) return;
    seen.broke++;
    expect(comparison.differences[0]?.step ?? Infinity).toBeLessThanOrEqual(broken.step);
  });

/** Broken comparisons, each property must catch one: beats compared by object (as within one Trace), and one that sees only the client. */
const byReference: Compare = (a, b) => {
  const c = compareTraces(a, b);
  const differences = c.steps.flatMap((step, i) => (a.beats[step.a]?.state !== b.beats[step.b]?.state ? [{ step: i, facets: ['rows' as const] }] : []));
  return { ...c, differences };
};
const clientOnly: Compare = (a, b) => {
  const c = compareTraces(a, b);
  return { ...c, differences: c.differences.map((d) => ({ ...d, facets: d.facets.filter((f) => f === 'client') })).filter((d) => d.facets.length > 0) };
};

describe('compare, on the real store', () => {
  for (const story of ['payflow', 'library'] as const) {
    it(`${story}: a scene compared with itself, each run on its own fresh database, has no difference`, async () => {
      await fc.assert(sameScene(story, compareTraces), { numRuns: RUNS, seed: 30 });
    }, 120_000);

    it(`${story}: with a switch that breaks a Check, the first difference comes at or before the first beat it broke`, async () => {
      const seen = { broke: 0 };
      await fc.assert(switchThatBreaks(story, compareTraces, seen), { numRuns: RUNS, seed: 31 });
      // The property is about something: some of those scenes did break a Check with the switch on.
      expect(seen.broke).toBeGreaterThan(0);
    }, 120_000);
  }

  it('each property finds a counterexample against a broken comparison', async () => {
    const same = await fc.check(sameScene('payflow', byReference), { numRuns: 20, seed: 30 });
    expect(same.failed).toBe(true);
    const later = await fc.check(switchThatBreaks('payflow', clientOnly, { broke: 0 }), { numRuns: RUNS, seed: 31 });
    expect(later.failed).toBe(true);
  }, 120_000);
});
