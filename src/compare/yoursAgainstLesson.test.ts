import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildScene } from '../core/scenarios';
import { loadSqlJs } from '../core/sqlite/loadSqlJs';
import { buildYourScene, sceneRequestOf } from '../yourturn/scenes/buildYourScene';
import { brokenStore, REFERENCE } from '../yourturn/testing/brokenStores';
import { compiled } from '../yourturn/testing/compiled';
import { compareTraces } from './differences';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

const CHAPTERS = ['one-key', 'ticket', 'double-click', 'mismatch', 'crash', 'fencing', 'retention', 'scope'] as const;

// The learner's store cuts a moment into its own beats (one per statement it runs), the lesson's into
// its own: differences are judged where both have done all that moment holds (differences.ts). And the
// shop's HTTP layer is the lesson's for both: a bare ConflictError of the seed's is answered as the
// lesson's store's would be (Retry-After from the row's lock; a lost takeover said as one).
describe('the learner’s store against the lesson’s', () => {
  it('the reference solution differs from the lesson’s store in no row, charge, loan or thing the client knows, in every chapter of both stories', async () => {
    // Which of two racing requests gets the answer may differ (the crash's two stale retries: each
    // store has its own statements to interleave), so the answers facet is not asked to agree.
    const found: string[] = [];
    for (const story of ['payflow', 'library'] as const) {
      for (const chapter of CHAPTERS) {
        const request = await sceneRequestOf(SQL, { kind: 'chapter', story, chapter, breaks: [] });
        const comparison = compareTraces(await buildScene(SQL, request), await buildYourScene(SQL, compiled(REFERENCE), request));
        for (const d of comparison.differences) {
          const facets = d.facets.filter((f) => f !== 'answers');
          if (facets.length > 0) found.push(`${story} ${chapter} at ${comparison.steps[d.step]!.time} ms: ${facets.join(', ')}`);
        }
      }
    }
    expect(found).toEqual([]);
  }, 60_000);

  it('a blind takeover differs from the lesson’s store where its second takeover charges again', async () => {
    const request = await sceneRequestOf(SQL, { kind: 'chapter', story: 'payflow', chapter: 'crash', breaks: ['no-provider-key'] });
    const comparison = compareTraces(await buildScene(SQL, request), await buildYourScene(SQL, compiled(brokenStore('blind-takeover')), request));
    expect(comparison.differences.length).toBeGreaterThan(0);
    expect(comparison.differences.flatMap((d) => d.facets)).toContain('ledger');
  });
});
