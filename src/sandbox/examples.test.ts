import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkTrace } from '../core/checks';
import { partsOf, type Trace } from '../core/trace';
import { loadSqlJs } from '../core/sqlite';
import { parseSceneText } from '../embed/sceneLink';
import { attemptOf } from '../core/sim/attempts';
import { buildSandboxTrace } from './buildSandbox';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

/** The request (tap.attempt, as `attemptOf` reads it) whose beat wrote each charge or loan, in order. */
function writers(trace: Trace, table: 'charges' | 'loans'): string[] {
  return trace.beats.flatMap((beat, i) => {
    const before = i === 0 ? 0 : trace.beats[i - 1]!.state[table].length;
    const made = beat.state[table].length - before;
    const attempt = beat.request ? attemptOf(beat.request) : undefined;
    return made > 0 ? Array<string>(made).fill(attempt ? `${attempt.tap}.${attempt.attempt}` : '?') : [];
  });
}

/** The end of the scene an EMBEDDING.md example link gives. */
async function run(text: string) {
  const parsed = parseSceneText(text);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  const trace = await buildSandboxTrace(SQL, parsed.scene);
  return { trace, end: trace.beats.at(-1)!.state, broken: checkTrace(trace).filter((c) => !c.holds).map((c) => c.id) };
}

describe('the example links of EMBEDDING.md do what it says', () => {
  it('a crash after PayCo charged: the phone’s own Retry-After attempt takes the stale lock over and charges again, the learner’s tap replays; one charge with PayCo’s key on', async () => {
    const off = await run('v1; payflow sandbox; paycoKey off; order @1; crash worker-1 save; wait @6s; tap 1 @6001');
    expect(off.end.charges).toHaveLength(2);
    expect(off.broken).toContain('charged-once');
    // Tap 1's attempt 1 charged and died; its attempt 3 (after Retry-After) charged again; tap 2 only replayed.
    expect(writers(off.trace, 'charges')).toEqual(['1.1', '1.3']);
    // The closing says so: the learner's tap did not double the charge.
    expect(off.trace.beats.at(-1)!.caption.id).toBe('outro.sandbox.doubled.first-tap');
    const on = await run('v1; payflow sandbox; order @1; crash worker-1 save; wait @6s; tap 1 @6001');
    expect(on.end.charges).toHaveLength(1);
    expect(on.broken).toEqual([]);
  });

  it('a crash after PayCo charged, from the crash chapter’s beat 9 (Worker 2 has just died after PayCo charged), with PayCo’s key off: charged twice', async () => {
    const { end, broken } = await run('v1; payflow from crash 9; paycoKey off');
    expect(end.charges.length).toBeGreaterThan(1);
    expect(broken).toContain('charged-once');
  });

  it('the library’s lost answer, recovered by the app’s own retry; a press 8 days later, after the key was pruned: a second loan', async () => {
    const { trace, end, broken } = await run('v1; library sandbox; order @1; lose response 1.1.1; wait @8d prune; tap 1 @8d');
    expect(end.loans).toHaveLength(2);
    // The retry at 3.5 s replayed loan 1; the second loan is the second press's, after the prune.
    expect(trace.beats.flatMap(partsOf).filter((p) => p.request?.endsWith('#1.1.2')).map((p) => p.caption.id)).toContain('result.replayed');
    expect(writers(trace, 'loans')).toEqual(['1.1', '2.1']);
    expect(trace.beats.at(-1)!.caption.id).toBe('outro.sandbox.doubled.later-taps');
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
