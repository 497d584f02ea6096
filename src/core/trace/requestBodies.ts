import type { HttpMessage } from './details';

/** A request's body, and the body of the request whose claim wrote the key's row. */
export interface RequestBodies {
  mine: unknown;
  row: unknown;
}

/**
 * The bodies of a scene's requests as they were sent, and which one wrote each key's row: what a
 * refusal for another body refused (the same fields in another order, or another loan). The row's
 * writer is its latest claim or save (a SELECT-then-INSERT store writes it when it saves; a takeover
 * keeps the fingerprint).
 */
export class RequestBodyBook {
  private readonly sent = new Map<string, unknown>();
  private readonly rowWriters = new Map<string, string>();

  note(message: HttpMessage): void {
    if (!this.sent.has(message.requestId)) this.sent.set(message.requestId, message.body);
  }

  wrote(key: string, request: string): void {
    this.rowWriters.set(key, request);
  }

  readonly of = (request: string, key: string): RequestBodies | undefined => {
    const writer = this.rowWriters.get(key);
    return writer !== undefined && this.sent.has(request) && this.sent.has(writer) ? { mine: this.sent.get(request), row: this.sent.get(writer) } : undefined;
  };
}
