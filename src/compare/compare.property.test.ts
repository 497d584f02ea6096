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
import { summarise, type ExtraRow } from './summary';
import { partsOf } from '../core/trace/together';
import { buildChapter } from '../core/scenarios';

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

/**
 * What the summary's rows beyond the other side say wrongly about who wrote them: each row must be
 * written, at its beat, by a part of the worker it names (a charge PayCo made for that worker's call,
 * or that worker's INSERT INTO loan), and be in the table from that beat on.
 */
function misattributed(trace: Trace, rows: readonly ExtraRow[]): string[] {
  return rows.flatMap((row) => {
    const beat = trace.beats[row.beat]!;
    const before = trace.beats[row.beat - 1]?.state ?? { charges: [], loans: [] };
    const parts = partsOf(beat);
    let wrote: boolean;
    if (beat.state.charges.some((c) => c.id === row.id)) {
      wrote = !before.charges.some((c) => c.id === row.id) && parts.some((p) => p.detail.type === 'charge' && p.detail.chargeId === row.id && !p.detail.replayed && p.detail.worker === row.worker);
    } else {
      // SQLite gives each new loan the next id, in the order the INSERTs ran: the k-th new id is the k-th INSERT's.
      const fresh = beat.state.loans.map((l) => String(l.id)).filter((id) => !before.loans.some((l) => String(l.id) === id));
      const inserts = parts.filter((p) => p.detail.type === 'sql' && /^INSERT INTO loan\b/i.test(p.detail.sql) && p.detail.changes === 1);
      const k = fresh.sort((x, y) => Number(x) - Number(y)).indexOf(row.id);
      wrote = k >= 0 && inserts.length === fresh.length && inserts[k]!.actor === row.worker;
    }
    return wrote ? [] : [`${row.side} ${row.id} at beat ${row.beat}: not written there by ${row.worker}`];
  });
}

/** With a switch on one side, every row one side has beyond the other is its own writer's (issue 57: four loans told as Worker 1's). */
const attributions = (story: StoryId, seen: { rows: number }) =>
  fc.asyncProperty(actions(story), fc.constantFrom(...SCENE_SWITCHES[story]), async (list, id) => {
    const a = await buildSandboxTrace(SQL, scene(story, [...setting(story), ...list]));
    const b = await buildSandboxTrace(SQL, scene(story, [...setting(story), ...list, { do: 'break', id, on: true }]));
    const summary = summarise(a, b, compareTraces(a, b));
    seen.rows += summary.extra.length;
    expect([...misattributed(a, summary.extra.filter((r) => r.side === 'a')), ...misattributed(b, summary.extra.filter((r) => r.side === 'b'))]).toEqual([]);
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

  for (const story of ['payflow', 'library'] as const) {
    it(`${story}: each row one side has beyond the other is named by the worker that wrote it`, async () => {
      const seen = { rows: 0 };
      await fc.assert(attributions(story, seen), { numRuns: RUNS, seed: 57 });
      expect(seen.rows).toBeGreaterThan(0);
    }, 120_000);
  }

  it('EMBEDDING.md’s link 2 (library double click against SELECT-then-INSERT): loans 2 to 5 by the workers that wrote them, and the check sees a beat’s first actor put in their place', async () => {
    const a = await buildChapter(SQL, { chapter: 'double-click', story: 'library', breaks: [] });
    const b = await buildChapter(SQL, { chapter: 'double-click', story: 'library', breaks: ['select-then-insert'] });
    const { extra } = summarise(a, b, compareTraces(a, b));
    expect(extra.map((r) => r.id)).toEqual(['2', '3', '4', '5']);
    expect(misattributed(b, extra)).toEqual([]);
    expect(new Set(extra.map((r) => r.worker)).size).toBeGreaterThan(1);
    // What the summary said before: the told-together beat's first actor for every row.
    expect(misattributed(b, extra.map((r) => ({ ...r, worker: b.beats[r.beat]!.actor })))).not.toEqual([]);
  });

  it('each property finds a counterexample against a broken comparison', async () => {
    const same = await fc.check(sameScene('payflow', byReference), { numRuns: 20, seed: 30 });
    expect(same.failed).toBe(true);
    const later = await fc.check(switchThatBreaks('payflow', clientOnly, { broke: 0 }), { numRuns: RUNS, seed: 31 });
    expect(later.failed).toBe(true);
  }, 120_000);
});
