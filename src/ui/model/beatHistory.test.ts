import { describe, expect, it } from 'vitest';
import { header, httpExchangeAt, statementsAt } from './beatHistory';
import { labLinesAt } from './labRows';
import { realTrace } from './realTraces';

describe('the panels’ look back through the beats', () => {
  it('pairs a request with its answer, marks a lost answer, and never shows PayCo’s call as the phone’s', async () => {
    const trace = await realTrace('ticket');
    const lost = trace.beats.findIndex((b) => b.kind === 'lose');
    const exchange = httpExchangeAt(trace.beats, lost, 'payco')!;
    expect(exchange.request?.path).toBe('/checkout');
    expect(exchange.response?.status).toBe(201);
    expect(exchange.responseLost).toBe(true);
    const paycoCall = trace.beats.findIndex((b) => b.kind === 'charge');
    expect(httpExchangeAt(trace.beats, paycoCall, 'payco')!.request?.path).toBe('/checkout');
    const end = httpExchangeAt(trace.beats, trace.beats.length - 1, 'payco')!;
    expect(header(end.response, 'Idempotency-Replayed')).toBe('true');
  });

  it('shows a decision with the claim that changed 0 rows and the SELECT it read, with their bound values', async () => {
    const trace = await realTrace('ticket');
    const replay = trace.beats.findIndex((b) => b.detail.type === 'store' && b.detail.step.step === 'replayed');
    const ran = statementsAt(trace.beats, replay)!;
    expect(ran.current).toBe(true);
    expect(ran.statements).toMatchObject([
      { sql: expect.stringMatching(/^INSERT INTO idempotency_keys/), changes: 0 },
      { sql: expect.stringMatching(/^SELECT \* FROM idempotency_keys/), changes: undefined, rows: 1 },
    ]);
  });

  it('shows a library transaction’s COMMIT after the save it lands', async () => {
    const trace = await realTrace('ticket', 'library');
    const save = trace.beats.findIndex((b) => b.detail.type === 'sql' && b.detail.step?.step === 'saved');
    expect(statementsAt(trace.beats, save)!.statements.at(-1)).toMatchObject({ sql: 'COMMIT', changes: 0 });
  });

  it('fills the lab’s table version by version', async () => {
    const trace = await realTrace('lab');
    const first = labLinesAt(trace.beats, 2);
    // Two beats in, the first version has counted some checkouts, each charged at least once.
    expect(first[0]!.row).toMatchObject({ version: 'no-key' });
    expect(first[0]!.done).toBeGreaterThan(0);
    expect(first[0]!.row!.charges).toBeGreaterThanOrEqual(first[0]!.done);
    expect(first[2]!.row).toBeUndefined();
    const end = labLinesAt(trace.beats, trace.beats.length - 1);
    expect(end.map((l) => l.done)).toEqual([100, 100, 100]);
    expect(end[2]!.row!.doubleCharged).toBe(0);
  });
});
