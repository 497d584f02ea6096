import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSqlJs } from '../sqlite';
import { traceCases } from './traceCases';

// The hashes every scripted scene's Trace had when they were recorded (scripts/traceHashes.ts). A change
// that must keep behaviour keeps them; a change that means to alter a scene regenerates the file and
// says so in its commit.
const pinned = JSON.parse(readFileSync(new URL('./traceHashes.json', import.meta.url), 'utf8')) as Record<string, string>;

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

describe('every scripted scene builds the Trace it was pinned to', () => {
  const cases = traceCases();
  it('pins every case, and only those', () => {
    expect(cases.map((c) => c.name).sort()).toEqual(Object.keys(pinned).sort());
  });
  for (const c of cases) {
    it(c.name, async () => {
      const trace = await c.build(SQL);
      expect(createHash('sha256').update(JSON.stringify(trace)).digest('hex')).toBe(pinned[c.name]);
    });
  }
});
