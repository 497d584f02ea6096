import { describe, expect, it, vi } from 'vitest';
import type { ChapterId, Trace } from '../core/trace';
import { beatsOnly } from './beatsOnly';
import { startPlaybackDriver } from './playbackDriver';
import type { PlayerOptions } from './playerState';
import { actionsOf, createPlayerStore } from './playerStore';
import { selectBeat } from './selectors';

const chapters: ChapterId[] = ['lost-response', 'ticket', 'crash'];
const counts: Partial<Record<ChapterId, number>> = { 'lost-response': 3, ticket: 4, crash: 2 };

function player(options: Partial<PlayerOptions> = {}) {
  const buildTrace = vi.fn(async (id: ChapterId) => beatsOnly(id, counts[id]!));
  const store = createPlayerStore({ chapters, story: 'payflow', buildTrace, ...options });
  return { store, buildTrace, s: () => store.getState() };
}

describe('the player store', () => {
  it('builds a chapter’s Trace only when it is needed, and only once', async () => {
    const { s, buildTrace } = player();
    expect(buildTrace).not.toHaveBeenCalled();
    await s().loadTrace('ticket');
    await s().loadTrace('ticket');
    expect(buildTrace).toHaveBeenCalledTimes(1);
    expect(buildTrace).toHaveBeenCalledWith('ticket', 'payflow', []);
  });

  it('builds the next chapter ahead only when the page is idle, and not for a story left meanwhile', async () => {
    const idle: (() => void)[] = [];
    const { s, buildTrace } = player({ chapter: 'lost-response', whenIdle: (task) => idle.push(task) });
    await s().loadTrace('lost-response');
    expect(buildTrace).toHaveBeenCalledTimes(1); // the prefetch waits for an idle moment
    expect(idle).toHaveLength(1);
    idle.shift()!();
    expect(buildTrace).toHaveBeenLastCalledWith('ticket', 'payflow', []);
    await vi.waitFor(() => expect(s().traces.ticket?.status).toBe('ready'));

    s().nextChapter(); // ticket is built: entering it queues crash's prefetch
    expect(idle).toHaveLength(1);
    s().setStory('library');
    const calls = buildTrace.mock.calls.length;
    idle.shift()!();
    expect(buildTrace.mock.calls.slice(calls).map(([id]) => id)).not.toContain('crash');
  });

  it('says whether the cursor moved on to its beat or jumped there', async () => {
    const { s } = player({ chapter: 'ticket' });
    await s().loadTrace('ticket');
    expect(s().moved).toBe('jump');
    s().stepForward();
    expect(s()).toMatchObject({ cursor: 1, moved: 'forward' });
    s().seek(2); // the next beat, by the timeline: still moving on
    expect(s().moved).toBe('forward');
    s().seek(0);
    expect(s().moved).toBe('jump');
    s().seek(3);
    expect(s().moved).toBe('jump');
    s().stepBack();
    expect(s()).toMatchObject({ cursor: 2, moved: 'jump' });
    s().play();
    s().advance();
    expect(s()).toMatchObject({ cursor: 3, moved: 'forward' });
    s().advance(); // on into the next chapter, playing
    expect(s()).toMatchObject({ chapter: 'crash', cursor: 0, moved: 'forward' });
    s().previousChapter();
    s().pause();
    s().nextChapter();
    expect(s().moved).toBe('jump');
  });

  it('steps forward and back within the chapter and pauses to do it', async () => {
    const { s } = player({ chapter: 'ticket', playing: true });
    await s().loadTrace('ticket');
    s().stepForward();
    s().stepForward();
    expect(s()).toMatchObject({ cursor: 2, playing: false });
    s().stepBack();
    expect(s().cursor).toBe(1);
    s().seek(99);
    expect(s().cursor).toBe(3);
    s().stepForward();
    expect(s().cursor).toBe(3);
  });

  it('plays on from a chapter’s last beat into the next chapter, and ends after the last', async () => {
    const { s } = player({ chapter: 'ticket' });
    await s().loadTrace('ticket');
    s().seek(3);
    s().play();
    s().advance();
    expect(s()).toMatchObject({ chapter: 'crash', cursor: 0, playing: true });
    await vi.waitFor(() => expect(s().traces.crash?.status).toBe('ready'));
    s().advance();
    s().advance();
    expect(s()).toMatchObject({ chapter: 'crash', cursor: 1, playing: false, ended: true });
  });

  it('moves between chapters, each starting at its first beat, and stops at either end', async () => {
    const { s } = player();
    s().previousChapter();
    expect(s().chapter).toBe('lost-response');
    s().nextChapter();
    s().nextChapter();
    s().nextChapter();
    expect(s()).toMatchObject({ chapter: 'crash', cursor: 0 });
    s().goToChapter('ticket', 2);
    await vi.waitFor(() => expect(s().traces.ticket?.status).toBe('ready'));
    expect(s()).toMatchObject({ chapter: 'ticket', cursor: 2 });
  });

  it('keeps the speed inside 0.5×–2× and steps through the listed speeds', () => {
    const { s } = player({ speed: 7 });
    expect(s().speed).toBe(2);
    s().slower();
    expect(s().speed).toBe(1.5);
    s().setSpeed(0.1);
    expect(s().speed).toBe(0.5);
    s().slower();
    expect(s().speed).toBe(0.5);
  });

  it('shows a failed build as an error, and retrying builds again', async () => {
    let fail = true;
    const { s } = player({
      buildTrace: async (id) => {
        if (fail) throw new Error('The SQLite engine could not be loaded');
        return beatsOnly(id, 2);
      },
    });
    await s().loadTrace('lost-response');
    expect(s().traces['lost-response']).toEqual({ status: 'error', problem: { kind: 'said', text: 'The SQLite engine could not be loaded' } });
    fail = false;
    await s().loadTrace('lost-response');
    expect(s().traces['lost-response']?.status).toBe('ready');
  });

  it('rebuilds every chapter for a new story, from the chapter’s start', async () => {
    const { s, buildTrace } = player({ chapter: 'ticket' });
    await s().loadTrace('ticket');
    s().seek(2);
    s().setStory('library');
    expect(s().cursor).toBe(0);
    await vi.waitFor(() => expect(s().traces.ticket?.status).toBe('ready'));
    expect(buildTrace).toHaveBeenCalledWith('ticket', 'library', []);
  });

  it('builds the next chapter as soon as the current one is on screen, so playing on never waits', async () => {
    const { s, buildTrace } = player({ chapter: 'lost-response' });
    await s().loadTrace('lost-response');
    await vi.waitFor(() => expect(s().traces.ticket?.status).toBe('ready'));
    s().nextChapter();
    await vi.waitFor(() => expect(s().traces.crash?.status).toBe('ready'));
    expect(buildTrace.mock.calls.map(([id]) => id)).toEqual(['lost-response', 'ticket', 'crash']);
  });

  it('turns narration off for good when speech turns out to be unavailable', () => {
    const { s } = player({ narration: true });
    s().setSpeaking(true);
    s().setSpeech('unavailable');
    expect(s()).toMatchObject({ narration: false, speaking: false, speech: 'unavailable' });
  });
});

describe('embedded playback: stopping at a chapter’s end, clips and endings', () => {
  it('stops at a chapter’s end when it does not play on, and Play starts that chapter again', async () => {
    const { s } = player({ chapter: 'crash', continueOn: false, chapters: [chapters[2]!, chapters[0]!] });
    await s().loadTrace('crash');
    s().play();
    s().advance();
    expect(s()).toMatchObject({ chapter: 'crash', cursor: 1, playing: true, finished: undefined });
    s().advance(); // the last beat has had its time
    expect(s()).toMatchObject({ chapter: 'crash', cursor: 1, playing: false, ended: true, finished: { chapter: 'crash', count: 1 } });
    s().play();
    expect(s()).toMatchObject({ chapter: 'crash', cursor: 0, playing: true });
  });

  it('counts a chapter as finished when its last beat has had its time, not when it is reached', async () => {
    const { s } = player({ chapter: 'ticket' });
    await s().loadTrace('ticket');
    s().seek(3);
    expect(s().finished).toBeUndefined();
    s().play();
    s().advance();
    expect(s()).toMatchObject({ chapter: 'crash', finished: { chapter: 'ticket', count: 1 } });
  });

  it('finishes a one-beat chapter too, each time it is played', async () => {
    const { s } = player({ chapter: 'lost-response', continueOn: false });
    counts['lost-response'] = 1;
    try {
      await s().loadTrace('lost-response');
      s().play();
      s().advance();
      expect(s().finished).toEqual({ chapter: 'lost-response', count: 1 });
      s().play();
      s().advance();
      expect(s().finished).toEqual({ chapter: 'lost-response', count: 2 });
    } finally {
      counts['lost-response'] = 3;
    }
  });

  it('opens a clip at its start and stops after its end, wherever the chapter goes on', async () => {
    const { s } = player({ chapter: 'ticket', clip: { start: 1, end: 2 }, continueOn: true });
    await s().loadTrace('ticket');
    expect(s().cursor).toBe(1);
    s().play();
    s().advance();
    expect(s()).toMatchObject({ cursor: 2, playing: true });
    s().advance();
    expect(s()).toMatchObject({ chapter: 'ticket', cursor: 2, playing: false, finished: { chapter: 'ticket', count: 1 } });
    s().play(); // again from the clip's start
    expect(s().cursor).toBe(1);
    expect(s().clipProblems).toEqual([]);
  });

  it('drops a clip’s beat the chapter does not have, says which, and plays the whole chapter', async () => {
    const { s } = player({ chapter: 'crash', clip: { start: 5, end: 9 } });
    await s().loadTrace('crash');
    expect(s().cursor).toBe(0);
    expect(s().clip).toEqual({ chapter: 'crash', start: null, end: null });
    expect(s().clipProblems).toEqual([
      { name: 'start', value: 5, beats: 2 },
      { name: 'end', value: 9, beats: 2 },
    ]);
  });
});

describe('the rAF driver', () => {
  function fakeFrames() {
    let queue: ((t: number) => void)[] = [];
    let now = 0;
    return {
      requestFrame: (cb: (t: number) => void) => queue.push(cb),
      cancelFrame: () => {
        queue = [];
      },
      /** Runs frames of `ms` each for `total` ms. */
      run(total: number, ms = 16) {
        for (let t = 0; t < total; t += ms) {
          now += ms;
          const due = queue;
          queue = [];
          due.forEach((cb) => cb(now));
        }
      },
      pending: () => queue.length,
    };
  }

  it('advances one beat each time a beat’s duration has passed, and only while playing', async () => {
    const { store, s } = player({ chapter: 'ticket' });
    await s().loadTrace('ticket');
    const frames = fakeFrames();
    const stop = startPlaybackDriver({ store, durationOf: () => 1000, ...frames });
    frames.run(3000);
    expect(s().cursor).toBe(0);
    s().play();
    frames.run(2500);
    expect(s().cursor).toBe(2);
    s().pause();
    frames.run(5000);
    expect(s().cursor).toBe(2);
    expect(frames.pending()).toBe(0);
    stop();
  });

  it('lets a beat wait for its sentence while narration is on', async () => {
    const { store, s } = player({ chapter: 'ticket', narration: true });
    await s().loadTrace('ticket');
    const frames = fakeFrames();
    startPlaybackDriver({ store, durationOf: () => 500, ...frames });
    s().setSpeaking(true);
    s().play();
    frames.run(4000);
    expect(s().cursor).toBe(0);
    s().setSpeaking(false);
    frames.run(100);
    expect(s().cursor).toBe(1);
  });

  it('gives a beat reached by seeking its full time', async () => {
    const { store, s } = player({ chapter: 'ticket' });
    await s().loadTrace('ticket');
    const frames = fakeFrames();
    startPlaybackDriver({ store, durationOf: () => 1000, ...frames });
    s().play();
    frames.run(900);
    s().seek(2);
    frames.run(900);
    expect(s().cursor).toBe(2);
    frames.run(200);
    expect(s().cursor).toBe(3);
    expect(selectBeat(s())?.index).toBe(3);
  });

  it('plays through into the next chapter once its Trace is built', async () => {
    const { store, s } = player({ chapter: 'lost-response' });
    await s().loadTrace('lost-response');
    const frames = fakeFrames();
    startPlaybackDriver({ store, durationOf: () => 100, ...frames });
    s().seek(2);
    s().play();
    frames.run(150);
    expect(s().chapter).toBe('ticket');
    await vi.waitFor(() => expect(s().traces.ticket?.status).toBe('ready'));
    frames.run(150);
    expect(s()).toMatchObject({ chapter: 'ticket', cursor: 1, playing: true });
  });
});

describe('break-it switches and extra scenes', () => {
  it('builds every scene again with the switches on, and plays the current chapter’s from its start', async () => {
    const { s, buildTrace } = player({ chapter: 'ticket', breaks: ['no-key'] });
    await s().loadTrace('ticket');
    expect(buildTrace).toHaveBeenCalledWith('ticket', 'payflow', ['no-key']);
    s().seek(2);
    s().setBreaks(['no-key', 'select-then-insert', 'no-key']);
    expect(s()).toMatchObject({ breaks: ['no-key', 'select-then-insert'], cursor: 0, playing: true });
    await s().loadTrace('ticket');
    expect(buildTrace).toHaveBeenCalledWith('ticket', 'payflow', ['no-key', 'select-then-insert']);
    const calls = buildTrace.mock.calls.length;
    s().setBreaks(['select-then-insert', 'no-key']); // the same switches: nothing to rebuild
    expect(buildTrace).toHaveBeenCalledTimes(calls);
  });

  it('never holds two switches that exclude each other: the one turned on last stands', async () => {
    const { s, buildTrace } = player({ chapter: 'ticket', breaks: ['key-per-try', 'no-key'] });
    expect(s().breaks).toEqual(['no-key']);
    s().setBreaks(['no-key', 'key-per-try']);
    expect(s().breaks).toEqual(['key-per-try']);
    await s().loadTrace('ticket');
    expect(buildTrace).toHaveBeenCalledWith('ticket', 'payflow', ['key-per-try']);
    for (const [, , breaks] of buildTrace.mock.calls as unknown as [ChapterId, string, string[]][]) expect(breaks).not.toEqual(expect.arrayContaining(['no-key', 'key-per-try']));
  });

  it('drops a Trace built for switches that were changed meanwhile', async () => {
    // Each build waits until the test finishes it, and has one beat more than the build before it
    // (3, 4, 5, …), so what is on screen says which build it came from. No idle moment comes, so
    // nothing else is built ahead.
    const builds: { breaks: readonly string[]; finish(): void }[] = [];
    const buildTrace = vi.fn((id: ChapterId, _story: string, breaks: readonly string[]) => {
      const beatCount = 3 + builds.length;
      return new Promise<Trace>((resolve) => builds.push({ breaks, finish: () => resolve(beatsOnly(id, beatCount)) }));
    });
    const { s } = player({ chapter: 'ticket', buildTrace, whenIdle: () => {} });
    const beats = () => {
      const slot = s().traces.ticket;
      return slot?.status === 'ready' ? slot.trace.beats.length : slot?.status;
    };
    // Every promise already settled has run its callbacks before a timer fires.
    const settled = () => new Promise((resolve) => setTimeout(resolve));

    const old = s().loadTrace('ticket');
    s().setBreaks(['no-key']);
    expect(builds.map((b) => b.breaks)).toEqual([[], ['no-key']]);
    builds[0]!.finish(); // the old scene arrives first: it is not shown while the new one is built
    await old;
    expect(beats()).toBe('loading');
    builds[1]!.finish();
    await vi.waitFor(() => expect(beats()).toBe(4));

    // And the other way round: an old scene that arrives last does not replace the new one.
    s().setBreaks(['no-fencing']);
    s().setBreaks(['no-provider-key']);
    expect(builds.slice(2).map((b) => b.breaks)).toEqual([['no-fencing'], ['no-provider-key']]);
    builds[3]!.finish();
    await vi.waitFor(() => expect(beats()).toBe(6));
    builds[2]!.finish();
    await settled();
    expect(beats()).toBe(6);
  });

  it('plays an extra scene in place of the chapter’s, stops at its end, and leaves it for the chapter', async () => {
    const { store, s } = player({ chapter: 'ticket' });
    await s().loadTrace('ticket');
    s().playScene(beatsOnly('crash', 3), 'The race');
    expect(s()).toMatchObject({ cursor: 0, playing: true, chapter: 'ticket' });
    expect(selectBeat(store.getState())?.chapter).toBe('crash');
    s().advance();
    s().advance();
    s().advance();
    expect(s()).toMatchObject({ cursor: 2, playing: false, chapter: 'ticket' });
    s().seek(99);
    expect(s().cursor).toBe(2);
    s().play(); // Play at a scene's end plays it again
    expect(s()).toMatchObject({ cursor: 0, playing: true });
    s().closeScene();
    expect(s()).toMatchObject({ scene: undefined, cursor: 0 });
    expect(selectBeat(store.getState())?.chapter).toBe('ticket');
    s().playScene(beatsOnly('crash', 3), 'Again');
    s().nextChapter();
    expect(s()).toMatchObject({ scene: undefined, chapter: 'crash' });
  });
});

describe('the actions alone', () => {
  it('are the store’s verbs, the same object every time, with none of its data to go stale', async () => {
    const { store, s } = player({ chapter: 'ticket' });
    const actions = actionsOf(store);
    expect(actionsOf(store)).toBe(actions);
    expect(Object.values(actions).every((verb) => typeof verb === 'function')).toBe(true);
    expect(actions).not.toHaveProperty('cursor');
    expect(actions.seek).toBe(s().seek);
    await actions.loadTrace('ticket');
    actions.seek(2);
    expect(s().cursor).toBe(2);
  });
});
