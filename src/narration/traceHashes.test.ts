import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { traceCases } from '../core/testing/traceCases';
import { loadSqlJs } from '../core/sqlite';
import { APP_READING, behaviourOf } from './testing/behaviour';

// What every scripted scene did when it was pinned (scripts/traceHashes.ts), as behaviourOf reads it:
// the SQL that ran, the rows after each beat, each caption and lane name in words. A change that must
// keep behaviour keeps these; one that means to change a scene regenerates the file and says why.
const pinned = JSON.parse(readFileSync(new URL('./traceHashes.json', import.meta.url), 'utf8')) as Record<string, string>;

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

describe('every scripted scene does what it did when it was pinned', () => {
  const cases = traceCases();
  it('pins every case, and only those', () => {
    expect(cases.map((c) => c.name).sort()).toEqual(Object.keys(pinned).sort());
  });
  for (const c of cases) {
    it(c.name, async () => {
      const behaviour = behaviourOf(await c.build(SQL), APP_READING);
      expect(createHash('sha256').update(JSON.stringify(behaviour)).digest('hex')).toBe(pinned[c.name]);
    });
  }
});
