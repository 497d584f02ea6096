/**
 * Every caption's declared facts, checked against the Trace (issue 29): each caption id the tables
 * word declares its assertions, and in every scripted scene (each chapter × story × allowed switch set,
 * the explorer's replays, the lab's orders) every beat's assertions hold.
 */
import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSqlJs } from '../core/sqlite';
import { traceCases } from '../core/testing/traceCases';
import { assertionsOf } from './captionAssertions';
import { LIBRARY_CAPTIONS } from './en/captions/library';
import { PAYFLOW_CAPTIONS } from './en/captions/payflow';
import { SHARED_CAPTIONS } from './en/captions/shared';
import { captionsOf, columnProblems, falseCaptions } from './testing/captionChecks';
import { YOURS_CAPTION_ASSERTIONS } from '../yourturn/scenes/yoursCaptions';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

/** An id as the tables key it, without its register or its `.too` words: `sql.claim.overview` and `sql.claim.too` are `sql.claim`'s. */
const plain = (id: string) => id.replace(/\.(overview|brief)$/, '').replace(/\.too$/, '');

describe('every caption declares what it asserts', () => {
  it('in the shared table, or its story’s', () => {
    const missing = [
      ...Object.keys(SHARED_CAPTIONS).filter((id) => !assertionsOf('payflow', { id: plain(id) }) || !assertionsOf('library', { id: plain(id) })),
      ...Object.keys(PAYFLOW_CAPTIONS).filter((id) => !assertionsOf('payflow', { id: plain(id) })),
      ...Object.keys(LIBRARY_CAPTIONS).filter((id) => !assertionsOf('library', { id: plain(id) })),
    ].filter((id) => !(id in YOURS_CAPTION_ASSERTIONS)); // a learner's store's own captions (a story may word one) declare theirs there
    expect(missing).toEqual([]);
  });
});

describe('a column as the row holds it', () => {
  it('finds locked_at written as a time, in any language, and lets its value and other times be', () => {
    expect(columnProblems('Worker 1’s INSERT adds the row for k-e515: in_flight, locked_at 6.2 s.')).toHaveLength(1);
    expect(columnProblems('El Trabajador 1 leyó locked_at 1 s, pero la fila ya iba por 6200.')).toHaveLength(1);
    expect(columnProblems('Compare-and-set: SET locked_at = 6200 WHERE locked_at = 1000. 1 row changed.')).toEqual([]);
    expect(columnProblems('in_flight, locked_at 1000; lockMs is 5 s, so the lock is stale at 6 s.')).toEqual([]);
  });
});

describe('every caption’s assertions hold in every scripted scene', () => {
  for (const c of traceCases()) {
    it(c.name, async () => {
      const trace = await c.build(SQL);
      expect([...falseCaptions(trace), ...captionsOf(trace).flatMap(columnProblems)]).toEqual([]);
    });
  }
});
