import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSqlJs } from '../../../core/sqlite/loadSqlJs';
import { REFERENCE } from '../brokenStores';
import { mutantsOf, type Operator } from './mutate';
import { runMutants } from './mutationRun';
import { conjunctsOf, placeholdersOf } from './sqlWhere';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

describe('the WHERE clause, cut by its ANDs', () => {
  const save = `UPDATE t SET status = 'done', response = ?\n  WHERE key = ? AND status = 'in_flight' AND locked_at = ?`;
  const cut = (sql: string, i: number) => {
    const c = conjunctsOf(sql)[i]!;
    return sql.slice(0, c.cut.start) + sql.slice(c.cut.end);
  };

  it('names each conjunct and the placeholder it holds', () => {
    expect(conjunctsOf(save).map((c) => [c.text, c.placeholder])).toEqual([
      ['key = ?', 1],
      ["status = 'in_flight'", undefined],
      ['locked_at = ?', 2],
    ]);
    expect(placeholdersOf(save)).toHaveLength(3);
  });

  it('leaves well-formed SQL when any one is dropped, and drops WHERE with a lone one', () => {
    expect(cut(save, 0)).toMatch(/WHERE status = 'in_flight' AND locked_at = \?$/);
    expect(cut(save, 1)).toMatch(/WHERE key = \? AND locked_at = \?$/);
    expect(cut(save, 2)).toMatch(/WHERE key = \? AND status = 'in_flight'$/);
    expect(cut('SELECT * FROM t WHERE key = ?', 0)).toBe('SELECT * FROM t');
  });

  it('refuses a clause it cannot cut safely', () => {
    expect(() => conjunctsOf('DELETE FROM t WHERE a = 1 OR b = 2')).toThrow(/too complex/);
  });
});

describe('the mutants of the reference store', () => {
  it('reach every operator of issue 55, each mutant a different program that still compiles', () => {
    const mutants = mutantsOf(REFERENCE);
    const operators: Operator[] = ['where-conjunct', 'status-literal', 'statement-dropped', 'changes-ignored', 'changes-inverted', 'comparison', 'throw-to-return', 'return-to-throw', 'json-parse-skipped', 'fingerprint-after-replay', 'token-from-now'];
    for (const op of operators) expect(mutants.some((m) => m.operator === op), op).toBe(true);
    expect(new Set(mutants.map((m) => m.code)).size).toBe(mutants.length);
    expect(mutants.every((m) => m.code !== REFERENCE)).toBe(true);
    // The save fenced by status alone, the seed's own fencing mistake.
    expect(mutants.find((m) => m.id === 'save: WHERE without "locked_at = ?"')?.code).toContain("WHERE key = ? AND status = 'in_flight'`)\n      .run(JSON.stringify(result), key)");
  });

  it('are all killed by the twelve tests or the race finder, but for the reviewed ones (npm run test:mutants)', async () => {
    const run = await runMutants(SQL, REFERENCE);
    expect(run.survivors.map((s) => s.mutant.id)).toEqual([]);
    expect(run.staleReviews).toEqual([]);
    const fenced = run.judged.find((j) => j.mutant.id === 'save: WHERE without "locked_at = ?"')!;
    expect(fenced.verdict).toEqual({ kind: 'tests', failed: ['late-save'] });
  }, 120_000);
});
