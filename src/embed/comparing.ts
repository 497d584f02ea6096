/**
 * What the embedding page is told of a comparison: `cloakroom:ready` says whether the player opened
 * comparing (a `compare=` link) and what — it waits until that comparison is on screen or has failed —
 * and while one is on screen, the page's play, pause and seek drive its Timeline. A small observable in
 * the player's own chunk: the comparison's code arrives later, and settles it.
 */
import type { OutboundEvent } from './protocol';

/** What `ready` says of the comparison on screen. */
export type ComparingInfo = NonNullable<Extract<OutboundEvent, { type: 'cloakroom:ready' }>['comparing']>;

/** The verbs of a comparison's Timeline that the page's commands reach. */
export interface ComparisonVerbs {
  play(): void;
  pause(): void;
  /** To a step of the comparison's Timeline (clamped). */
  seek(step: number): void;
}

export interface ComparingWatch {
  /** Whether the comparison the address asked for (if any) is on screen or has failed. */
  readonly settled: boolean;
  /** The comparison on screen once settled (null: the single view). */
  readonly info: ComparingInfo | null;
  settle(info: ComparingInfo | null): void;
  /** Hears the settling; returns how to stop. */
  onSettled(listener: () => void): () => void;
  /** The comparison on screen now, if one is (the page's commands then drive it). */
  verbs(): ComparisonVerbs | undefined;
  /** Says where `verbs` comes from (the comparison's store, once it exists). */
  driveWith(verbs: () => ComparisonVerbs | undefined): void;
}

/** A watch for a player whose address asks for a comparison (`asked`), or none (settled at once, single view). */
export function comparingWatch(asked: boolean): ComparingWatch {
  let settled = !asked;
  let info: ComparingInfo | null = null;
  let verbs: () => ComparisonVerbs | undefined = () => undefined;
  const listeners = new Set<() => void>();
  return {
    get settled() {
      return settled;
    },
    get info() {
      return info;
    },
    settle(now) {
      if (settled) return;
      settled = true;
      info = now;
      for (const listener of [...listeners]) listener();
    },
    onSettled(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    verbs: () => verbs(),
    driveWith(next) {
      verbs = next;
    },
  };
}
