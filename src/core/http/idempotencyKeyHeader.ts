/** Longest key accepted, in characters (Stripe's limit too). */
export const MAX_KEY_LENGTH = 255;

export type KeyHeader =
  | { kind: 'absent' }
  | { kind: 'key'; key: string }
  | { kind: 'invalid'; error: 'invalid_idempotency_key' | 'idempotency_key_too_long'; message: string };

/**
 * Reads `Idempotency-Key` in either form clients send: the IETF draft's Structured Field string
 * (`"8e03978e-40d5"`, with `\"` and `\\` escapes) or a bare token (`OD-7f21`).
 */
export function parseIdempotencyKey(value: string | null): KeyHeader {
  if (value === null) return { kind: 'absent' };
  const raw = value.trim();
  // Checked before parsing, so a 10,000-character header costs nothing.
  if (raw.length > MAX_KEY_LENGTH + 2) return tooLong();
  const key = raw.startsWith('"') ? parseSfString(raw) : parseBareToken(raw);
  if (key === undefined) {
    return {
      kind: 'invalid',
      error: 'invalid_idempotency_key',
      message: 'Idempotency-Key must be a quoted string ("…") or a token of visible ASCII characters.',
    };
  }
  if (key.length === 0) return { kind: 'invalid', error: 'invalid_idempotency_key', message: 'Idempotency-Key is empty.' };
  if (key.length > MAX_KEY_LENGTH) return tooLong();
  return { kind: 'key', key };
}

function tooLong(): KeyHeader {
  return {
    kind: 'invalid',
    error: 'idempotency_key_too_long',
    message: `Idempotency-Key may be at most ${MAX_KEY_LENGTH} characters.`,
  };
}

// RFC 8941 §4.2.5: DQUOTE *( unescaped / "\" ( DQUOTE / "\" ) ) DQUOTE, printable ASCII only.
function parseSfString(raw: string): string | undefined {
  let out = '';
  for (let i = 1; i < raw.length; i++) {
    const ch = raw[i]!;
    const code = ch.charCodeAt(0);
    if (code < 0x20 || code > 0x7e) return undefined;
    if (ch === '\\') {
      const next = raw[++i];
      if (next !== '"' && next !== '\\') return undefined;
      out += next;
    } else if (ch === '"') {
      return i === raw.length - 1 ? out : undefined;
    } else {
      out += ch;
    }
  }
  return undefined; // no closing quote
}

function parseBareToken(raw: string): string | undefined {
  return /^[\x21\x23-\x2b\x2d-\x7e]+$/.test(raw) ? raw : undefined;
}
