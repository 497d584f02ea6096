import { describe, expect, it } from 'vitest';
import { MAX_KEY_LENGTH, parseIdempotencyKey } from './idempotencyKeyHeader';

describe('parseIdempotencyKey', () => {
  it('accepts the IETF draft’s quoted sf-string form, unescaping \\" and \\\\', () => {
    expect(parseIdempotencyKey('"8e03978e-40d5-43e8-bc93-6894a57f9324"')).toEqual({ kind: 'key', key: '8e03978e-40d5-43e8-bc93-6894a57f9324' });
    expect(parseIdempotencyKey('"a \\"quoted\\" \\\\ key"')).toEqual({ kind: 'key', key: 'a "quoted" \\ key' });
  });

  it('accepts a bare token', () => {
    expect(parseIdempotencyKey('OD-7f21')).toEqual({ kind: 'key', key: 'OD-7f21' });
    expect(parseIdempotencyKey('  client-key-o1 ')).toEqual({ kind: 'key', key: 'client-key-o1' });
  });

  it('treats a missing header as absent and malformed ones as invalid', () => {
    expect(parseIdempotencyKey(null)).toEqual({ kind: 'absent' });
    for (const bad of ['', '""', '"unterminated', '"bad\\escape"', '"a"b', 'two words', 'a,b', '"tab\there"']) {
      expect(parseIdempotencyKey(bad)).toMatchObject({ kind: 'invalid', error: 'invalid_idempotency_key' });
    }
  });

  it(`rejects keys over ${MAX_KEY_LENGTH} characters, in either form, and accepts exactly ${MAX_KEY_LENGTH}`, () => {
    expect(parseIdempotencyKey('k'.repeat(MAX_KEY_LENGTH))).toMatchObject({ kind: 'key' });
    expect(parseIdempotencyKey(`"${'k'.repeat(MAX_KEY_LENGTH)}"`)).toMatchObject({ kind: 'key' });
    expect(parseIdempotencyKey('k'.repeat(MAX_KEY_LENGTH + 1))).toMatchObject({ error: 'idempotency_key_too_long' });
    expect(parseIdempotencyKey(`"${'k'.repeat(MAX_KEY_LENGTH + 1)}"`)).toMatchObject({ error: 'idempotency_key_too_long' });
    expect(parseIdempotencyKey('k'.repeat(10_000))).toMatchObject({ error: 'idempotency_key_too_long' });
  });
});
