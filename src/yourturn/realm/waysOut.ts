/**
 * The learner's realm's second fence, in words. The first is the frame's policy (no connection, no
 * script source), which stops every request but says only an engine's TypeError. Here each way out is
 * replaced, in the learner's worker only, by a stand-in that refuses at once and notes the attempt: the
 * names the module sees (src/yourturn/learnerModule.ts) and the worker's globals (`globalThis.fetch`,
 * `self.WebSocket`), so a test that tried says so ("your code tried to reach outside…: fetch('…')").
 * Nothing is sent either way: the policy would stop it, and these never ask.
 */

/** A way out of the realm, as the learner wrote it. `import` is an import() of anything but 'cloakroom'. */
export type WayOut = 'fetch' | 'XMLHttpRequest' | 'WebSocket' | 'EventSource' | 'WebTransport' | 'importScripts' | 'Worker' | 'SharedWorker' | 'import';

/** One attempt: the way, and where to (a URL or a module name, as the learner gave it, cut to 120 characters). */
export interface WayOutAttempt {
  way: WayOut;
  target: string;
}

/** What the learner's code is thrown when it tries a way out. */
export class WayOutRefused extends Error {
  constructor(readonly attempt: WayOutAttempt) {
    super(`${attempt.way} is not available here: nothing leaves the realm your code runs in`);
    this.name = 'WayOutRefused';
  }
}

/** The globals replaced, each with the way it is. */
export const GLOBAL_WAYS_OUT = ['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource', 'WebTransport', 'importScripts', 'Worker', 'SharedWorker'] as const satisfies readonly WayOut[];

function targetOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  try {
    const text = typeof value === 'string' ? value : value instanceof URL ? value.href : value && typeof value === 'object' && 'url' in value ? String(value.url) : String(value);
    return text.slice(0, 120);
  } catch {
    return '';
  }
}

/** Attempts noted since the last `drain()`. */
export interface WayOutLog {
  note(attempt: WayOutAttempt): void;
  drain(): WayOutAttempt[];
}

export function wayOutLog(): WayOutLog {
  const attempts: WayOutAttempt[] = [];
  return {
    note: (attempt) => void attempts.push(attempt),
    drain: () => attempts.splice(0),
  };
}

/**
 * A stand-in for each global way out: it notes the attempt in `log` and refuses with `WayOutRefused`,
 * called with `new` or without. `fetch` refuses as the real one fails, with a rejected promise, so code
 * that goes on after `fetch(…).catch()` goes on to its next attempt, and that too is noted.
 */
export type StandIns = Record<(typeof GLOBAL_WAYS_OUT)[number], (target?: unknown) => unknown>;

export function standIns(log: WayOutLog): StandIns {
  const refuse = (way: WayOut, target: unknown): WayOutRefused => {
    const attempt = { way, target: targetOf(target) };
    log.note(attempt);
    return new WayOutRefused(attempt);
  };
  const standIn = (way: WayOut) =>
    way === 'fetch'
      ? (target?: unknown): Promise<never> => Promise.reject(refuse(way, target))
      : function (target?: unknown): never {
          throw refuse(way, target);
        };
  return Object.fromEntries(GLOBAL_WAYS_OUT.map((way) => [way, standIn(way)])) as StandIns;
}

/**
 * Puts `standIns` in place of each way out `scope` (the worker's global) has, for good. Run after the
 * worker's own start (which probes the network with the real `fetch`) and before any learner code.
 */
export function fenceWaysOut(scope: object, stand: StandIns): void {
  for (const way of GLOBAL_WAYS_OUT) {
    if (!(way in scope) || Object.getOwnPropertyDescriptor(scope, way)?.configurable === false) continue; // absent, or fenced already
    Object.defineProperty(scope, way, { value: stand[way], writable: false, configurable: false, enumerable: false });
  }
}

/** What the learner's worker fences its realm with: the log the tests read, and the stand-ins the module sees. */
export interface RealmFence {
  log: WayOutLog;
  standIns: StandIns;
}

export function realmFence(): RealmFence {
  const log = wayOutLog();
  return { log, standIns: standIns(log) };
}
