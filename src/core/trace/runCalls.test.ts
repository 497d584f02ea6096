import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildChapter } from '../scenarios';
import { loadSqlJs } from '../sqlite';
import { runCallAt, stepOf } from './runCalls';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

describe('calls of run(), as the Trace recorded them', () => {
  it('a call that claimed, worked and saved: its steps in order, over at the save', async () => {
    const trace = await buildChapter(SQL, { chapter: 'ticket', story: 'payflow' });
    const saved = trace.beats.findIndex((b) => stepOf(b)?.step === 'saved');
    const call = runCallAt(trace.beats, saved)!;
    expect(call.steps.map((s) => s.step)).toEqual(['claimed', 'saved']);
    expect(call).toMatchObject({ actor: trace.beats[saved]!.actor, lastStepBeat: saved, over: true, crashed: false });
    // The retry's call is a new one: it does not reach back into the first call's steps.
    const replayed = trace.beats.findIndex((b) => stepOf(b)?.step === 'replayed');
    expect(runCallAt(trace.beats, replayed)!.steps.map((s) => s.step)).toEqual(['replayed']);
  });

  it('a worker that dies holding the key: its call is not over, and it crashed; while it charged it was working', async () => {
    const trace = await buildChapter(SQL, { chapter: 'crash', story: 'payflow' });
    const crash = trace.beats.findIndex((b) => b.kind === 'crash');
    const call = runCallAt(trace.beats, crash)!;
    expect(call).toMatchObject({ actor: trace.beats[crash]!.actor, over: false, crashed: true });
    const charge = trace.beats.findIndex((b) => b.kind === 'charge');
    expect(runCallAt(trace.beats, charge)).toMatchObject({ working: true, crashed: false });
  });

  it('has no call before the first store step', async () => {
    const trace = await buildChapter(SQL, { chapter: 'ticket', story: 'payflow' });
    expect(runCallAt(trace.beats, 0)).toBeUndefined();
  });
});
