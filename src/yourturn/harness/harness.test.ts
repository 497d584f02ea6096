import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSqlJs } from '../../core/sqlite/loadSqlJs';
import { compileStore, type CompiledStore } from '../learnerModule';
import { BROKEN_STORES, brokenStore, REFERENCE, type BrokenStore } from '../testing/brokenStores';
import { TEST_IDS, type TestId } from './results';
import { runTest } from './runTest';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

function compiled(code: string): CompiledStore {
  const c = compileStore(code);
  if (!c.ok) throw new Error(JSON.stringify(c.problem));
  return c.compiled;
}

async function failing(code: string): Promise<TestId[]> {
  const store = compiled(code);
  const failed: TestId[] = [];
  for (const id of TEST_IDS) if (!(await runTest(SQL, store, id)).passed) failed.push(id);
  return failed;
}

describe('the twelve tests', () => {
  it('pass on the reference solution', async () => {
    const store = compiled(REFERENCE);
    for (const id of TEST_IDS) expect(await runTest(SQL, store, id), id).toEqual({ id, passed: true });
  });

  /** Which tests each broken store fails: the table in the note. */
  const expected: Record<BrokenStore, TestId[]> = {
    'select-then-insert': ['in-flight'],
    'select-await-insert': ['in-flight'],
    'blind-takeover': ['two-stale'],
    'no-fencing': ['late-save', 'failed-work'],
    'no-mismatch-check': ['mismatch', 'restart'],
    'no-release': ['work-throws'],
    'wrong-row': ['replay', 'mismatch', 'restart'],
  };
  for (const name of Object.keys(BROKEN_STORES) as BrokenStore[]) {
    it(`catch ${name}`, async () => {
      expect(await failing(brokenStore(name))).toEqual(expected[name]);
    });
  }
});
