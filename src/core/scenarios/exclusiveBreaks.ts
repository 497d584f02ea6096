/**
 * Break-it switches that exclude each other: each group is one choice made two wrong ways, so at most
 * one of a group can be on. Every place that takes switches (the buttons, `?break=`, the player's
 * state) applies these rules, so no scene is ever asked for with both.
 */
import type { BreakId } from '../trace/types';

export const EXCLUSIVE_BREAKS: readonly (readonly BreakId[])[] = [
  // Both decide which key the client sends: none at all, or a fresh one for every attempt.
  ['no-key', 'key-per-try'],
];

/** The groups of which more than one switch is on, each with the switches on, in `on`'s order. */
export function clashesIn(on: readonly BreakId[]): BreakId[][] {
  return EXCLUSIVE_BREAKS.map((group) => on.filter((b) => group.includes(b))).filter((both) => both.length > 1);
}

/** `on` with every switch of a clash turned off: for a list from outside (a URL), where no order says which was meant. */
export function withoutClashes(on: readonly BreakId[]): BreakId[] {
  const clashing = clashesIn(on).flat();
  return on.filter((b) => !clashing.includes(b));
}

/** `on` keeping, of each clash, the switch listed last: the one turned on most recently. */
export function latestOfEach(on: readonly BreakId[]): BreakId[] {
  const beaten = clashesIn(on).flatMap((group) => group.slice(0, -1));
  return on.filter((b) => !beaten.includes(b));
}

/** Flips `id`: off if it was on; else on, with the switches it excludes turned off. */
export function toggleBreak(on: readonly BreakId[], id: BreakId): BreakId[] {
  return on.includes(id) ? on.filter((b) => b !== id) : latestOfEach([...on, id]);
}
