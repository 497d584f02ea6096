/**
 * The process race's IPC: the coordinator (`raceProcesses`) and each race process (`raceChild`) call
 * each other over Node's IPC channel with the app's typed request/response messages
 * (src/platform/rpc). A process that must wait (at an await point of the store, or inside a held
 * PayCo call) asks the coordinator, and the coordinator's reply is what lets it go on.
 */
import type { ChildProcess } from 'node:child_process';
import type { Method } from '../../platform/rpc/messages';
import type { Port } from '../../platform/rpc/port';
import type { RaceAnswer, RaceRole } from './protocol';

/** What the coordinator asks a race process: play one round in `role`; the reply is its answer. */
export type RacerApi = {
  round: Method<{ round: number; key: string; orderId: string; role: RaceRole }, RaceAnswer>;
};

/** What a race process asks the coordinator. */
export type CoordinatorApi = {
  /** The process has opened the shared file and takes rounds. */
  ready: Method<void, void>;
  /** It has arrived at an await point of the store; the reply lets it leave (lockstep). */
  park: Method<{ point: string }, void>;
  /** It is inside its PayCo call; the reply lets the call go on. */
  hold: Method<void, void>;
};

/** Node's IPC channel as a `Port`: from a forked child's `process`, or from the parent's `ChildProcess`. */
export function ipcPort(end: NodeJS.Process | ChildProcess): Port {
  return {
    send: (message) => end.send!(message),
    listen: (receive) => {
      const emitter: NodeJS.EventEmitter = end; // both carry one message per 'message' event
      emitter.on('message', receive);
    },
  };
}

/** Values handed over one by one, whichever comes first, the value or the wait for it; a failure fails every wait from then on. */
export interface Mailbox<T> {
  put(value: T): void;
  take(): Promise<T>;
  fail(error: Error): void;
}

/** An empty mailbox. */
export function mailbox<T>(): Mailbox<T> {
  const values: T[] = [];
  const takers: { resolve(value: T): void; reject(error: Error): void }[] = [];
  let failed: Error | undefined;
  return {
    put(value) {
      const taker = takers.shift();
      if (taker) taker.resolve(value);
      else values.push(value);
    },
    take() {
      if (values.length > 0) return Promise.resolve(values.shift()!);
      if (failed) return Promise.reject(failed);
      return new Promise((resolve, reject) => takers.push({ resolve, reject }));
    },
    fail(error) {
      failed = error;
      for (const taker of takers.splice(0)) taker.reject(error);
    },
  };
}
