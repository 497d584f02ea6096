import type { ChannelMessage } from './messages';

/**
 * One end of a message pipe, as a channel needs it: a Worker, a worker's own scope, a Node child
 * process or the engine in the page each fit in two lines.
 */
export interface Port {
  send(message: ChannelMessage): void;
  /** `receive` hears every message from the other end, from now on (one listener per port). */
  listen(receive: (message: ChannelMessage) => void): void;
}

/** What `postMessage` speaks: a Worker from the page's side, or a worker's global scope from inside. */
export interface MessageTarget {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

/** A `postMessage` target as a `Port`. */
export function messagePort(target: MessageTarget): Port {
  return {
    send: (message) => target.postMessage(message),
    listen: (receive) => {
      target.onmessage = (event) => receive(event.data as ChannelMessage);
    },
  };
}

/**
 * Two ports joined to each other in one realm, for a service run on the page's own thread. A
 * message arrives a microtask later, as from a worker (never inside `send`), and uncopied; one
 * sent before the other end listens waits for it.
 */
export function portPair(): [Port, Port] {
  const end = () => {
    let receive: ((message: ChannelMessage) => void) | undefined;
    const early: ChannelMessage[] = [];
    return {
      deliver(message: ChannelMessage) {
        if (receive) queueMicrotask(() => receive!(message));
        else early.push(message);
      },
      port(other: { deliver(message: ChannelMessage): void }): Port {
        return {
          send: (message) => other.deliver(message),
          listen(listener) {
            receive = listener;
            for (const message of early.splice(0)) queueMicrotask(() => listener(message));
          },
        };
      },
    };
  };
  const [a, b] = [end(), end()];
  return [a.port(b), b.port(a)];
}
