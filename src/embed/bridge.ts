/**
 * The postMessage bridge: turns the player's state changes into `cloakroom:*` events for the page
 * that embeds us, and that page's commands into the player's verbs. The messaging itself is behind
 * `EmbedHost` (the browser one is `windowHost`), so the bridge's rules are testable in Node.
 */
import { LESSON_CHAPTER_IDS } from '../core/scenarios/chapters';
import type { ChapterId } from '../core/trace';
import { chapterInfo } from '../narration/chapters';
import { summarize, type ChapterSummary } from '../narration/chapterSummary';
import type { ChapterOutline } from '../player/chapterOutline';
import type { PlayerState, PlayerStore } from '../player/playerState';
import { createCommandQueue } from './commandQueue';
import { eventTargetOrigin, isTrustedSender, parseInbound, type InboundCommand, type OutboundEvent } from './protocol';

/** Where events go and where commands come from. */
export interface EmbedHost {
  /** Whether there is a page around us to talk to. */
  embedded: boolean;
  post(event: OutboundEvent, targetOrigin: string): void;
  /**
   * Calls `listener` for every message with who sent it and how to read its data; returns how to stop.
   * The data is read only through `readData`, after the sender is trusted: reading a message's data
   * makes the browser deserialize it, and a foreign frame can post megabytes.
   */
  listen(listener: (sender: { origin: string; isParent: boolean }, readData: () => unknown) => void): () => void;
  /** Calls `callback` once, before the next frame is drawn. */
  nextFrame(callback: () => void): void;
}

export interface BridgeOptions {
  store: PlayerStore;
  host: EmbedHost;
  /** `?origin=`: the only origin allowed to command us; null ⇒ only the embedding window. */
  origin: string | null;
  /** Chapters already watched to their end (kept across visits by the caller). */
  completed?: readonly ChapterId[];
  /** Told whenever a chapter is newly completed, e.g. to persist the list. */
  onCompleted?: (completed: readonly ChapterId[]) => void;
  /** Extra fields for `cloakroom:progress` (issue 6: the prediction score). */
  progressExtras?: () => Partial<Extract<OutboundEvent, { type: 'cloakroom:progress' }>>;
  /** Subscribes to changes of those extras (a prediction answered): each sends `cloakroom:progress` again. Returns how to stop. */
  watchProgress?: (changed: () => void) => () => void;
  /**
   * Each offered chapter's outline, for the beats and length at 1× that `cloakroom:ready` gives (it
   * waits for them); built off the main thread. Without it, `ready` knows only the chapters already built.
   */
  outline?: (chapters: readonly ChapterId[], story: PlayerState['story'], breaks: PlayerState['breaks']) => Promise<ChapterOutline[]>;
}

/** Connects the player to the embedding page. Returns a function that disconnects. */
export function connectBridge(options: BridgeOptions): () => void {
  const { store, host } = options;
  if (!host.embedded) return () => {};
  const targetOrigin = eventTargetOrigin(options.origin);
  const send = (event: OutboundEvent) => host.post(event, targetOrigin);
  const completed = new Set<ChapterId>(options.completed ?? []);
  let ready = false;
  const summaries = summariesFor(options.outline, () => announceReady(store.getState()));

  const beatsOf = (s: PlayerState, id: ChapterId): number | null => {
    const slot = s.traces[id];
    return slot?.status === 'ready' ? slot.trace.beats.length : null;
  };

  const announceReady = (s: PlayerState) => {
    if (ready || beatsOf(s, s.chapter) === null) return;
    // The other chapters are counted once the opening one is on screen, never before it.
    summaries.start(s);
    if (!summaries.settled) return;
    ready = true;
    send({
      type: 'cloakroom:ready',
      chapters: s.chapters.map((id) => {
        const summary = summaries.of(id);
        return { id, title: chapterInfo(id).title, beats: summary?.beats ?? beatsOf(s, id), durationMs: summary?.durationMs ?? null };
      }),
      chapter: s.chapter,
      beat: s.cursor,
    });
  };

  const unsubscribe = store.subscribe((s, prev) => {
    announceReady(s);
    if (!ready) return;
    if (s.chapter !== prev.chapter) send({ type: 'cloakroom:chapterchange', chapter: s.chapter });
    if (s.playing !== prev.playing) send({ type: s.playing ? 'cloakroom:play' : 'cloakroom:pause', chapter: s.chapter, beat: s.cursor });
    if (s.speed !== prev.speed) send({ type: 'cloakroom:ratechange', speed: s.speed });

    // A chapter (or the clip asked for) whose last beat has had its time: watched to its end.
    if (s.finished && s.finished !== prev.finished) {
      send({ type: 'cloakroom:ended', chapter: s.finished.chapter });
      // A learner's own scene ends too, but completes nothing of the lesson.
      if (LESSON_CHAPTER_IDS.includes(s.finished.chapter)) completed.add(s.finished.chapter);
      options.onCompleted?.(s.chapters.filter((id) => completed.has(id)));
      sendProgress(s);
    }

    // An extra scene (a race found, one lab order) is not the chapter: its beats are neither seeks nor an ending.
    if (s.scene || prev.scene) return;
    const sameChapter = s.chapter === prev.chapter;
    const playedOn = sameChapter && s.cursor === prev.cursor + 1 && prev.playing && s.playing;
    if (sameChapter && s.cursor !== prev.cursor && !playedOn) send({ type: 'cloakroom:seeked', chapter: s.chapter, beat: s.cursor });
  });
  const sendProgress = (s: PlayerState) => {
    const list = s.chapters.filter((id) => completed.has(id));
    send({ type: 'cloakroom:progress', chapter: s.chapter, completed: list, ...options.progressExtras?.() });
  };
  const stopWatching = options.watchProgress?.(() => {
    if (ready) sendProgress(store.getState());
  });

  const chapterIds = store.getState().chapters;
  const commands = createCommandQueue((command) => obey(store.getState(), command), (flush) => host.nextFrame(flush));
  const stopListening = host.listen((sender, readData) => {
    if (!isTrustedSender(sender, options.origin)) return;
    const command = parseInbound(readData(), chapterIds);
    if (command) commands.push(command);
  });

  announceReady(store.getState());
  return () => {
    unsubscribe();
    stopListening();
    commands.dispose();
    stopWatching?.();
  };
}

/**
 * The offered chapters' summaries: their outlines asked for once (`start`), `settled` once known (or
 * failed: then none, and `ready` gives what the player has built). Without `outline`, settled from the start.
 */
function summariesFor(
  outline: BridgeOptions['outline'],
  onSettled: () => void,
): { readonly settled: boolean; start(s: PlayerState): void; of(id: ChapterId): ChapterSummary | undefined } {
  const known = new Map<ChapterId, ChapterSummary>();
  let settled = outline === undefined;
  let started = false;
  return {
    get settled() {
      return settled;
    },
    start(s) {
      if (started || !outline) return;
      started = true;
      const settle = (list: readonly ChapterSummary[]) => {
        for (const summary of list) known.set(summary.id, summary);
        settled = true;
        onSettled();
      };
      outline(s.chapters, s.story, s.breaks)
        .then((outlines) => outlines.map(summarize))
        .then(settle, () => settle([]));
    },
    of: (id) => known.get(id),
  };
}

function obey(player: PlayerState, command: InboundCommand): void {
  switch (command.type) {
    case 'cloakroom:play':
      return player.play();
    case 'cloakroom:pause':
      return player.pause();
    case 'cloakroom:seek':
      return player.seek(command.beat);
    case 'cloakroom:chapter':
      return player.goToChapter(command.id as ChapterId);
    case 'cloakroom:speed':
      return player.setSpeed(command.value);
    case 'cloakroom:captions':
      return player.setCaptions(command.on);
    case 'cloakroom:narration':
      return player.setNarration(command.on);
  }
}

/** The parts of `window` the browser host uses (a test brings its own). */
export type HostWindow = Pick<Window, 'parent' | 'addEventListener' | 'removeEventListener' | 'requestAnimationFrame' | 'setTimeout'>;

/**
 * A frame the browser stops drawing (an iframe scrolled away, a hidden tab) runs no animation
 * frames; commands then wait at most this long.
 */
const UNDRAWN_FRAME_MS = 100;

/** The browser's `EmbedHost`: `window.parent` and `message` events. */
export function windowHost(win: HostWindow = window): EmbedHost {
  return {
    embedded: win.parent !== win,
    post: (event, targetOrigin) => win.parent.postMessage(event, targetOrigin),
    listen(listener) {
      // Origin and source are plain fields; `event.data` is decoded only when the bridge reads it.
      const onMessage = (event: MessageEvent) =>
        listener({ origin: event.origin, isParent: event.source !== null && event.source === win.parent }, () => event.data);
      win.addEventListener('message', onMessage);
      return () => win.removeEventListener('message', onMessage);
    },
    nextFrame(callback) {
      let done = false;
      const once = () => {
        if (done) return;
        done = true;
        callback();
      };
      win.requestAnimationFrame(once);
      win.setTimeout(once, UNDRAWN_FRAME_MS);
    },
  };
}
