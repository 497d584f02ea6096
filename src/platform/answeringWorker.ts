/**
 * A worker behind a port that always answers. Where no worker can be made here (a policy forbids even
 * a blob worker) or its script does not load (a sandboxed frame on a server without CORS), each
 * request it was sent is answered with an error event in the caller's own protocol, so the view says
 * why, and its button retries, instead of waiting forever. The next request after a failure starts a
 * new worker.
 */

/** The port a store talks to: requests with an id in, events out. */
export interface RequestPort<Request extends { id: number }, Event> {
  postMessage(request: Request): void;
  onmessage: ((event: MessageEvent<Event>) => void) | null;
  terminate(): void;
}

/** Why a worker's script did not load, as far as the page can tell. */
export function whyNoScript(): string {
  // In a sandboxed frame the script is fetched from the opaque origin "null": the server must allow it.
  return globalThis.origin === 'null'
    ? 'its script did not load. This page is in a sandboxed frame, and its server must allow that (Access-Control-Allow-Origin, see EMBEDDING.md)'
    : 'its script did not load';
}

/**
 * `spawn` makes the worker (write it there as `new Worker(new URL('./x.ts', import.meta.url), …)`
 * for Vite); `failed(id, message)` is the protocol's error event; `what` names the worker for a learner.
 */
export function answeringWorker<Request extends { id: number }, Event>(
  spawn: () => Worker,
  failed: (id: number, message: string) => Event,
  what: string,
): RequestPort<Request, Event> {
  let worker: Worker | undefined;
  /** Requests the current worker was sent: a failure answers each (a store ignores ids it no longer waits for). */
  const sent = new Set<number>();

  const answer = (ids: readonly number[], message: string) =>
    queueMicrotask(() => {
      for (const id of ids) port.onmessage?.({ data: failed(id, message) } as MessageEvent<Event>);
    });

  const start = (): Worker => {
    const created = spawn();
    created.onmessage = (event: MessageEvent<Event>) => port.onmessage?.(event);
    created.onerror = (event) => {
      event.preventDefault();
      const ids = [...sent];
      port.terminate();
      answer(ids, `The ${what} could not start: ${event.message || whyNoScript()}`);
    };
    return created;
  };

  const port: RequestPort<Request, Event> = {
    onmessage: null,
    postMessage(request) {
      try {
        worker ??= start();
      } catch (error) {
        answer([request.id], `The ${what} cannot run in this page: ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
      sent.add(request.id);
      worker.postMessage(request);
    },
    terminate() {
      worker?.terminate();
      worker = undefined;
      sent.clear();
    },
  };
  return port;
}
