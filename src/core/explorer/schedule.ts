import { keyModeOf, paycoKeyWith, storeVariantOf } from '../scenarios/breakSwitches';
import type { WorkerPoint } from '../sim/faults';
import type { BreakId } from '../trace/types';

/** The explorer's variants: the correct system and one switch flipped each. */
export const EXPLORER_VARIANTS = ['correct', 'select-then-insert', 'blind-takeover', 'no-fencing', 'no-provider-key', 'key-per-try'] as const satisfies readonly ('correct' | BreakId)[];
export type ExplorerVariant = (typeof EXPLORER_VARIANTS)[number];

/** The switches behind a variant; tests combine them to show each invariant able to fail. */
export interface Switches {
  claim: 'insert-on-conflict' | 'select-then-insert';
  takeover: 'compare-and-set' | 'blind';
  fencing: boolean;
  paycoKey: boolean;
  keyMode: 'same-key' | 'per-try';
}

/** The switches with the mistakes of `breaks` in them, as the break switches' table says. */
export function switchesWith(breaks: readonly BreakId[]): Switches {
  const store = storeVariantOf(breaks);
  return {
    claim: store.claim ?? 'insert-on-conflict',
    takeover: store.takeover ?? 'compare-and-set',
    fencing: store.fencing ?? true,
    paycoKey: paycoKeyWith(breaks),
    keyMode: keyModeOf(breaks) === 'per-try' ? 'per-try' : 'same-key',
  };
}

/** The correct system with one switch flipped (none for `correct`). */
export function switchesOf(variant: ExplorerVariant): Switches {
  return switchesWith(variant === 'correct' ? [] : [variant]);
}

/** The mistakes a set of switches has in it, as break ids in the explorer's order (none: the correct system). */
export function breaksIn(switches: Switches): Exclude<ExplorerVariant, 'correct'>[] {
  return EXPLORER_VARIANTS.filter((v): v is Exclude<ExplorerVariant, 'correct'> => {
    if (v === 'correct') return false;
    const one = switchesOf(v);
    const key = (Object.keys(one) as (keyof Switches)[]).find((k) => one[k] !== CORRECT[k])!;
    return switches[key] === one[key];
  });
}

/**
 * A set of switches named by the variants it combines (`select-then-insert + no-provider-key`), or
 * `correct` when none is flipped.
 */
export function describeSwitches(switches: Switches): string {
  const flipped = breaksIn(switches);
  return flipped.length ? flipped.join(' + ') : 'correct';
}

const CORRECT = switchesOf('correct');

/** Points where the explorer may crash or freeze a worker (PayFlow has no transaction point). */
export const FAULT_POINTS: readonly WorkerPoint[] = ['receive', 'claim', 'read', 'takeover', 'work', 'save', 'release', 'respond'];

/**
 * One run of the race explorer, as plain data: K taps of one intent (one order, one key) across W
 * workers, with at most one crash and one freeze, some lost answers and failed PayCo calls, and the
 * choices the scheduler and the load balancer make. The same schedule always replays the same run.
 */
export interface Schedule {
  /** When each tap starts, ms (2 or 3 taps; a double click is [0, 0]). */
  taps: number[];
  /** How many workers share the database (2 or 3). */
  workers: number;
  /** Worker `worker` (0-based) dies at its `occurrence`-th visit of `at`. */
  crash?: { worker: number; at: WorkerPoint; occurrence: number };
  /**
   * Worker `worker` freezes for `forMs` (longer than lockMs) at its `occurrence`-th visit of `at`;
   * with `untilTakeover`, it wakes as soon as another worker takes a key over (a late save then lands
   * while the new owner still works).
   */
  pause?: { worker: number; at: WorkerPoint; occurrence: number; forMs: number; untilTakeover?: boolean };
  /** The attempts (counted across taps, from 1) whose answers the network loses. */
  lostResponses: number[];
  /** The PayCo calls (from 1) whose answers are lost, so that worker's work fails after PayCo's timeout. */
  paycoFailures: number[];
  /** Each pick among two or more ready tasks or live workers takes the next number, modulo the options; 0 after the end. */
  choices: number[];
}

/** A broken invariant, named, with what happened. */
export interface Violation {
  invariant: InvariantId;
  message: string;
}

/**
 * The lesson's invariants the explorer checks, by id; narration says each (`words.race.invariants`).
 * `no-double-charge` is the scene check `charged-once` (core/checks judges it on each run's Trace); the
 * others watch the store's steps or the client's answers across keys, which the scene checks say nothing about.
 */
export const INVARIANT_IDS = ['no-double-charge', 'same-charge', 'answer-kept', 'claim-kept', 'one-takeover', 'work-once'] as const;
export type InvariantId = (typeof INVARIANT_IDS)[number];

/** The invariants `violations` broke, each once, in the order they first broke. */
export function brokenInvariants(violations: readonly Violation[]): InvariantId[] {
  return [...new Set(violations.map((v) => v.invariant))];
}
