import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSqlJs } from '../../core/sqlite/loadSqlJs';
import { compiled } from '../testing/compiled';
import { brokenStore, REFERENCE } from '../testing/brokenStores';
import { givesLessonsRow, runYourLab, YOUR_LAB_CHECKOUTS } from './yourLab';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

/** A store that keeps nothing: every attempt runs the work, as with no key at all. */
const FORGETFUL = `export class IdempotencyStore {
  constructor(db, { lockMs, now }) {}
  async run(key, params, work) { return work(); }
}`;

/** A store whose run() always throws: the framework answers 500, and the phone tries again. */
const THROWING = `export class IdempotencyStore {
  constructor(db, options) {}
  async run() { throw new Error('not yet'); }
}`;

describe('the lab on the learner’s store (version 3, the lab chapter’s seed)', () => {
  it('gives the reference solution the lesson’s own row: 100 charges, none twice', async () => {
    const done: number[] = [];
    const { lesson, yours } = await runYourLab(SQL, compiled(REFERENCE), 'payflow', (n) => done.push(n));
    expect(lesson).toMatchObject({ version: 'same-key', charges: 100, doubleCharged: 0 });
    expect(yours).toEqual(lesson);
    expect(givesLessonsRow({ lesson, yours })).toBe(true);
    expect(done).toHaveLength(YOUR_LAB_CHECKOUTS);
  });

  it('cannot see a SELECT-then-INSERT claim, as the seed says of a lab in one process (the race finder can)', async () => {
    const { lesson, yours } = await runYourLab(SQL, compiled(brokenStore('select-then-insert')), 'payflow');
    expect(yours).toEqual(lesson);
  });

  it('counts a store that keeps nothing as the lesson’s table counts no key: orders charged twice', async () => {
    const { lesson, yours } = await runYourLab(SQL, compiled(FORGETFUL), 'payflow');
    expect(yours.charges).toBeGreaterThan(lesson.charges);
    expect(yours.doubleCharged).toBeGreaterThan(0);
    expect(yours.calls).toBe(lesson.calls);
    expect(givesLessonsRow({ lesson, yours })).toBe(false);
  });

  it('answers a store that throws with 500s: nothing charged, every order given up, and the lab still ends', async () => {
    const { yours } = await runYourLab(SQL, compiled(THROWING), 'payflow');
    expect(yours).toMatchObject({ charges: 0, doubleCharged: 0, gaveUp: YOUR_LAB_CHECKOUTS });
  });

  it('runs in the library story too, with its loans', async () => {
    const { lesson, yours } = await runYourLab(SQL, compiled(REFERENCE), 'library');
    expect(yours).toEqual(lesson);
    expect(lesson.charges).toBe(100);
  });
});
