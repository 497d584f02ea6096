/**
 * The typed request/response protocol every worker of the app speaks (the scene, lab and race
 * services of the engine worker, and the process race's IPC): a call carries an id the helper picks,
 * and is answered by any number of progress messages, then one reply or one failure with that id.
 * Plain, structured-cloneable data, so it crosses `postMessage` and Node's IPC alike.
 */
import type { Problem } from '../../core/problem';

/** One method of an API: what it is asked, what it answers, and what it reports while it works. */
export interface Method<Request, Reply, Progress = never> {
  request: Request;
  reply: Reply;
  progress: Progress;
}

/** An API: method names to their `Method`. Written as a `type` (an interface has no index signature). */
export type Api = Record<string, Method<unknown, unknown, unknown>>;

/** The API of an end that serves nothing. */
export type NoApi = Record<never, Method<unknown, unknown, unknown>>;

export type RequestOf<M> = M extends Method<infer Request, unknown, unknown> ? Request : never;
export type ReplyOf<M> = M extends Method<unknown, infer Reply, unknown> ? Reply : never;
export type ProgressOf<M> = M extends Method<unknown, unknown, infer Progress> ? Progress : never;

/**
 * A failure after which the end that failed can serve nothing more, so its caller replaces it:
 * - `start`: its code did not load (a chunk it imports on demand, say);
 * - `realm`: its realm is spent (sql.js keeps a failed start for the life of the realm).
 */
export type Fatal = 'start' | 'realm';

/** What a caller sends. `cancel` asks the call `id` to stop; the call still ends with a reply or a failure. */
export type CallMessage = { kind: 'call'; id: number; method: string; request: unknown } | { kind: 'cancel'; id: number };

/** What a serving end answers to the call `id`; a failure brings its problem (`Refusal`) as data when it has one. */
export type AnswerMessage =
  | { kind: 'progress'; id: number; progress: unknown }
  | { kind: 'reply'; id: number; reply: unknown }
  | { kind: 'fail'; id: number; message: string; fatal?: Fatal; problem?: Problem };

/** Anything that crosses a channel. */
export type ChannelMessage = CallMessage | AnswerMessage;
