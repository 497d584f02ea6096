/**
 * A learner's code in the page's address (`code=`): UTF-8, deflated (the browser's own
 * CompressionStream, `deflate-raw`), base64url, after a version mark: `1.<base64url>`. A link carries the
 * code and never runs it (the learner presses Run). The limits are named where they are passed.
 */

/** The longest code a link carries, in characters of the code itself. */
export const MAX_CODE_CHARS = 20_000;
/** The longest `code=` value read or written, in characters. */
export const MAX_LINK_CHARS = 12_000;

const VERSION = '1.';

/** The shape a `code=` value must have before it is even decoded (src/embed/params.ts checks it). */
export function looksLikeCodeLink(text: string): boolean {
  return text.length <= MAX_LINK_CHARS && /^1\.[A-Za-z0-9_-]+$/.test(text);
}

/** Why a code can or could not travel in a link. */
export type CodeLinkProblem = { kind: 'too-long'; chars: number; limit: number } | { kind: 'unreadable' };

/** `code` as a `code=` value, or why it cannot be one. */
export async function encodeCode(code: string): Promise<{ ok: true; link: string } | { ok: false; problem: CodeLinkProblem }> {
  if (code.length > MAX_CODE_CHARS) return { ok: false, problem: { kind: 'too-long', chars: code.length, limit: MAX_CODE_CHARS } };
  const bytes = await through(new TextEncoder().encode(code), new CompressionStream('deflate-raw'));
  const link = VERSION + base64url(bytes);
  if (link.length > MAX_LINK_CHARS) return { ok: false, problem: { kind: 'too-long', chars: link.length, limit: MAX_LINK_CHARS } };
  return { ok: true, link };
}

/** The code a `code=` value carries, or `unreadable` (another version, not base64url, not deflate, not UTF-8). */
export async function decodeCode(link: string): Promise<{ ok: true; code: string } | { ok: false; problem: CodeLinkProblem }> {
  if (!looksLikeCodeLink(link)) return { ok: false, problem: link.length > MAX_LINK_CHARS ? { kind: 'too-long', chars: link.length, limit: MAX_LINK_CHARS } : { kind: 'unreadable' } };
  try {
    const bytes = await through(fromBase64url(link.slice(VERSION.length)), new DecompressionStream('deflate-raw'), MAX_CODE_CHARS * 4);
    const code = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    if (code.length > MAX_CODE_CHARS) return { ok: false, problem: { kind: 'too-long', chars: code.length, limit: MAX_CODE_CHARS } };
    return { ok: true, code };
  } catch {
    return { ok: false, problem: { kind: 'unreadable' } };
  }
}

/** Pipes `bytes` through a (de)compression stream; more than `most` bytes out is refused (a zip bomb in a link). */
async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, most = Infinity): Promise<Uint8Array> {
  const writer = stream.writable.getWriter();
  void writer.write(bytes as Uint8Array<ArrayBuffer>).catch(() => {});
  void writer.close().catch(() => {});
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = stream.readable.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    if (length > most) {
      void reader.cancel();
      throw new RangeError('too long');
    }
    chunks.push(value);
  }
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
