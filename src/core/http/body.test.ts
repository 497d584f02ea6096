import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, overByteLimit } from './body';

describe('overByteLimit (a body handed over as text, as the lab does)', () => {
  it('counts UTF-8 bytes: 30,000 "€" are 90,000 bytes, over the limit though only 30,000 characters', () => {
    expect(overByteLimit('€'.repeat(30_000))).toBe(true);
    const euros = '€'.repeat(Math.floor(MAX_BODY_BYTES / 3)); // 65,535 bytes
    expect(overByteLimit(euros + 'a')).toBe(false);
    expect(overByteLimit(euros + 'ab')).toBe(true);
    expect(overByteLimit('a'.repeat(MAX_BODY_BYTES))).toBe(false);
    expect(overByteLimit('a'.repeat(MAX_BODY_BYTES + 1))).toBe(true);
  });
});
