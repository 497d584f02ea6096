/**
 * A response as plain data: what the endpoint logic returns, before (or instead of) becoming a Fetch
 * `Response`. Header names are lower case.
 */
export interface PlainResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** A JSON answer as plain data. Every body this API sends is JSON, errors included. */
export function plainJson(status: number, body: unknown, headers: Record<string, string> = {}): PlainResponse {
  return { status, headers: { 'content-type': JSON_TYPE, ...headers }, body };
}

/** An error as plain data: a stable machine-readable `error` code and a sentence for people. */
export function plainProblem(status: number, error: string, message: string, headers: Record<string, string> = {}): PlainResponse {
  return plainJson(status, { error, message }, headers);
}

/** The Fetch `Response` for a plain one. */
export function toResponse(plain: PlainResponse): Response {
  return new Response(JSON.stringify(plain.body), { status: plain.status, headers: plain.headers });
}

/** A JSON `Response`. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return toResponse(plainJson(status, body, headers));
}

/** An error `Response` with a stable machine-readable `error` code and a sentence for people. */
export function problem(status: number, error: string, message: string, headers: Record<string, string> = {}): Response {
  return toResponse(plainProblem(status, error, message, headers));
}

/** What a handler's work decides, and what the idempotency store saves and replays. */
export interface Answer {
  status: number;
  body: unknown;
}

/**
 * Thrown by an operation's work to answer without using up the key: the store releases the claim
 * (or rolls the transaction back), so nothing is saved under the key, and the endpoint sends
 * `answer` as it is. For a request that fails validation, as Stripe does (DESIGN.md, HTTP).
 */
export class Refusal extends Error {
  constructor(readonly answer: Answer) {
    super(`refused with ${answer.status}`);
    this.name = 'Refusal';
  }
}
