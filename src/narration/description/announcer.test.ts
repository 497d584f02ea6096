import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BreakId, ChapterId, Trace } from '../../core/trace';
import { createPlayerStore } from '../../player/playerStore';
import { realTrace } from '../../ui/model/realTraces';
import { buildChapter } from '../../core/scenarios';
import { loadSqlJs } from '../../core/sqlite';
import { captionOf } from '../captionOf';
import { announceBeats, SETTLE_MS } from './announcer';
import { beatAnnouncement } from './announcements';

const chapters: ChapterId[] = ['ticket', 'crash'];

/** A player over the real ticket and crash Traces, the announcer listening on Vitest's fake clock. */
async function listening(chapter: ChapterId = 'crash') {
  const built: Partial<Record<string, Trace>> = { ticket: await realTrace('ticket'), crash: await realTrace('crash') };
  const SQL = await loadSqlJs();
  const store = createPlayerStore({
    chapters,
    story: 'payflow',
    chapter,
    // Break switches build the chapter again, for real, with the mistake in it.
    buildTrace: async (id, story, breaks: readonly BreakId[]) => (breaks.length ? buildChapter(SQL, { chapter: id, story, breaks: [...breaks] }) : built[id]!),
  });
  const said: string[] = [];
  const stop = announceBeats(store, (text) => said.push(text), { set: (run, ms) => setTimeout(run, ms), clear: (h) => clearTimeout(h as number) });
  await store.getState().loadTrace(chapter);
  await vi.advanceTimersByTimeAsync(SETTLE_MS); // the opening beat, told once the page settles
  said.length = 0;
  return { store, said, stop, s: () => store.getState(), trace: built[chapter]! };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the announcer', () => {
  it('tells each beat reached by playing on at once, its caption only, and each just once', async () => {
    const { s, said, trace } = await listening();
    s().play();
    expect(said).toEqual([]); // pressing Play moves nothing
    s().advance();
    s().advance();
    expect(said).toEqual([captionOf('payflow', trace.beats[1]!), captionOf('payflow', trace.beats[2]!)]);
    s().pause();
    await vi.advanceTimersByTimeAsync(SETTLE_MS * 4);
    expect(said).toHaveLength(2);
  });

  it('while the learner scrubs across ten beats says nothing, then, once they stop, only the last with what changed', async () => {
    const { s, said, trace } = await listening();
    for (let beat = 1; beat <= 10; beat++) {
      s().seek(beat);
      await vi.advanceTimersByTimeAsync(SETTLE_MS / 5); // faster than the hand rests
    }
    expect(said).toEqual([]);
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(said).toEqual([beatAnnouncement(trace, 10, { trace, index: 0 })]);
    // Beat 10 against beat 0: the caption, then Worker 2 down holding the key, its row, PayCo's charge.
    expect(said[0]).toMatch(new RegExp(`^${escape(captionOf('payflow', trace.beats[10]!))} `));
    expect(said[0]).toContain('Worker 2: down, crashed; its claim on k-e515 outlives it.');
    expect(said[0]).toContain('Row phone:k-e515: in_flight, locked_at 1000');
    expect(said[0]).toContain('PayCo charges: 1, ch_1 for order o1, 1500 cents.');
    expect(said[0]).not.toContain('Virtual time');
  });

  it('a key held down is one move: the steps are told once, after the last, against the beat heard before', async () => {
    const { s, said, trace } = await listening();
    s().seek(3);
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(said).toEqual([beatAnnouncement(trace, 3, { trace, index: 0 })]);
    for (let i = 0; i < 5; i++) {
      s().stepForward();
      await vi.advanceTimersByTimeAsync(33); // a key's auto-repeat
    }
    expect(said).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(said[1]).toBe(beatAnnouncement(trace, 8, { trace, index: 3 }));
    // Back to where they last heard: nothing new to say.
    s().seek(0);
    s().seek(8);
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(said).toHaveLength(2);
  });

  it('tells nothing while captions are off', async () => {
    const { s, said } = await listening();
    s().setCaptions(false);
    s().stepForward();
    s().play();
    s().advance();
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(said).toEqual([]);
  });

  it('Play pressed while a move waits tells that beat at once, not after the pause', async () => {
    const { s, said, trace } = await listening();
    s().seek(trace.beats.length - 1);
    s().play(); // at the end: the chapter starts again from its first beat
    expect(said).toEqual([captionOf('payflow', trace.beats[0]!)]);
  });

  it('a break switch that builds the scene again tells the Checks whose verdict changed, once', async () => {
    const { s, said } = await listening('crash');
    s().setBreaks(['no-provider-key']);
    await vi.waitFor(() => expect(s().traces.crash?.status).toBe('ready'));
    const verdicts = said.filter((t) => t.startsWith('Check now'));
    expect(verdicts).toEqual(['Check now broken: Each order is charged at most once, first at beat 21.']);
    s().advance();
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(said.filter((t) => t.startsWith('Check now'))).toHaveLength(1);
  });

  it('a row a jump back goes before is not written yet at that beat, not deleted; one a step on removes is deleted', async () => {
    const { trace } = await listening('crash');
    const last = trace.beats.length - 1;
    const back = beatAnnouncement(trace, 0, { trace, index: last });
    expect(back).toContain('Row phone:k-e515: not written yet at this beat.');
    expect(back).not.toContain('deleted');
    // On the way forward, the row PayCo's first failure released is told deleted (its DELETE ran).
    const released = trace.beats.findIndex((b, i) => i > 0 && b.state.idempotencyKeys.length === 0 && trace.beats[i - 1]!.state.idempotencyKeys.length === 1);
    expect(released).toBeGreaterThan(0);
    expect(beatAnnouncement(trace, released, { trace, index: released - 1 })).toContain('Row phone:k-e515: deleted.');
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
