import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSqlJs } from '../../core/sqlite/loadSqlJs';
import { compiled } from '../testing/compiled';
import { brokenStore, REFERENCE, type BrokenStore } from '../testing/brokenStores';
import { findYourRace } from './findYourRace';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});


describe('Find a race in my store (the explorer on the learner’s store)', () => {
  it('finds no race in the reference solution', async () => {
    const outcome = await findYourRace(SQL, compiled(REFERENCE), 60, 7);
    expect(outcome).toEqual({ kind: 'held', tried: 60 });
  }, 60_000);

  it.each<[BrokenStore, string[]]>([
    ['select-then-insert', ['work-once']],
    ['no-fencing', ['claim-kept', 'answer-kept']],
    // A worker frozen before its save wakes at the takeover: its save lands while the new owner works.
    ['status-only-save', ['answer-kept']],
    // Two stale retries meet inside one another's statements: both take the dead worker's lock.
    ['blind-takeover', ['one-takeover']],
  ])('finds the race in %s, shrunk, and replays it as a scene on that store', async (name, invariants) => {
    const outcome = await findYourRace(SQL, compiled(brokenStore(name)), 200, 7);
    if (outcome.kind !== 'found') throw new Error(`${name}: no race found in ${outcome.tried} schedules`);
    expect(outcome.broken.some((b) => invariants.includes(b))).toBe(true);
    // The replay is the learner's store: its SQL is in the Trace, and the explorer names what broke.
    expect(outcome.trace.explorer?.violations.length).toBeGreaterThan(0);
    expect(outcome.trace.beats.some((b) => b.caption.id.startsWith('yours.'))).toBe(true);
  }, 120_000);
});
