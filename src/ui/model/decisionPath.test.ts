import { describe, expect, it } from 'vitest';
import { decisionPathAt, decisionPaths } from './decisionPath';
import { realTrace } from './realTraces';

describe('the path run() took, lit from the recorded steps', () => {
  it('lights claim → 0 rows → in_flight for the copy that loses the double click', async () => {
    const trace = await realTrace('double-click');
    const inFlight = trace.beats.findIndex((b) => b.detail.type === 'store' && b.detail.step.step === 'in-flight');
    const path = decisionPathAt(trace.beats, inFlight)!;
    expect([...path.nodes]).toEqual(['claim', 'read', 'in-flight']);
    expect(path).toMatchObject({ latest: 'in-flight', current: true });
  });

  it('lights the takeover by compare-and-set, then the work and the save, in the crash', async () => {
    const trace = await realTrace('crash');
    const tookOver = trace.beats.findIndex((b) => b.detail.type === 'sql' && b.detail.step?.step === 'took-over');
    const worker = trace.beats[tookOver]!.actor;
    const saved = trace.beats.findIndex((b, i) => i > tookOver && b.actor === worker && b.detail.type === 'sql' && b.detail.step?.step === 'saved');
    const path = decisionPathAt(trace.beats, saved)!;
    expect(path.actor).toBe(worker);
    expect([...path.nodes]).toEqual(expect.arrayContaining(['claim', 'read', 'stale', 'took-over', 'work', 'saved']));
    expect(path.nodes.has('in-flight')).toBe(false);
  });

  it('lights the work while the holder charges, as the Trace records it started — not at the claim itself', async () => {
    const trace = await realTrace('ticket');
    const claim = trace.beats.findIndex((b) => b.detail.type === 'sql' && b.detail.step?.step === 'claimed');
    const charge = trace.beats.findIndex((b) => b.kind === 'charge');
    expect(decisionPathAt(trace.beats, claim)).toMatchObject({ latest: 'claimed' });
    expect(decisionPathAt(trace.beats, charge)).toMatchObject({ latest: 'work', current: true });
  });

  it('shows the fenced save of the slow worker', async () => {
    const trace = await realTrace('fencing');
    const fenced = trace.beats.findIndex((b) => b.detail.type === 'sql' && b.detail.step?.step === 'save-fenced');
    expect(decisionPathAt(trace.beats, fenced)).toMatchObject({ latest: 'save-fenced', current: true });
  });

  it('says when the worker died before its call finished', async () => {
    const trace = await realTrace('crash');
    const crash = trace.beats.findIndex((b) => b.kind === 'crash');
    expect(decisionPathAt(trace.beats, crash)).toMatchObject({ actor: trace.beats[crash]!.actor, crashed: true, current: false });
  });

  it('has nothing to light before the first call', async () => {
    const trace = await realTrace('ticket');
    expect(decisionPathAt(trace.beats, 0)).toBeUndefined();
  });

  it('gives one path object per beat for a Trace, the same one each time it is asked', async () => {
    const trace = await realTrace('crash');
    const paths = decisionPaths(trace);
    expect(paths).toHaveLength(trace.beats.length);
    paths.forEach((path, cursor) => expect(path).toEqual(decisionPathAt(trace.beats, cursor)));
    expect(decisionPaths(trace)).toBe(paths);
  });
});
