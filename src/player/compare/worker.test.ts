import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { CallFailed, openChannel } from '../../platform/rpc/channel';
import type { NoApi } from '../../platform/rpc/messages';
import { portPair } from '../../platform/rpc/port';
import { loadSqlJs } from '../../core/sqlite';
import { buildChapter } from '../../core/scenarios';
import { traceService } from '../traceWorker';
import type { CompareApi } from './messages';
import type { TraceApi } from '../traceMessages';
import { compareService } from './worker';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

/** The scene and comparison services of one engine, as the engine worker serves them, over a port pair. */
function engine() {
  const [caller, server] = portPair();
  const loadSql = () => Promise.resolve(SQL);
  openChannel<NoApi, TraceApi & CompareApi>(server, { ...traceService(loadSql), ...compareService(loadSql) });
  return openChannel<TraceApi & CompareApi>(caller);
}

const crash = (breaks: ('no-provider-key' | 'blind-takeover')[]) => ({ chapter: { chapter: 'crash' as const, story: 'payflow' as const, breaks } });

describe('the comparison service of the engine worker', () => {
  it('runs the second side beside the chapter already built, and answers both Traces and what differs', async () => {
    const channel = engine();
    const onScreen = await channel.call('buildTrace', crash([]).chapter);
    const built = await channel.call('compareRuns', { a: crash([]), b: crash(['no-provider-key']) });
    // The chapter on screen was not run again; the other side was run now, on its own database.
    expect(built.how).toEqual({ a: 'kept', b: 'built' });
    expect(JSON.stringify(built.a)).toBe(JSON.stringify(onScreen));
    expect(JSON.stringify(built.b)).toBe(JSON.stringify(await buildChapter(SQL, { chapter: 'crash', story: 'payflow', breaks: ['no-provider-key'] })));
    expect(built.summary).toMatchObject({ unit: 'charge', a: { ledger: 1 }, b: { ledger: 2 } });
    const first = built.comparison.differences[0]!;
    expect(built.b.beats[built.comparison.steps[first.step]!.b]!.state.charges).toHaveLength(2);
  });

  it('takes a Trace the page gives for a side (the learner’s store ran it elsewhere) as it is', async () => {
    const given = await buildChapter(SQL, { chapter: 'crash', story: 'payflow', breaks: ['blind-takeover'] });
    const built = await engine().call('compareRuns', { a: crash([]), b: { trace: given } });
    expect(built.how.b).toBe('given');
    expect(JSON.stringify(built.b)).toBe(JSON.stringify(given));
  });

  it('compares two learners’ scenes from one start, each run on its own database', async () => {
    const from = { chapter: 'crash' as const, beat: 9, breaks: [] };
    const scene = (actions: { do: 'payco-key'; on: boolean }[]) => ({ scene: { version: 1 as const, story: 'payflow' as const, from, actions } });
    const built = await engine().call('compareRuns', { a: scene([]), b: scene([{ do: 'payco-key', on: false }]) });
    expect(built.how).toEqual({ a: 'built', b: 'built' });
    expect(built.summary.a.ledger).toBe(1);
    expect(built.summary.b.ledger).toBe(2);
  });

  it('names the side that could not be built, and why', async () => {
    const bad = { scene: { version: 1 as const, story: 'payflow' as const, from: { chapter: 'sandbox' as const }, actions: [{ do: 'tap' as const, intent: 3, at: 5 }] } };
    const failure = await engine()
      .call('compareRuns', { a: crash([]), b: bad })
      .catch((error: CallFailed) => error);
    expect(failure).toBeInstanceOf(CallFailed);
    expect((failure as CallFailed).problem).toEqual({ kind: 'compareSide', side: 'b', why: { kind: 'sceneAction', action: 1, why: { kind: 'sceneNoTapIntent', intent: 3, intents: 0 } } });
  });
});
