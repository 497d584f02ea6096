import fc from 'fast-check';
import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkTrace, type CheckId } from '../core/checks';
import { loadSqlJs } from '../core/sqlite';
import type { BreakId, StoryId } from '../core/trace';
import { parseSceneText, sceneText } from '../embed/sceneLink';
import type { Action } from './actions';
import { actions } from './sandboxArbitraries';
import { buildSandboxTrace } from './buildSandbox';
import type { SandboxScene } from './sceneFormat';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

const scene = (story: StoryId, list: Action[]): SandboxScene => ({ version: 1, story, from: { chapter: 'sandbox' }, actions: list });
/** The store's safety checks a scene breaks (the others, liveness, also break when the learner drops every answer). */
const SAFETY: readonly CheckId[] = ['charged-once', 'answers-saved'];
/** The safety checks a scene breaks, and the most rows its ledger holds for any one order (member). */
async function outcome(s: SandboxScene): Promise<{ broken: CheckId[]; most: number }> {
  const trace = await buildSandboxTrace(SQL, s);
  const end = trace.beats.at(-1)!.state;
  const owners = [...end.charges.map((c) => c.order_id), ...end.loans.map((l) => l.member)];
  const most = Math.max(0, ...owners.map((o) => owners.filter((x) => x === o).length));
  return { broken: checkTrace(trace).filter((c) => !c.holds && SAFETY.includes(c.id)).map((c) => c.id), most };
}

const brokenSafety = async (s: SandboxScene): Promise<CheckId[]> =>
  checkTrace(await buildSandboxTrace(SQL, s))
    .filter((c) => !c.holds && SAFETY.includes(c.id))
    .map((c) => c.id);

describe('the sandbox’s properties, on the real store', () => {
  for (const story of ['payflow', 'library'] as const) {
    it(`${story}: no action list breaks the correct store’s safety — each order charged once, every accepted answer the saved one`, async () => {
      await fc.assert(
        fc.asyncProperty(actions(story), async (list) => {
          expect(await brokenSafety(scene(story, list))).toEqual([]);
        }),
        { numRuns: 100, seed: 7 },
      );
    }, 60_000);
  }

  // Each mistake, switched on first, must be shown able to fail: fast-check finds an action list that
  // does worse with the mistake on than the correct store does under the same settings — a safety check
  // broken that the correct store keeps, or more charges (loans) for one order.
  // PayFlow runs these with PayCo's own key off, as the chapters that teach them do: with it on, PayCo
  // replays one charge for every retry, and no mistake of the shop's own can show in its ledger.
  const off: Action = { do: 'payco-key', on: false };
  const mistakes: [BreakId, StoryId, Action[]][] = [
    ['select-then-insert', 'payflow', [off]],
    ['select-then-insert', 'library', []],
    ['no-key', 'payflow', [off]],
    ['key-per-try', 'library', []],
    ['no-fencing', 'payflow', [off]],
    ['blind-takeover', 'payflow', [off]],
  ];
  for (const [mistake, story, settings] of mistakes) {
    it(`${story} ${mistake}: some action list does worse than in the correct store, within 400 runs`, async () => {
      const result = await fc.check(
        fc.asyncProperty(actions(story), async (list) => {
          const wrong = await outcome(scene(story, [...settings, { do: 'break', id: mistake, on: true }, ...list]));
          const right = await outcome(scene(story, [...settings, ...list]));
          return wrong.broken.every((c) => right.broken.includes(c)) && wrong.most <= right.most;
        }),
        { numRuns: 400, seed: 3 },
      );
      expect(result.failed).toBe(true);
    }, 60_000);
  }

  it('every generated scene round-trips through scene= and rebuilds the same Trace', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('payflow', 'library' as const).chain((story) => actions(story).map((list) => scene(story, list))), async (s) => {
        const parsed = parseSceneText(sceneText(s));
        expect(parsed).toEqual({ ok: true, scene: s });
        if (!parsed.ok) return;
        expect(JSON.stringify(await buildSandboxTrace(SQL, parsed.scene))).toBe(JSON.stringify(await buildSandboxTrace(SQL, s)));
      }),
      { numRuns: 60, seed: 11 },
    );
  }, 60_000);
});
