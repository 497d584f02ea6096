import { describe, expect, it } from 'vitest';
import { realTrace } from './realTraces';
import { stageFrames } from './stageFrames';

describe('what the stage shows, from a real Trace', () => {
  it('lays a crashed worker down from its crash until it restarts', async () => {
    const trace = await realTrace('crash');
    const frames = stageFrames(trace);
    const crash = trace.beats.findIndex((b) => b.kind === 'crash');
    const restart = trace.beats.findIndex((b) => b.kind === 'restart');
    expect(frames[crash - 1]!.conditions[trace.beats[crash]!.actor]).toEqual({ state: 'up' });
    expect(frames[crash]!.conditions[trace.beats[crash]!.actor]).toEqual({ state: 'crashed' });
    expect(frames[restart]!.conditions[trace.beats[restart]!.actor]).toEqual({ state: 'up' });
  });

  it('freezes a paused worker until the time it wakes', async () => {
    const trace = await realTrace('fencing');
    const pause = trace.beats.find((b) => b.kind === 'pause')!;
    const frame = stageFrames(trace)[pause.index]!;
    expect(frame.conditions[pause.actor]).toMatchObject({ state: 'paused' });
    expect((frame.conditions[pause.actor] as { until: number }).until).toBeGreaterThan(pause.time);
  });

  it('drops a lost message instead of delivering it', async () => {
    const trace = await realTrace('ticket');
    const lost = trace.beats.find((b) => b.kind === 'lose')!;
    expect(stageFrames(trace)[lost.index]!.travel).toMatchObject({ from: 'network', to: 'phone', lost: true, tone: 'ok' });
  });

  it('shows which worker holds the claim between its claim and its save', async () => {
    const trace = await realTrace('ticket');
    const frames = stageFrames(trace);
    const claim = trace.beats.findIndex((b) => b.detail.type === 'sql' && b.detail.step?.step === 'claimed');
    const save = trace.beats.findIndex((b) => b.detail.type === 'sql' && b.detail.step?.step === 'saved');
    const worker = trace.beats[claim]!.actor;
    const key = frames[claim]!.holding[worker];
    expect(key).toMatch(/k-/);
    for (let i = claim; i < save; i++) expect(frames[i]!.holding[worker], `beat ${i}`).toBe(key); // the same key, all along
    expect(frames[save]!.holding[worker]).toBeUndefined();
  });

  it('sends a statement from the worker to the database, and the call to PayCo from the worker to PayCo', async () => {
    const trace = await realTrace('ticket');
    const frames = stageFrames(trace);
    const claim = trace.beats.findIndex((b) => b.kind === 'sql' && b.actor.startsWith('worker'));
    expect(frames[claim]!.travel).toMatchObject({ to: 'db', tone: 'sql', label: 'INSERT' });
    const charge = trace.beats.findIndex((b) => b.kind === 'charge');
    expect(frames[charge]!.travel).toMatchObject({ from: 'worker-1', to: 'payco', tone: 'charge', label: 'charge' });
  });

  it('leaves the ticket with a worker that crashed holding it until another takes the key over, and with no restarted process', async () => {
    const oneKey = await realTrace('one-key');
    const frames = stageFrames(oneKey);
    const crash = oneKey.beats.findIndex((b) => b.kind === 'crash');
    const takeover = oneKey.beats.findIndex((b) => b.detail.type === 'sql' && b.detail.step?.step === 'took-over');
    const dead = oneKey.beats[crash]!.actor;
    const key = frames[crash - 1]!.holding[dead];
    expect(key).toMatch(/k-/);
    // The Trace names no holder once it died, yet its token is still the row's locked_at: it keeps the ticket.
    expect(oneKey.beats[crash]!.claims?.[0]?.holder).toBeNull();
    for (let i = crash; i < takeover; i++) expect(frames[i]!.holding, `beat ${i}`).toEqual({ [dead]: key });
    expect(frames[takeover]!.holding).toEqual({ [oneKey.beats[takeover]!.actor]: key });

    // In the crash chapter the dead worker restarts before anyone takes over: the new process holds nothing.
    const crashChapter = await realTrace('crash');
    const restart = crashChapter.beats.findIndex((b) => b.kind === 'restart');
    const crashed = crashChapter.beats.findIndex((b) => b.kind === 'crash');
    expect(stageFrames(crashChapter)[restart - 1]!.holding).toEqual({ [crashChapter.beats[crashed]!.actor]: expect.stringMatching(/k-/) });
    expect(stageFrames(crashChapter)[restart]!.holding).toEqual({});
  });

  it('shows only the worker whose token is on the row as holding the key, even when a slow one still thinks it does', async () => {
    const trace = await realTrace('fencing');
    const frames = stageFrames(trace);
    for (const [i, beat] of trace.beats.entries()) {
      const holders = Object.keys(frames[i]!.holding);
      expect(holders.length, `beat ${i}`).toBeLessThanOrEqual(1);
      for (const worker of holders) {
        const row = beat.state.idempotencyKeys.find((r) => r.key === frames[i]!.holding[worker]);
        expect(row?.status, `beat ${i}`).toBe('in_flight');
      }
    }
    // Worker 2 took the key over and froze; once Worker 3 took it from it, Worker 2 holds nothing.
    const third = trace.beats.findIndex((b) => b.actor === 'worker-3' && b.detail.type === 'sql' && b.detail.step?.step === 'took-over');
    expect(Object.keys(frames[third]!.holding)).toEqual(['worker-3']);
  });
});

describe('what an actor just did, in a word', () => {
  it('says the phone timed out, waited and got its answer', async () => {
    // (The ticket chapter's phone restarts instead of timing out; a key per try still times out.)
    const trace = await realTrace('key-per-try');
    const frames = stageFrames(trace);
    const texts = frames.map((f) => f.badge).filter((b) => b?.actor === 'phone').map((b) => b!.text);
    expect(texts).toEqual(['attempt 1 timed out; waits 0.5 s', 'got 201']);
  });

  it('says PayCo replayed a charge from its own key instead of charging again', async () => {
    const trace = await realTrace('crash');
    const badges = stageFrames(trace).map((f) => f.badge).filter((b) => b?.actor === 'payco');
    expect(badges.map((b) => b!.text)).toEqual(['charged ch_1', 'replayed ch_1']);
  });
});
