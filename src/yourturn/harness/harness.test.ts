import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSqlJs } from '../../core/sqlite/loadSqlJs';
import { compileStore, type CompiledStore } from '../learnerModule';
import { BROKEN_STORES, brokenStore, REFERENCE, type BrokenStore } from '../testing/brokenStores';
import { TEST_IDS, type TestId } from './results';
import { runTest } from './runTest';
import { yourTurn } from '../../narration/en/yourTurn';
import { yourTurn as yourTurnEs } from '../../narration/es/yourTurn';

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
    'status-only-save': ['late-save'],
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

describe('a failed test says what happened, in the learner’s terms', () => {
  it('a save fenced by status alone: whose answer it replaced, while the new owner still held the claim', async () => {
    const result = await runTest(SQL, compiled(brokenStore('status-only-save')), 'late-save');
    if (result.passed) throw new Error('passed');
    expect(yourTurn.failure(result.failure)).toBe('the slow worker’s save changed 1 row while the new owner still held the claim (locked_at 7000): its answer replaced the new owner’s');
    expect(yourTurnEs.failure(result.failure)).toBe('el guardado del trabajador lento cambió 1 fila mientras el nuevo dueño aún tenía la reserva (locked_at 7000): su respuesta reemplazó la del nuevo dueño');
  });

  it('a staleness counted with <=: the lock was exactly lockMs old', async () => {
    const result = await runTest(SQL, compiled(REFERENCE.replace('lockedAt - row.locked_at < this.lockMs', 'lockedAt - row.locked_at <= this.lockMs')), 'stale');
    if (result.passed) throw new Error('passed');
    expect(yourTurn.failure(result.failure)).toMatch(/^the retry threw ConflictError.*, expected the work’s answer, .* \(the lock was 5 s old and lockMs is 5 s: a lock is stale from lockMs on/);
  });
});
