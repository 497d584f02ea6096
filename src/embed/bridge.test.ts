import { describe, expect, it, vi } from 'vitest';
import { chapterList } from '../narration/chapters';
import { onScreenMs } from '../narration/captionOf';
import { buildTrace, outlineChapters } from '../player/buildTrace';
import { createPlayerStore } from '../player/playerStore';
import { connectBridge, windowHost, type EmbedHost, type HostWindow } from './bridge';
import type { OutboundEvent } from './protocol';

const COURSE = 'https://course.example';

function setUp(origin: string | null = COURSE, extra: Partial<Parameters<typeof connectBridge>[0]> = {}) {
  const sent: { event: OutboundEvent; to: string }[] = [];
  let listener: Parameters<EmbedHost['listen']>[0] = () => {};
  const frames: (() => void)[] = [];
  const host: EmbedHost = {
    embedded: true,
    post: (event, to) => sent.push({ event, to }),
    listen: (heard) => {
      listener = heard;
      return () => {};
    },
    nextFrame: (callback) => frames.push(callback),
  };
  /** Draws a frame by hand: whatever was scheduled for it runs. */
  const drawFrame = () => frames.splice(0).forEach((callback) => callback());
  /** A message arrives; no frame is drawn yet. */
  const post = (data: unknown, sender: { origin: string; isParent: boolean }) => listener(sender, () => data);
  /** A message arrives and a frame is drawn after it. */
  const deliver = (data: unknown, sender: { origin: string; isParent: boolean }) => {
    post(data, sender);
    drawFrame();
  };
  const store = createPlayerStore({ chapters: chapterList().map((c) => c.id), story: 'payflow', buildTrace, chapter: 'ticket' });
  const onCompleted = vi.fn();
  const disconnect = connectBridge({ store, host, origin, onCompleted, ...extra });
  const fromCourse = (data: unknown) => deliver(data, { origin: COURSE, isParent: true });
  const types = () => sent.map((s) => s.event.type);
  return { store, sent, types, post, deliver, drawFrame, fromCourse, onCompleted, disconnect };
}

async function ready(store: ReturnType<typeof setUp>['store']) {
  await store.getState().loadTrace(store.getState().chapter);
}

function beatsOfTicket(store: ReturnType<typeof setUp>['store']): number {
  const slot = store.getState().traces.ticket;
  if (slot?.status !== 'ready') throw new Error('the ticket chapter is not built');
  return slot.trace.beats.length;
}

describe('the embed bridge (real Traces from the real store)', () => {
  it('announces ready with every chapter, the current chapter and beat, to the configured origin', async () => {
    const { store, sent } = setUp();
    await ready(store);
    const first = sent[0]!;
    expect(first.to).toBe(COURSE);
    expect(first.event).toMatchObject({ type: 'cloakroom:ready', chapter: 'ticket', beat: 0 });
    const chapters = (first.event as Extract<OutboundEvent, { type: 'cloakroom:ready' }>).chapters;
    expect(chapters.map((c) => c.id)).toEqual(chapterList().map((c) => c.id));
    expect(chapters.find((c) => c.id === 'ticket')!.beats).toBe(beatsOfTicket(store));
    expect(chapters.find((c) => c.id === 'crash')!.beats).toBeNull(); // not built yet
  });

  it('waits for every chapter’s beats and length at 1× before announcing ready, and gives them', async () => {
    const { store, sent } = setUp(COURSE, { outline: outlineChapters });
    await ready(store);
    await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: 15_000 });
    const event = sent[0]!.event as Extract<OutboundEvent, { type: 'cloakroom:ready' }>;
    const crash = await buildTrace('crash', 'payflow');
    const crashMs = crash.beats.reduce((total, beat) => total + onScreenMs('payflow', beat, 1), 0);
    expect(event.chapters.find((c) => c.id === 'crash')).toEqual({ id: 'crash', title: expect.any(String), beats: crash.beats.length, durationMs: Math.round(crashMs) });
    expect(event.chapters.every((c) => c.beats !== null && c.durationMs !== null && c.durationMs > 0)).toBe(true);
  });

  it('answers each command with its event', async () => {
    const { store, fromCourse, types, sent } = setUp();
    await ready(store);
    sent.length = 0;
    fromCourse({ type: 'cloakroom:seek', beat: 3 });
    expect(store.getState().cursor).toBe(3);
    fromCourse({ type: 'cloakroom:speed', value: 1.5 });
    fromCourse({ type: 'cloakroom:play' });
    fromCourse({ type: 'cloakroom:pause' });
    fromCourse({ type: 'cloakroom:captions', on: false });
    expect(store.getState().captions).toBe(false);
    fromCourse({ type: 'cloakroom:chapter', id: 'crash' });
    expect(types()).toEqual(['cloakroom:seeked', 'cloakroom:ratechange', 'cloakroom:play', 'cloakroom:pause', 'cloakroom:chapterchange']);
    expect(sent[0]!.event).toMatchObject({ beat: 3 });
    expect(sent[1]!.event).toMatchObject({ speed: 1.5 });
  });

  it('reports ended and progress when the chapter’s last beat has had its time, not when it is reached', async () => {
    const { store, fromCourse, sent, types, onCompleted } = setUp();
    await ready(store);
    const beats = beatsOfTicket(store);
    fromCourse({ type: 'cloakroom:seek', beat: beats - 2 });
    store.getState().stepForward();
    expect(types()).not.toContain('cloakroom:ended');
    store.getState().play();
    store.getState().advance(); // the rAF driver's call once the last beat's time is up
    const progress = sent.find((s) => s.event.type === 'cloakroom:progress')!.event;
    expect(progress).toEqual({ type: 'cloakroom:progress', chapter: 'ticket', completed: ['ticket'] });
    expect(sent.some((s) => s.event.type === 'cloakroom:ended')).toBe(true);
    expect(onCompleted).toHaveBeenCalledWith(['ticket']);
  });

  it('ignores commands from another origin and malformed messages, and still works after them', async () => {
    const { store, deliver, fromCourse, types } = setUp();
    await ready(store);
    deliver({ type: 'cloakroom:seek', beat: 5 }, { origin: 'https://evil.example', isParent: true });
    for (const junk of [null, 'cloakroom:play', { type: 'cloakroom:seek', beat: Number.NaN }, { type: 'cloakroom:chapter', id: 'nope' }, { type: 'cloakroom:speed', value: '2' }]) {
      fromCourse(junk);
    }
    expect(store.getState().cursor).toBe(0);
    expect(store.getState().chapter).toBe('ticket');
    expect(store.getState().speed).toBe(1);
    expect(types()).toEqual(['cloakroom:ready']);
    fromCourse({ type: 'cloakroom:seek', beat: 2 });
    expect(store.getState().cursor).toBe(2);
  });

  it('without an origin, obeys only the embedding window and posts to any origin', async () => {
    const { store, deliver, sent } = setUp(null);
    await ready(store);
    deliver({ type: 'cloakroom:seek', beat: 4 }, { origin: COURSE, isParent: false });
    expect(store.getState().cursor).toBe(0);
    deliver({ type: 'cloakroom:seek', beat: 4 }, { origin: 'https://anyone.example', isParent: true });
    expect(store.getState().cursor).toBe(4);
    expect(sent.every((s) => s.to === '*')).toBe(true);
  });

  it('carries the prediction score in cloakroom:progress, sent again when an answer changes it', async () => {
    let score = { right: 0, asked: 0 };
    let changed = () => {};
    const { store, sent } = setUp(COURSE, {
      progressExtras: () => ({ score }),
      watchProgress: (notify) => {
        changed = notify;
        return () => {};
      },
    });
    await ready(store);
    score = { right: 1, asked: 2 };
    changed();
    expect(sent.at(-1)!.event).toEqual({ type: 'cloakroom:progress', chapter: 'ticket', completed: [], score: { right: 1, asked: 2 } });
  });

  it('treats an extra scene’s beats as neither seeks nor the chapter’s end', async () => {
    const { store, types } = setUp();
    await ready(store);
    const slot = store.getState().traces.ticket;
    if (slot?.status !== 'ready') throw new Error('not built');
    store.getState().playScene(slot.trace, 'A replay');
    store.getState().seek(slot.trace.beats.length - 2);
    store.getState().stepForward();
    expect(types().filter((t) => t === 'cloakroom:seeked' || t === 'cloakroom:ended' || t === 'cloakroom:progress')).toEqual([]);
  });

  it('applies a burst of commands once, at the next frame: the latest seek wins', async () => {
    const { store, post, drawFrame, types, sent } = setUp();
    await ready(store);
    sent.length = 0;
    const course = { origin: COURSE, isParent: true };
    for (let i = 0; i < 10_000; i++) post({ type: 'cloakroom:seek', beat: i % 5 }, course);
    post({ type: 'cloakroom:seek', beat: 3 }, course);
    expect(store.getState().cursor).toBe(0); // nothing applied between frames
    drawFrame();
    expect(store.getState().cursor).toBe(3);
    expect(types()).toEqual(['cloakroom:seeked']);
    drawFrame();
    expect(types()).toEqual(['cloakroom:seeked']); // the burst is spent: a later frame applies nothing again
  });

  it('keeps the latest command of each kind, in the order they came', async () => {
    const { store, post, drawFrame, types, sent } = setUp();
    await ready(store);
    sent.length = 0;
    const course = { origin: COURSE, isParent: true };
    post({ type: 'cloakroom:speed', value: 0.5 }, course);
    post({ type: 'cloakroom:play' }, course);
    post({ type: 'cloakroom:seek', beat: 2 }, course);
    post({ type: 'cloakroom:pause' }, course);
    post({ type: 'cloakroom:speed', value: 2 }, course);
    drawFrame();
    expect(store.getState()).toMatchObject({ cursor: 2, playing: false, speed: 2 });
    expect(types()).toEqual(['cloakroom:seeked', 'cloakroom:ratechange']); // play then pause collapsed to pause: no change
  });
});

describe('the browser host', () => {
  /** A window with a parent, whose message events the test fires by hand. */
  function fakeWindow() {
    const parent = { postMessage: vi.fn() };
    const listeners: ((event: MessageEvent) => void)[] = [];
    const animationFrames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const win = {
      parent,
      addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.push(listener),
      removeEventListener: () => {},
      requestAnimationFrame: (callback: () => void) => animationFrames.push(callback),
      setTimeout: (callback: () => void) => timers.push(callback),
    } as unknown as HostWindow;
    /** Fires a message whose `data` getter counts its reads, as the browser decodes data when it is read. */
    const fire = (origin: string, source: unknown, data: unknown) => {
      const read = vi.fn(() => data);
      const event = { origin, source, get data() { return read(); } } as unknown as MessageEvent;
      for (const listener of listeners) listener(event);
      return read;
    };
    return { win, parent, fire, animationFrames, timers };
  }

  it('never reads the data of a message from a sender it does not trust', async () => {
    const { win, parent, fire, animationFrames } = fakeWindow();
    const store = createPlayerStore({ chapters: chapterList().map((c) => c.id), story: 'payflow', buildTrace, chapter: 'ticket' });
    connectBridge({ store, host: windowHost(win), origin: COURSE });
    await store.getState().loadTrace('ticket');
    const sibling = {};
    expect(fire('https://evil.example', sibling, { type: 'cloakroom:seek', beat: 4 })).not.toHaveBeenCalled();
    expect(fire('https://evil.example', parent, { type: 'cloakroom:seek', beat: 4 })).not.toHaveBeenCalled();
    expect(fire(COURSE, parent, { type: 'cloakroom:seek', beat: 4 })).toHaveBeenCalledTimes(1);
    animationFrames.splice(0).forEach((frame) => frame());
    expect(store.getState().cursor).toBe(4);
  });

  it('without an origin, never reads the data of a message from a frame that is not the parent', () => {
    const { win, parent, fire } = fakeWindow();
    const store = createPlayerStore({ chapters: chapterList().map((c) => c.id), story: 'payflow', buildTrace, chapter: 'ticket' });
    connectBridge({ store, host: windowHost(win), origin: null });
    expect(fire(COURSE, {}, { type: 'cloakroom:play' })).not.toHaveBeenCalled();
    expect(fire(COURSE, parent, { type: 'cloakroom:play' })).toHaveBeenCalledTimes(1);
  });

  it('runs a queued flush once, on the animation frame or, where frames stop, on a timer', () => {
    const { win, animationFrames, timers } = fakeWindow();
    const host = windowHost(win);
    const flush = vi.fn();
    host.nextFrame(flush);
    animationFrames.splice(0).forEach((frame) => frame());
    timers.splice(0).forEach((timer) => timer());
    expect(flush).toHaveBeenCalledTimes(1);
    const undrawn = vi.fn();
    host.nextFrame(undrawn);
    timers.splice(0).forEach((timer) => timer()); // an iframe scrolled away draws no frames
    expect(undrawn).toHaveBeenCalledTimes(1);
  });
});
