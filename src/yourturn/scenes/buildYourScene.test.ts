import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkTrace } from '../../core/checks';
import { buildScene } from '../../core/scenarios';
import { loadSqlJs } from '../../core/sqlite/loadSqlJs';
import { SCENE_CHAPTERS } from '../../core/testing/sceneChapters';
import { compiled } from '../testing/compiled';
import { brokenStore, REFERENCE } from '../testing/brokenStores';
import { buildYourScene, sceneRequestOf } from './buildYourScene';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});


const broken = (checks: ReturnType<typeof checkTrace>) => checks.filter((c) => !c.holds).map((c) => c.id);

describe('a scene played on the learner’s store', () => {
  it('the reference solution keeps every check in every chapter of both stories, as the lesson’s store does', async () => {
    for (const story of ['payflow', 'library'] as const) {
      for (const chapter of SCENE_CHAPTERS) {
        const request = await sceneRequestOf(SQL, { kind: 'chapter', story, chapter, breaks: [] });
        const yours = await buildYourScene(SQL, compiled(REFERENCE), request);
        const lessons = await buildScene(SQL, request);
        expect(broken(checkTrace(yours)), `${story} ${chapter}`).toEqual(broken(checkTrace(lessons)));
        expect(yours.beats.at(-1)!.state.charges.length + yours.beats.at(-1)!.state.loans.length, `${story} ${chapter}`).toBe(
          lessons.beats.at(-1)!.state.charges.length + lessons.beats.at(-1)!.state.loans.length,
        );
      }
    }
  }, 60_000);

  it('records the learner’s own SQL, and their steps read from the rows', async () => {
    const request = await sceneRequestOf(SQL, { kind: 'chapter', story: 'payflow', chapter: 'double-click', breaks: [] });
    const trace = await buildYourScene(SQL, compiled(REFERENCE), request);
    const sql = trace.beats.flatMap((b) => (b.detail.type === 'sql' ? [b.detail.sql] : []));
    expect(sql.some((s) => s.startsWith('INSERT INTO idempotency_keys (key, fingerprint, status, locked_at)'))).toBe(true);
    const steps = trace.beats.flatMap((b) => (b.detail.type === 'sql' || b.detail.type === 'store' ? (b.detail.step ? [b.detail.step.step] : []) : []));
    expect(steps).toContain('claimed');
    expect(steps).toContain('saved');
    expect(trace.beats.some((b) => b.caption.id.startsWith('yours.'))).toBe(true);
  });

  it('a SELECT-then-INSERT claim charges twice on a double click: the second request starts inside the first one’s SELECT', async () => {
    const request = await sceneRequestOf(SQL, { kind: 'chapter', story: 'payflow', chapter: 'double-click', breaks: [] });
    const trace = await buildYourScene(SQL, compiled(brokenStore('select-then-insert')), request);
    expect(broken(checkTrace(trace))).toContain('charged-once');
    expect(broken(checkTrace(await buildYourScene(SQL, compiled(REFERENCE), request)))).toEqual([]);
  });

  it('a takeover without compare-and-set: in the crash scene both retries take the stale lock, and without PayCo’s key PayCo charges once more', async () => {
    const request = await sceneRequestOf(SQL, { kind: 'chapter', story: 'payflow', chapter: 'crash', breaks: ['no-provider-key'] });
    const takeovers = (t: Awaited<ReturnType<typeof buildYourScene>>) => t.beats.filter((b) => b.detail.type === 'sql' && /^UPDATE idempotency_keys SET locked_at/.test(b.detail.sql) && b.detail.changes === 1).length;
    const blind = await buildYourScene(SQL, compiled(brokenStore('blind-takeover')), request);
    const reference = await buildYourScene(SQL, compiled(REFERENCE), request);
    expect([takeovers(blind), blind.beats.at(-1)!.state.charges.length]).toEqual([2, 3]);
    expect([takeovers(reference), reference.beats.at(-1)!.state.charges.length]).toEqual([1, 2]);
  });
});
