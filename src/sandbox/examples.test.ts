import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkTrace } from '../core/checks';
import { partsOf, type Trace } from '../core/trace';
import { loadSqlJs } from '../core/sqlite';
import { parseSceneText } from '../embed/sceneLink';
import { buildSandboxTrace } from './buildSandbox';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

/** The end of the scene an EMBEDDING.md example link gives. */
async function run(text: string) {
  const parsed = parseSceneText(text);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  const trace = await buildSandboxTrace(SQL, parsed.scene);
  return { trace, end: trace.beats.at(-1)!.state, broken: checkTrace(trace).filter((c) => !c.holds).map((c) => c.id) };
}

describe('the example links of EMBEDDING.md do what it says', () => {
  it('the double click after the lock went stale: two charges with PayCo’s key off, one with it on', async () => {
    const off = await run('v1; payflow sandbox; paycoKey off; order @1; crash worker-1 save; wait @6s; tap 1 @6001');
    expect(off.end.charges).toHaveLength(2);
    expect(off.broken).toContain('charged-once');
    const on = await run('v1; payflow sandbox; order @1; crash worker-1 save; wait @6s; tap 1 @6001');
    expect(on.end.charges).toHaveLength(1);
    expect(on.broken).toEqual([]);
  });

  it('a crash after PayCo charged, from the crash chapter’s beat 9 (Worker 2 has just died after PayCo charged), with PayCo’s key off: charged twice', async () => {
    const { end, broken } = await run('v1; payflow from crash 9; paycoKey off');
    expect(end.charges.length).toBeGreaterThan(1);
    expect(broken).toContain('charged-once');
  });

  it('the library’s lost answer retried after the keys were pruned: a second loan', async () => {
    const { end, broken } = await run('v1; library sandbox; order @1; lose response 1.1.1; wait @8d prune; tap 1 @8d');
    expect(end.loans).toHaveLength(2);
    expect(broken).toContain('charged-once');
  });

  it('the fencing chapter with lockMs above the whole deadline plus PayCo’s timeout, fencing off: no live worker is taken over, one charge, no check broken', async () => {
    const ids = (trace: Trace) => trace.beats.flatMap(partsOf).map((p) => p.caption.id);
    // The chapter's own lockMs (5 s) is shorter than PayCo's 8 s timeout: the retry takes over a worker still waiting on PayCo.
    const short = await run('v1; payflow from fencing 12; break no-fencing on');
    expect(ids(short.trace)).toContain('sql.takeover.live');
    // 20 s is above the phone's 6 s deadline plus PayCo's 8 s: the retry gets 409 until the worker gives the key back, and nothing needs a fence.
    const long = await run('v1; payflow from fencing 12; lockMs 20s; break no-fencing on');
    expect(ids(long.trace).filter((id) => id.startsWith('sql.takeover'))).toEqual([]);
    expect(ids(long.trace)).toContain('decide.in-flight');
    expect(long.end.charges).toHaveLength(1);
    expect(long.broken).toEqual([]);
  });
});
