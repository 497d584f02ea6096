import { ConflictError, MismatchError } from '../store/errors';
import { MAX_BODY_BYTES, overByteLimit, readBody, type UnreadBody } from './body';
import { authenticatedClient, scopedKey, unauthorized } from './client';
import { parseIdempotencyKey } from './idempotencyKeyHeader';
import { sha256Hex } from './sha256';
import { plainJson, plainProblem, Refusal, toResponse, type Answer, type PlainResponse } from './responses';

/** The request as the operation sees it, after the HTTP layer checked everything it could. */
export interface OperationInput<Body> {
  client: string;
  /**
   * The key scoped by client (`client:key`) and what its fingerprint is computed from; null when the
   * request carried no key.
   */
  guard: { key: string; params: RequestIdentity<Body> } | null;
  body: Body;
}

/**
 * How a story tells two bodies apart (DESIGN.md, HTTP). `canonical`: the parsed body, so the same
 * fields in another order are the same request (PayFlow). `raw-sha256`: a sha256 digest of the raw
 * bytes, as the library lesson's server stores it, so another order is another request. `none`: the
 * body is left out (the `no-body-digest` mistake): any body under the key is "the same request".
 */
export type BodyIdentity = 'canonical' | 'raw-sha256' | 'none';

/** What `fingerprint(params)` is computed from: method, path and the body as the story identifies it (if it does). */
export type RequestIdentity<Body> = { method: string; path: string } & ({ body: Body } | { digest: string } | Record<never, never>);

/** What an operation reports: its answer, and whether it came from the store instead of running. */
export interface Outcome {
  answer: Answer;
  replayed: boolean;
}

export interface EndpointConfig<Body> {
  method: 'POST';
  path: string;
  /** Reject requests without `Idempotency-Key` (400) instead of running them unguarded. */
  keyRequired: boolean;
  /** Checks the JSON body's shape; a failure is answered at once and does not use up the key. */
  parseBody(body: unknown): { ok: true; body: Body } | { ok: false; message: string };
  /** What of the body goes into the fingerprint. */
  bodyIdentity: BodyIdentity;
  /** How this API answers a key reused with other parameters. */
  mismatch: { status: number; error: string };
  perform(input: OperationInput<Body>): Promise<Outcome>;
}

/**
 * An HTTP request already taken apart: what the endpoint logic reads. Header names are lower case;
 * `path` has no query string; `body` is the raw text, or why it was not read (answered in its turn,
 * after the route, the client and the key are checked).
 */
export interface ParsedRequest {
  method: string;
  path: string;
  headers: Readonly<Record<string, string>>;
  body: string | UnreadBody;
}

/** The endpoint logic: a parsed request in, a plain response out. The lab calls this level directly. */
export type Endpoint = (request: ParsedRequest) => Promise<PlainResponse>;

/** A Fetch-API handler: `(Request) => Promise<Response>`. */
export type Handler = (request: Request) => Promise<Response>;

/** Builds the endpoint logic that puts one operation behind the `Idempotency-Key` rules of DESIGN.md ("HTTP"). */
export function idempotentEndpoint<Body>(config: EndpointConfig<Body>): Endpoint {
  return async (request) => {
    const { path } = request;
    if (path !== config.path) return plainProblem(404, 'not_found', `No route for ${path}.`);
    if (request.method !== config.method) {
      return plainProblem(405, 'method_not_allowed', `Use ${config.method} ${config.path}.`, { allow: config.method });
    }
    const client = authenticatedClient(request.headers.authorization);
    if (client === undefined) {
      return unauthorized();
    }
    const header = parseIdempotencyKey(request.headers['idempotency-key'] ?? null);
    if (header.kind === 'invalid') return plainProblem(400, header.error, header.message);
    if (header.kind === 'absent' && config.keyRequired) {
      return plainProblem(400, 'missing_idempotency_key', `${config.method} ${config.path} requires an Idempotency-Key header.`);
    }
    const text = request.body;
    const tooLarge = typeof text === 'string' ? overByteLimit(text) : text.unread === 'too_large';
    if (tooLarge) return plainProblem(413, 'body_too_large', `The body may be at most ${MAX_BODY_BYTES} bytes.`);
    if (typeof text !== 'string') return plainProblem(400, 'invalid_json', 'The body must be JSON, in UTF-8.');
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      return plainProblem(400, 'invalid_json', 'The body must be JSON.');
    }
    const parsed = config.parseBody(raw);
    if (!parsed.ok) return plainProblem(422, 'validation', parsed.message);
    const guard =
      header.kind === 'key' ? { key: scopedKey(client, header.key), params: await identify(config, text, parsed.body) } : null;
    try {
      const { answer, replayed } = await config.perform({ client, guard, body: parsed.body });
      return plainJson(answer.status, answer.body, replayed ? { 'idempotency-replayed': 'true' } : {});
    } catch (error) {
      if (error instanceof Refusal) return plainJson(error.answer.status, error.answer.body);
      if (error instanceof MismatchError) {
        return plainProblem(config.mismatch.status, config.mismatch.error, error.message);
      }
      if (error instanceof ConflictError) {
        const seconds = Math.max(1, Math.ceil((error.retryAfterMs ?? 1000) / 1000));
        const code = error.reason === 'in_flight' ? 'request_in_flight' : error.reason;
        return plainProblem(409, code, error.message, { 'retry-after': String(seconds) });
      }
      throw error;
    }
  };
}

// Computed only for keyed requests: a request without a key is never compared with anything.
async function identify<Body>(config: EndpointConfig<Body>, text: string, body: Body): Promise<RequestIdentity<Body>> {
  const { method, path } = config;
  if (config.bodyIdentity === 'none') return { method, path };
  return config.bodyIdentity === 'raw-sha256' ? { method, path, digest: await sha256Hex(text) } : { method, path, body };
}

/** Takes a Fetch `Request` apart for the endpoint logic (the body is read once, up to its byte limit). */
export async function parseRequest(request: Request): Promise<ParsedRequest> {
  const headers: Record<string, string> = {};
  // Headers iterate with lower-case names, and join a repeated header with ", " as `get` does.
  request.headers.forEach((value, name) => (headers[name] = value));
  return { method: request.method, path: new URL(request.url).pathname, headers, body: await readBody(request) };
}

/** The Fetch-API face of an endpoint: a thin adapter, `Request` in and `Response` out. */
export function fetchHandler(endpoint: Endpoint): Handler {
  return async (request) => toResponse(await endpoint(await parseRequest(request)));
}

/** Two endpoints behind one: a request whose path matches `path` goes to `endpoint`, any other to `otherwise` (which answers its own 404). */
export function withRoute(path: RegExp, endpoint: Endpoint, otherwise: Endpoint): Endpoint {
  return (request) => (path.test(request.path) ? endpoint : otherwise)(request);
}

/** Runs `work` and tells whether it ran (false ⇒ the store replayed a saved answer). */
export function tracked<T>(work: () => T): { work: () => T; ran: () => boolean } {
  let ran = false;
  return {
    work: () => {
      ran = true;
      return work();
    },
    ran: () => ran,
  };
}
