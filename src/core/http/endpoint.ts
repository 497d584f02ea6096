import { ConflictError, MismatchError } from '../store/errors';
import { authenticatedClient, scopedKey } from './client';
import { parseIdempotencyKey } from './idempotencyKeyHeader';
import { json, problem, type Answer } from './responses';

/** The request as the operation sees it, after the HTTP layer checked everything it could. */
export interface OperationInput<Body> {
  client: string;
  /** The key scoped by client (`client:key`), or null when the request carried none. */
  key: string | null;
  /** What the fingerprint is computed from: method, path and the canonical body. */
  params: { method: string; path: string; body: Body };
  body: Body;
}

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
  /** How this API answers a key reused with other parameters. */
  mismatch: { status: number; error: string };
  perform(input: OperationInput<Body>): Promise<Outcome>;
}

const MAX_BODY_CHARS = 64 * 1024;

/** A Fetch-API handler: `(Request) => Promise<Response>`. */
export type Handler = (request: Request) => Promise<Response>;

/** Builds a handler that puts one operation behind the `Idempotency-Key` rules of DESIGN.md ("HTTP"). */
export function idempotentEndpoint<Body>(config: EndpointConfig<Body>): Handler {
  return async (request) => {
    const path = new URL(request.url).pathname;
    if (path !== config.path) return problem(404, 'not_found', `No route for ${path}.`);
    if (request.method !== config.method) {
      return problem(405, 'method_not_allowed', `Use ${config.method} ${config.path}.`, { allow: config.method });
    }
    const client = authenticatedClient(request);
    if (client === undefined) {
      return problem(401, 'unauthorized', 'Send Authorization: Bearer <client-id>.', { 'www-authenticate': 'Bearer' });
    }
    const header = parseIdempotencyKey(request.headers.get('idempotency-key'));
    if (header.kind === 'invalid') return problem(400, header.error, header.message);
    if (header.kind === 'absent' && config.keyRequired) {
      return problem(400, 'missing_idempotency_key', `${config.method} ${config.path} requires an Idempotency-Key header.`);
    }

    const text = await request.text();
    if (text.length > MAX_BODY_CHARS) return problem(413, 'body_too_large', `The body may be at most ${MAX_BODY_CHARS} characters.`);
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      return problem(400, 'invalid_json', 'The body must be JSON.');
    }
    const parsed = config.parseBody(raw);
    if (!parsed.ok) return problem(422, 'validation', parsed.message);

    const key = header.kind === 'key' ? scopedKey(client, header.key) : null;
    const params = { method: config.method, path: config.path, body: parsed.body };
    try {
      const { answer, replayed } = await config.perform({ client, key, params, body: parsed.body });
      return json(answer.status, answer.body, replayed ? { 'idempotency-replayed': 'true' } : {});
    } catch (error) {
      if (error instanceof MismatchError) {
        return problem(config.mismatch.status, config.mismatch.error, error.message);
      }
      if (error instanceof ConflictError) {
        const seconds = Math.max(1, Math.ceil((error.retryAfterMs ?? 1000) / 1000));
        const code = error.reason === 'in_flight' ? 'request_in_flight' : error.reason;
        return problem(409, code, error.message, { 'retry-after': String(seconds) });
      }
      throw error;
    }
  };
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
