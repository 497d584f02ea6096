/** A JSON response. Every body this API sends is JSON, errors included. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/** An error body with a stable machine-readable `error` code and a sentence for people. */
export function problem(status: number, error: string, message: string, headers: Record<string, string> = {}): Response {
  return json(status, { error, message }, headers);
}

/** What a handler's work decides, and what the idempotency store saves and replays. */
export interface Answer {
  status: number;
  body: unknown;
}
