import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSqlJs } from '../sqlite';
import type { PhoneConfig } from './phoneConfig';
import { checkTrace, clientViews } from '../checks';
import { captionBeat } from '../trace/captioner';
import { lanesOf } from './lanes';
import { World, type WorldConfig } from './world';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

const phone = (overrides: Partial<PhoneConfig> = {}): PhoneConfig => ({
  id: 'phone',
  client: 'phone',
  keyMode: 'same-key',
  timeoutMs: 3_000,
  maxAttempts: 5,
  backoff: { baseMs: 500, factor: 2, maxMs: 4_000 },
  intents: [{ at: 0, body: { orderId: 'o1', cart: { scarf: 1 } } }],
  ...overrides,
});

function world(overrides: Partial<WorldConfig> = {}): World {
  return new World(SQL, {
    story: 'payflow',
    chapter: 'ticket',
    breaks: [],
    seed: 1,
    lockMs: 5_000,
    variant: {},
    paycoKey: false,
    workers: ['worker-1'],
    network: { latencyMs: 100 },
    payco: { latencyMs: 100, timeoutMs: 2_000 },
    phones: [phone()],
    ...overrides,
  });
}

describe('the phone', () => {
  it('backs off exponentially after timeouts and stops after its attempts', async () => {
    const w = world({ network: { latencyMs: 100, lose: [{ direction: 'response' }] }, phones: [phone({ maxAttempts: 4 })] });
    await w.run();
    const [p] = w.phones;
    expect(p!.log.map((l) => l.outcome)).toEqual(['timeout', 'timeout', 'timeout', 'timeout']);
    // Each attempt waits out its 3 s timeout, then backs off 0.5, 1, then 2 s.
    expect(p!.log.map((l) => l.sentAt)).toEqual([0, 3_500, 7_500, 12_500]);
    expect(p!.results).toEqual([{ phone: 'phone', intent: 1, tap: 1, attempts: 4, outcome: 'gave-up', status: undefined }]);
  });

  it('stops early when the next attempt would leave its retry budget', async () => {
    const w = world({ network: { latencyMs: 100, lose: [{ direction: 'response' }] }, phones: [phone({ budgetMs: 8_000 })] });
    await w.run();
    // Attempt 3 starts at 7.5 s; a fourth would start at 12.5 s, past the 8 s budget.
    expect(w.phones[0]!.log).toHaveLength(3);
    expect(w.phones[0]!.results[0]!.outcome).toBe('gave-up');
  });

  it('waits exactly Retry-After on a 409 and keeps the same key', async () => {
    const w = world({
      workers: ['worker-1', 'worker-2'],
      phones: [phone({ intents: [{ at: 0, body: { orderId: 'o1', cart: { scarf: 1 } }, moreTaps: [0] }] })],
    });
    await w.run();
    const log = w.phones[0]!.log;
    const conflict = log.find((l) => l.status === 409)!;
    const retry = log.find((l) => l.tap === conflict.tap && l.attempt === 2)!;
    expect(retry.key).toBe(conflict.key);
    expect(retry.sentAt - conflict.sentAt).toBe(200 + 5_000); // the 409's round trip, then Retry-After: 5
  });
});

describe('the phone reconciles once its retries are over', () => {
  const unanswered = { network: { latencyMs: 100, lose: [{ direction: 'response' as const }] }, paycoKey: true };
  const recorded = (overrides: Partial<WorldConfig>) => world({ ...overrides, record: { captioner: captionBeat, actors: lanesOf('payflow', { phones: [{ id: 'phone' }], workers: ['worker-1'] }) } });
  const asks = (w: World) => w.phones[0]!.log.filter((l) => l.key === null);

  it('asks GET /orders/o1 with neither key, once, and learns from PayCo’s ledger that o1 was paid', async () => {
    const w = recorded({ ...unanswered, network: { latencyMs: 100, lose: [{ direction: 'response', attempt: 1 }, { direction: 'response', attempt: 2 }] }, phones: [phone({ maxAttempts: 2, reconcile: true })] });
    await w.run();
    const log = w.phones[0]!.log;
    expect(log.map((l) => [l.attempt, l.key === null ? 'no key' : 'key', l.outcome])).toEqual([
      [1, 'key', 'timeout'],
      [2, 'key', 'timeout'],
      [3, 'no key', 'answered'],
    ]);
    expect(log[2]).toMatchObject({ status: 200, body: { orderId: 'o1', status: 'paid', chargeIds: ['ch_1'] } });
    const ask = w.trace().beats.find((b) => b.caption.id === 'send.reconcile')!;
    expect(ask.detail).toMatchObject({ type: 'http', message: { method: 'GET', path: '/orders/o1', headers: { authorization: 'Bearer phone' } } });
    expect(ask.caption.vars).toMatchObject({ attempts: 2, triedMs: 6_500 });
    // Asked in place of a give-up: no give-up beat, and the phone knows o1 is paid.
    expect(w.trace().beats.some((b) => b.kind === 'give-up')).toBe(false);
    expect(w.trace().beats.at(-1)!.caption.id).toBe('result.reconciled');
    expect(clientViews(w.trace()).at(-1)).toMatchObject([{ intent: 1, knows: 'done' }]);
  });

  it('learns that an order never reached the shop was not paid', async () => {
    const w = recorded({ ...unanswered, network: { latencyMs: 100, lose: [{ direction: 'request', attempt: 1 }, { direction: 'request', attempt: 2 }] }, phones: [phone({ maxAttempts: 2, reconcile: true })] });
    await w.run();
    expect(asks(w)[0]).toMatchObject({ status: 200, body: { orderId: 'o1', status: 'not_paid', chargeIds: [] } });
    expect(w.trace().beats.at(-1)!.caption.id).toBe('result.reconciled.not-paid');
    // Known not paid is an outcome known: the phone may now pay again, with a new key.
    expect(clientViews(w.trace()).at(-1)).toMatchObject([{ intent: 1, knows: 'not-done' }]);
    expect(checkTrace(w.trace()).find((c) => c.id === 'outcomes-known')!.holds).toBe(true);
  });

  it('asks once: a question that goes unanswered leaves the outcome unknown, and nothing is sent again', async () => {
    const w = recorded({ ...unanswered, phones: [phone({ maxAttempts: 2, reconcile: true })] });
    await w.run();
    expect(asks(w).map((l) => l.outcome)).toEqual(['timeout']);
    expect(w.phones[0]!.log).toHaveLength(3);
    expect(w.trace().beats.at(-1)!.caption.id).toBe('give-up.reconcile');
    expect(checkTrace(w.trace()).find((c) => c.id === 'outcomes-known')!.holds).toBe(false);
  });

  it('takes an answer that is not what became of the order as none: the outcome stays unknown', async () => {
    // An order id the shop cannot read: its checkouts' 422s are lost, and GET /orders/o%201 is 404.
    const intents = [{ at: 0, body: { orderId: 'o 1', cart: { scarf: 1 } } }];
    const w = recorded({ ...unanswered, network: { latencyMs: 100, lose: [{ direction: 'response', attempt: 1 }, { direction: 'response', attempt: 2 }] }, phones: [phone({ maxAttempts: 2, reconcile: true, intents })] });
    await w.run();
    expect(asks(w)).toMatchObject([{ status: 404 }]);
    expect(w.trace().beats.at(-1)!.caption).toMatchObject({ id: 'give-up.reconcile.refused', vars: { status: 404, path: '/orders/o%201' } });
  });

  it('asks again after the app restarts while it waits, and still sends no retry', async () => {
    const w = recorded({ ...unanswered, phones: [phone({ maxAttempts: 2, reconcile: true, restartsAtMs: [6_600] })] });
    await w.run();
    // The question the restart cut off never logged an outcome, as an attempt it cuts off does not.
    expect(w.phones[0]!.log.map((l) => (l.key === null ? 'ask' : 'checkout'))).toEqual(['checkout', 'checkout', 'ask']);
    expect(w.trace().beats.filter((b) => b.kind === 'send').map((b) => b.caption.id).slice(-2)).toEqual(['send.reconcile', 'send.reconcile.resumed']);
  });

  it('without reconcile, the phone just gives up', async () => {
    const w = recorded({ ...unanswered, phones: [phone({ maxAttempts: 2 })] });
    await w.run();
    expect(asks(w)).toEqual([]);
    expect(w.trace().beats.at(-1)!.kind).toBe('give-up');
  });
});

describe('the network', () => {
  it('loses messages with a probability drawn from the seed: the same seed loses the same ones', async () => {
    const run = async (seed: number) => {
      const w = world({ seed, network: { latencyMs: 100, lossProbability: { response: 0.5 } }, phones: [phone({ keyMode: 'none' })] });
      await w.run();
      return w.phones[0]!.log.map((l) => l.outcome);
    };
    expect(await run(3)).toEqual(await run(3));
    const outcomes = new Set((await Promise.all([1, 2, 3, 4, 5, 6].map(run))).map((o) => o.join()));
    expect(outcomes.size).toBeGreaterThan(1);
  });

  it('adds jitter from the seed, the same each run', async () => {
    const times = async () => {
      const w = world({ network: { latencyMs: 100, jitterMs: 50 } });
      await w.run();
      return w.ctx.sched.clock.now();
    };
    const t = await times();
    expect(t).toBeGreaterThanOrEqual(200);
    expect(await times()).toBe(t);
  });
});

describe('workers', () => {
  it('route around a crashed worker until it restarts with a new store that sees the old rows', async () => {
    const w = world({
      workers: ['worker-1', 'worker-2'],
      paycoKey: true,
      faults: [
        { kind: 'crash', worker: 'worker-1', at: 'save' },
        { kind: 'restart', worker: 'worker-1', atMs: 1_000 },
      ],
    });
    await w.run();
    const served = w.ctx.sched.all().filter((t) => t.name.startsWith('phone#')).map((t) => (t.meta as { worker?: string }).worker);
    expect(served[0]).toBe('worker-1');
    expect(served[1]).toBe('worker-2'); // sent at 3.5 s: round robin, and worker-1 is back
    expect(w.phones[0]!.log.map((l) => l.status)).toEqual([undefined, 409, 201]);
  });
});
