import { STATUS_CODES } from 'node:http';
import { serve } from 'srvx';
import type { Handler } from '../core/http';

/** A running HTTP server. */
export interface Listening {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  readonly port: number;
  /** Stops accepting connections and waits for requests in progress (at most `graceMs`, then drops them). */
  close(graceMs?: number): Promise<void>;
}

/**
 * Serves a Fetch handler over Node's HTTP server through srvx (a small Fetch-to-Node adapter with
 * no dependencies): the handler gets a standard `Request`, streams included, exactly as in the page.
 * Listens on 127.0.0.1 only. Rejects with `ListenError` (one line) when the port cannot be had.
 */
export async function listen(handler: Handler, port: number): Promise<Listening> {
  const server = serve({
    fetch: async (request) => withReasonPhrase(await handler(request)),
    port,
    hostname: '127.0.0.1',
    manual: true, // listen when asked, so a busy port rejects here rather than being logged by srvx
    silent: true,
    gracefulShutdown: false, // the CLI owns Ctrl-C: it must checkpoint the database after the last request
  });
  try {
    await server.serve();
  } catch (error) {
    throw new ListenError(port, error);
  }
  const address = server.node!.server!.address();
  const actual = typeof address === 'object' && address !== null ? address.port : port;
  return {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    async close(graceMs = 2_000) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<void>((resolve) => (timer = setTimeout(() => resolve(server.close(true)), graceMs)));
      await Promise.race([server.close(), late]);
      clearTimeout(timer);
    },
  };
}

/** The port cannot be listened on; `message` says why in one line. */
export class ListenError extends Error {
  constructor(
    readonly port: number,
    cause: unknown,
  ) {
    const code = (cause as { code?: unknown }).code;
    super(
      code === 'EADDRINUSE'
        ? `port ${port} is already in use: stop the program using it, or pick another with --port`
        : code === 'EACCES'
          ? `not allowed to listen on port ${port}: pick a port above 1023 with --port`
          : `cannot listen on port ${port}: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
    this.name = 'ListenError';
  }
}

// A Fetch Response built with only a status has an empty statusText; curl then shows "HTTP/1.1 201 ".
function withReasonPhrase(response: Response): Response {
  if (response.statusText !== '') return response;
  const { status, headers, body } = response;
  return new Response(body, { status, statusText: STATUS_CODES[status] ?? '', headers });
}
