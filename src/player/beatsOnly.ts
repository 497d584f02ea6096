import type { ChapterId, Trace } from '../core/trace';

/**
 * For tests of the playback arithmetic only: a Trace of `count` empty beats. What the beats say does
 * not matter to the store, the driver or the narrator, only how many there are. Never shown on screen:
 * the screen shows real Traces (tested in core, and in the page by the e2e suite).
 */
export function beatsOnly(chapter: ChapterId, count: number): Trace {
  const state = { idempotencyKeys: [], charges: [], loans: [] };
  const beats = Array.from({ length: count }, (_, index) => ({
    index,
    time: index * 100,
    actor: 'phone',
    kind: 'note' as const,
    detail: { type: 'note' as const },
    state,
    chapter,
    caption: { id: `${chapter}.${index}` },
  }));
  return { kind: 'scene', chapter, story: 'payflow', breaks: [], seed: 1, lockMs: 5000, actors: [], beats };
}
