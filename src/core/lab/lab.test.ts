import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSqlJs } from '../sqlite';
import { formatLabTable, runLab } from './index';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

const lesson = { checkouts: 100, loss: 0.2, attempts: 5, seed: 1 };

describe('the l4 lab', () => {
  it('reproduces the lesson’s shape: same-key charges each order once; no-key and key-per-try are alike', async () => {
    const [noKey, perTry, sameKey] = await runLab(SQL, lesson);
    expect(sameKey).toMatchObject({ version: 'same-key', charges: 100, doubleCharged: 0 });
    expect({ ...perTry, version: 'x' }).toEqual({ ...noKey, version: 'x' });
    expect(noKey!.charges).toBeGreaterThan(100);
    expect(noKey!.doubleCharged).toBeGreaterThan(0);
    // Every version saw the same lost answers, so the phone made the same calls.
    expect(new Set([noKey!.calls, perTry!.calls, sameKey!.calls]).size).toBe(1);
  });

  it('counts every no-key call as a charge, because nothing stops a retry', async () => {
    const [noKey] = await runLab(SQL, { ...lesson, versions: ['no-key'] });
    expect(noKey!.charges).toBe(noKey!.calls);
  });

  it('loses nothing at 0% loss and lets the phone give up when every answer is lost', async () => {
    const [calm] = await runLab(SQL, { ...lesson, loss: 0, versions: ['no-key'] });
    expect(calm).toMatchObject({ charges: 100, doubleCharged: 0, gaveUp: 0, calls: 100 });
    const [storm] = await runLab(SQL, { ...lesson, checkouts: 10, loss: 1, attempts: 3, versions: ['same-key'] });
    expect(storm).toMatchObject({ charges: 10, doubleCharged: 0, gaveUp: 10, calls: 30 });
  });

  it('is deterministic for a seed and differs for another', async () => {
    expect(await runLab(SQL, lesson)).toEqual(await runLab(SQL, lesson));
    expect(await runLab(SQL, { ...lesson, seed: 2 })).not.toEqual(await runLab(SQL, lesson));
  });

  it('runs the library story too, counting loan rows', async () => {
    const [noKey, , sameKey] = await runLab(SQL, { ...lesson, story: 'library' });
    expect(sameKey).toMatchObject({ charges: 100, doubleCharged: 0 });
    expect(noKey!.charges).toBeGreaterThan(100);
  });

  it('prints the lesson’s table', async () => {
    const table = formatLabTable(await runLab(SQL, lesson));
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^version\s+charges\s+double-charged orders\s+client gave up\s+calls$/);
    expect(lines.slice(1).map((l) => l.split(/\s+/)[0])).toEqual(['no-key', 'key-per-try', 'same-key']);
    expect(lines[3]).toMatch(/^same-key\s+100\s+0\s+0\s+\d+$/);
  });
});
