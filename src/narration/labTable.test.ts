import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { runLab } from '../core/lab';
import { loadSqlJs } from '../core/sqlite';
import { formatLabTable } from './labTable';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

const lesson = { checkouts: 100, loss: 0.2, attempts: 5, seed: 1 };

describe('the lab’s table, as npm run lab prints it', () => {
  it('prints the lesson’s table', async () => {
    const table = formatLabTable(await runLab(SQL, lesson));
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^version\s+charges\s+double-charged orders\s+client gave up\s+refused \(4xx\)\s+calls$/);
    expect(lines.slice(1).map((l) => l.split(/\s+/)[0])).toEqual(['no-key', 'key-per-try', 'same-key']);
    expect(lines[3]).toMatch(/^same-key\s+100\s+0\s+0\s+0\s+\d+$/);
  });

  it('heads the library’s table with loans', async () => {
    const table = formatLabTable(await runLab(SQL, { ...lesson, checkouts: 10, story: 'library' }), 'loan');
    expect(table.split('\n')[0]).toMatch(/^version\s+loans\s+duplicated loans\s+client gave up\s+refused \(4xx\)\s+calls$/);
  });
});
