/** The largest request body accepted, in bytes (UTF-8), counted as it arrives. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Why a body was not read to the end: too many bytes, or bytes that are not UTF-8. */
export interface UnreadBody {
  unread: 'too_large' | 'not_utf8';
}

/**
 * Reads a Fetch body as UTF-8 text, counting bytes chunk by chunk and stopping at `limit`: a client
 * that sends a gigabyte costs at most `limit` bytes of memory, and one that declares too much in
 * Content-Length costs nothing. Decoding is strict, so the text encodes back to exactly the bytes
 * that arrived (the library's body digest relies on it).
 */
export async function readBody(request: Request, limit = MAX_BODY_BYTES): Promise<string | UnreadBody> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) return { unread: 'too_large' };
  // Firefox (ESR 153 included) has no `Request.body`: the body can only be taken whole. The requests
  // the page builds carry bodies already in memory, so nothing more is buffered than was sent.
  const stream = request.body as ReadableStream<Uint8Array> | null | undefined;
  if (stream === undefined) return decodeWithin(new Uint8Array(await request.arrayBuffer()), limit);
  if (stream === null) return '';
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not awaited: the answer need not wait for the sender to stop.
      reader.cancel().catch(() => undefined);
      return { unread: 'too_large' };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return decodeWithin(bytes, limit);
}

/** The bytes as strict UTF-8 text, or why not. */
function decodeWithin(bytes: Uint8Array, limit: number): string | UnreadBody {
  if (bytes.byteLength > limit) return { unread: 'too_large' };
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return { unread: 'not_utf8' };
  }
}

/** Whether a body already in memory as text is over `limit` bytes of UTF-8 (the lab hands text directly). */
export function overByteLimit(text: string, limit = MAX_BODY_BYTES): boolean {
  // A UTF-16 code unit is 1 to 3 bytes of UTF-8, so only the middle range needs encoding.
  if (text.length > limit) return true;
  if (text.length * 3 <= limit) return false;
  return new TextEncoder().encode(text).byteLength > limit;
}
