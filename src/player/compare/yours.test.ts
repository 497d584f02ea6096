import { describe, expect, it } from 'vitest';
import type { Trace } from '../../core/trace';
import type { SideRun, CompareSpec } from './spec';
import { compareRequest, offerStoreOfYours, storeOfYours } from './yours';

const spec: CompareSpec = { version: 1, of: 'chapter', story: 'payflow', chapter: 'crash', a: { store: 'lesson', breaks: [] }, b: { store: 'yours', breaks: ['no-provider-key'] } };

describe('the learner’s store as a side', () => {
  it('is refused by name while Your turn offers none, and is not offered', async () => {
    offerStoreOfYours(undefined);
    expect(storeOfYours()).toBeUndefined();
    await expect(compareRequest(spec)).rejects.toMatchObject({ problem: { kind: 'noStoreOfYours' } });
  });

  it('runs its side where Your turn runs it, and hands the comparison that Trace; the lesson’s side goes to the engine', async () => {
    const asked: SideRun[] = [];
    const theirs = { beats: [] } as unknown as Trace;
    offerStoreOfYours({ ready: () => true, trace: async (run) => (asked.push(run), theirs) });
    const request = await compareRequest(spec);
    expect(asked).toEqual([{ chapter: { chapter: 'crash', story: 'payflow', breaks: ['no-provider-key'] } }]);
    expect(request).toEqual({ a: { chapter: { chapter: 'crash', story: 'payflow', breaks: [] } }, b: { trace: theirs } });
    offerStoreOfYours({ ready: () => false, trace: async () => theirs });
    expect(storeOfYours()).toBeUndefined(); // offered, but nothing written yet
    offerStoreOfYours(undefined);
  });
});
