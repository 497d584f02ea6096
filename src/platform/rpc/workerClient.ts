/**
 * The page's side of a worker: typed calls with progress (see `openChannel`), over a worker that
 * is started on the first call and replaced after a failure. Where no worker can be made here (a
 * policy forbids even a blob worker), where its script does not load (a sandboxed frame on a server
 * without CORS), or where it reports itself spent, every call waiting on it fails with a problem (a
 * `Refusal`) the view words, so it says why and its button retries; the next call starts a new worker.
 */
import { CallFailed, openChannel, type Channel } from './channel';
import type { Api } from './messages';
import { messagePort, type Port } from './port';
import { problemOf, Refusal, type Problem, type WorkerName } from '../../core/problem';

/** A started worker, as `workerClient` needs it. */
export interface Spawned {
  port: Port;
  /**
   * `listener` hears it if the worker dies or its script does not load: what the browser said ('' if
   * nothing), or a problem where the spawner knows better.
   */
  onCrash(listener: (why: string | Problem) => void): void;
  terminate(): void;
}

/** A Web Worker as `Spawned`. */
export function fromWorker(worker: Worker): Spawned {
  return {
    port: messagePort(worker),
    onCrash(listener) {
      worker.onerror = (event) => {
        event.preventDefault();
        listener(event.message);
      };
    },
    terminate: () => worker.terminate(),
  };
}

/** Why a worker's script did not load, as far as this realm can tell. */
export function whyNoScript(): Problem {
  // In a sandboxed frame the script is fetched from the opaque origin "null": the server must allow it.
  return { kind: 'noScript', sandboxed: globalThis.origin === 'null' };
}

/** What a call waiting on a worker fails with when `terminate()` ends it. */
export class WorkerStopped extends Refusal {
  constructor(worker: WorkerName) {
    super({ kind: 'workerStopped', worker });
    this.name = 'WorkerStopped';
  }
}

/** Calls into a worker that is started when needed and replaced after a failure. */
export interface WorkerClient<A extends Api> {
  /** As `Channel.call`; rejects with an error whose problem (`problemOf`) a learner is told. */
  call: Channel<A>['call'];
  /** Ends the worker now: calls still waiting fail with `WorkerStopped`; the next call starts a new worker. */
  terminate(): void;
}

/** `spawn` starts the worker (it may throw where none may start); `name` is what a learner is told failed. */
export function workerClient<A extends Api>(spawn: () => Spawned, name: WorkerName): WorkerClient<A> {
  const noStart = (why: Problem): Problem => ({ kind: 'workerNoStart', worker: name, why });
  let current: { worker: Spawned; channel: Channel<A> } | undefined;

  const end = (worker: Spawned, error: Error) => {
    if (current?.worker !== worker) return; // already replaced
    const { channel } = current;
    current = undefined;
    worker.terminate();
    channel.failAll(error);
  };

  const start = () => {
    const worker = spawn();
    const channel = openChannel<A>(worker.port, undefined, {
      onFatal: (failure) => {
        const problem = noStart(problemOf(failure));
        end(worker, failure.fatal === 'start' ? new CallFailed(JSON.stringify(problem), failure.fatal, problem) : failure);
      },
    });
    // The browser's `error` event says nothing for a script that did not load.
    worker.onCrash((why) => end(worker, new Refusal(noStart(typeof why !== 'string' ? why : why ? { kind: 'said', text: why } : whyNoScript()))));
    return { worker, channel };
  };

  return {
    call(method, request, options) {
      try {
        current ??= start();
      } catch (error) {
        return Promise.reject(new Refusal({ kind: 'workerNotHere', worker: name, why: problemOf(error) }, { cause: error }));
      }
      return current.channel.call(method, request, options);
    },
    terminate() {
      if (current) end(current.worker, new WorkerStopped(name));
    },
  };
}
