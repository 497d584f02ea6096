import type { Api, ChannelMessage, Fatal, NoApi, ProgressOf, ReplyOf, RequestOf } from './messages';
import type { Port } from './port';
import { Refusal, type Problem } from '../../core/problem';

/** How a caller follows one call. */
export interface CallOptions<Progress> {
  /** Hears each progress report, in order, before the call settles. */
  onProgress?(progress: Progress): void;
  /** Aborting asks the serving end to stop; the call still settles with whatever it then answers. */
  signal?: AbortSignal;
}

/** What a handler gets beside its request. */
export interface CallContext<Progress> {
  /** Reports progress to the caller; ignored once the call has settled. */
  progress(value: Progress): void;
  /** Aborted when the caller cancels the call. */
  signal: AbortSignal;
}

/** One function per method of `A`: what a serving end runs. */
export type Handlers<A extends Api> = {
  [M in keyof A]: (request: RequestOf<A[M]>, context: CallContext<ProgressOf<A[M]>>) => ReplyOf<A[M]> | Promise<ReplyOf<A[M]>>;
};

/** A call that failed: the serving end's message, its problem (what a learner is told) if it gave one, and whether that end is spent. */
export class CallFailed extends Error {
  constructor(
    message: string,
    readonly fatal?: Fatal,
    readonly problem?: Problem,
  ) {
    super(message);
    this.name = 'CallFailed';
  }
}

export interface ChannelOptions {
  /** Which errors a handler throws leave this end unable to serve more (its caller then replaces it). */
  fatal?(error: unknown): Fatal | undefined;
  /** Hears a fatal failure from the other end, before the call that received it fails. */
  onFatal?(failure: CallFailed): void;
}

/** The calling side of a channel. */
export interface Channel<Remote extends Api> {
  /** Calls `method` on the other end; resolves with its reply, rejects with `CallFailed`. */
  call<M extends keyof Remote & string>(method: M, request: RequestOf<Remote[M]>, options?: CallOptions<ProgressOf<Remote[M]>>): Promise<ReplyOf<Remote[M]>>;
  /** Fails every call still waiting with `error` (the other end is gone); answers to them that still come are ignored. */
  failAll(error: Error): void;
}

interface Waiting {
  resolve(reply: unknown): void;
  reject(error: Error): void;
  onProgress: ((progress: unknown) => void) | undefined;
  /** Stops listening to the caller's signal. */
  release(): void;
}

/**
 * Opens a channel over `port`: this end calls the other end's `Remote` API and serves its own
 * `Local` one with `handlers`. The two directions keep their ids apart, so both ends may call.
 */
export function openChannel<Remote extends Api = NoApi, Local extends Api = NoApi>(port: Port, handlers?: Handlers<Local>, options: ChannelOptions = {}): Channel<Remote> {
  let nextId = 1;
  const waiting = new Map<number, Waiting>();
  const serving = new Map<number, AbortController>();

  const settle = (id: number, settle: (w: Waiting) => void) => {
    const call = waiting.get(id);
    if (!call) return; // failed already (failAll), or never ours
    waiting.delete(id);
    call.release();
    settle(call);
  };

  const serve = (id: number, method: string, request: unknown) => {
    const controller = new AbortController();
    serving.set(id, controller);
    const context: CallContext<unknown> = {
      progress: (progress) => {
        if (serving.get(id) === controller) port.send({ kind: 'progress', id, progress });
      },
      signal: controller.signal,
    };
    const handler = handlers && Object.hasOwn(handlers, method) ? (handlers[method] as (request: unknown, context: CallContext<unknown>) => unknown) : undefined;
    Promise.resolve()
      .then(() => {
        if (!handler) throw new Error(`no such method here: ${method}`);
        return handler(request, context);
      })
      .then(
        (reply) => port.send({ kind: 'reply', id, reply }),
        (error: unknown) => {
          const fatal = options.fatal?.(error);
          const problem = error instanceof Refusal ? { problem: error.problem } : {};
          port.send({ kind: 'fail', id, message: error instanceof Error ? error.message : String(error), ...(fatal ? { fatal } : {}), ...problem });
        },
      )
      .finally(() => serving.delete(id));
  };

  port.listen((message: ChannelMessage) => {
    switch (message.kind) {
      case 'call':
        return serve(message.id, message.method, message.request);
      case 'cancel':
        return serving.get(message.id)?.abort();
      case 'progress':
        return waiting.get(message.id)?.onProgress?.(message.progress);
      case 'reply':
        return settle(message.id, (call) => call.resolve(message.reply));
      case 'fail': {
        const failure = new CallFailed(message.message, message.fatal, message.problem);
        if (failure.fatal && waiting.has(message.id)) options.onFatal?.(failure);
        return settle(message.id, (call) => call.reject(failure));
      }
    }
  });

  return {
    call(method, request, callOptions = {}) {
      const id = nextId++;
      const { signal, onProgress } = callOptions;
      return new Promise((resolve, reject) => {
        const cancel = () => port.send({ kind: 'cancel', id });
        signal?.addEventListener('abort', cancel, { once: true });
        const release = () => signal?.removeEventListener('abort', cancel);
        waiting.set(id, { resolve: resolve as (reply: unknown) => void, reject, onProgress: onProgress as Waiting['onProgress'], release });
        try {
          port.send({ kind: 'call', id, method, request });
        } catch (error) {
          // A request that cannot be sent (not cloneable, a closed channel) fails here, and is not kept waiting.
          settle(id, (call) => call.reject(error instanceof Error ? error : new Error(String(error))));
          return;
        }
        if (signal?.aborted) cancel();
      });
    },
    failAll(error) {
      for (const id of [...waiting.keys()]) settle(id, (call) => call.reject(error));
    },
  };
}
