import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, overByteLimit, readBody } from './body';

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

describe('readBody in an engine without Request.body (Firefox)', () => {
  /** A Request as Firefox gives it: no `body` getter at all, only the whole-body readers. */
  const likeFirefox = (body: BodyInit) => {
    const request = new Request('https://shop.example/checkout', { method: 'POST', body });
    Object.defineProperty(request, 'body', { value: undefined });
    return request;
  };

  it('reads the text whole, and still refuses too many bytes and bytes that are not UTF-8', async () => {
    expect(await readBody(likeFirefox('{"orderId":"o1","cart":{"scarf":1}}'))).toBe('{"orderId":"o1","cart":{"scarf":1}}');
    expect(await readBody(likeFirefox('€'.repeat(4)), 11)).toEqual({ unread: 'too_large' });
    expect(await readBody(likeFirefox('€'.repeat(4)), 12)).toBe('€€€€');
    expect(await readBody(likeFirefox(new Uint8Array([0xff, 0xfe])))).toEqual({ unread: 'not_utf8' });
  });
});
