import { describe, expect, it } from 'vitest';
import { Refusal } from '../core/problem';
import { beatsOnly } from './beatsOnly';
import { beatsIn, needsBuild, settle, slotOf, type ExtraScene, type TraceSlots } from './traceSlots';

describe('the Trace slots', () => {
  const ticket = beatsOnly('ticket', 4);
  const traces: TraceSlots = { ticket: { status: 'ready', trace: ticket }, crash: { status: 'loading' } };
  const scene: ExtraScene = { title: 'A race', slot: { status: 'ready', trace: beatsOnly('ticket', 7) } };

  it('plays the extra scene in place of the current chapter only', () => {
    expect(slotOf({ traces, chapter: 'ticket', scene }, 'ticket')).toBe(scene.slot);
    expect(slotOf({ traces, chapter: 'ticket', scene }, 'crash')).toBe(traces.crash);
    expect(slotOf({ traces, chapter: 'ticket', scene: undefined }, 'ticket')).toBe(traces.ticket);
  });

  it('counts the beats of a built slot only', () => {
    expect(beatsIn(traces.ticket)).toBe(4);
    expect(beatsIn(traces.crash)).toBe(0);
    expect(beatsIn(undefined)).toBe(0);
  });

  it('builds a slot never asked for or failed, never one loading or ready', () => {
    expect(needsBuild(undefined)).toBe(true);
    expect(needsBuild({ status: 'error', problem: { kind: 'said', text: 'no engine' } })).toBe(true);
    expect(needsBuild(traces.crash)).toBe(false);
    expect(needsBuild(traces.ticket)).toBe(false);
  });

  it('settles a build into its Trace, or into the failure’s own words, even a synchronous throw', async () => {
    expect(await settle(async () => ticket)).toEqual({ status: 'ready', trace: ticket });
    expect(await settle(() => Promise.reject(new Refusal({ kind: 'workerStopped', worker: 'scene' })))).toEqual({ status: 'error', problem: { kind: 'workerStopped', worker: 'scene' } });
    expect(await settle(() => Promise.reject(new Error('The engine could not start')))).toEqual({ status: 'error', problem: { kind: 'said', text: 'The engine could not start' } });
    expect(
      await settle(() => {
        throw 'no worker';
      }),
    ).toEqual({ status: 'error', problem: { kind: 'said', text: 'no worker' } });
  });
});
