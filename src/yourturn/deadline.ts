/**
 * The time limit of a learner's test, on a clock that a loaded machine does not run down.
 *
 * A test that does not settle is a synchronous endless loop in the learner's code (the harness's own
 * waits are bounded and its clock is virtual, so a promise nobody settles fails its test, it does not
 * hang it). Wall-clock time alone would also end a correct test on a machine too busy to give the
 * worker its share: a 2 s limit while other programs hold both cores. So the limit is counted in ticks
 * of this realm's own timer, each counting at most the tick it was asked for: when the machine is so
 * loaded that a 100 ms timer fires 400 ms late, that tick still counts 100 ms, and the learner's worker,
 * starved alike, gets the wall time it lost. An endless loop is still ended: the page's timers go on
 * firing while the worker loops, and `limitMs` of them on time end it (on an idle machine, at `limitMs`).
 */

/** How often the limit's clock ticks. */
export const DEADLINE_TICK_MS = 100;

export interface Deadline {
  /** Resolves when `limitMs` of on-time ticks have passed. */
  readonly passed: Promise<void>;
  cancel(): void;
  /** Counts from zero again (a long search that made progress gets its limit anew). */
  restart(): void;
}

/** A deadline `limitMs` ahead on the tick clock; `now` is this realm's monotonic clock. */
export function deadline(limitMs: number, now: () => number = () => performance.now()): Deadline {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let counted = 0;
  let last = now();
  const passed = new Promise<void>((resolve) => {
    const tick = () => {
      const at = now();
      counted += Math.min(at - last, DEADLINE_TICK_MS);
      last = at;
      if (counted >= limitMs) return resolve();
      timer = setTimeout(tick, Math.min(DEADLINE_TICK_MS, limitMs - counted));
    };
    timer = setTimeout(tick, Math.min(DEADLINE_TICK_MS, limitMs));
  });
  return { passed, cancel: () => clearTimeout(timer), restart: () => void (counted = 0) };
}
