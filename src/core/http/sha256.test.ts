import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sha256, sha256Hex } from './sha256';

const nodeHex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const toHex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('sha256', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('matches node:crypto at every padding boundary and on a body of 100,000 bytes', () => {
    for (const length of [0, 1, 55, 56, 63, 64, 65, 119, 120, 128, 1000, 100_000]) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 31 + 7) & 0xff);
      expect(toHex(sha256(bytes)), `${length} bytes`).toBe(nodeHex(bytes));
    }
    expect(toHex(sha256(new TextEncoder().encode('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('gives the same digest without WebCrypto, as in a page served over plain http', async () => {
    const body = '{"member":"U-1001","isbn":"K-02","issuedAt":"2026-03-10","note":"€ 😀"}';
    const withSubtle = await sha256Hex(body);
    vi.stubGlobal('crypto', {});
    expect(await sha256Hex(body)).toBe(withSubtle);
    expect(withSubtle).toBe(createHash('sha256').update(body, 'utf8').digest('hex'));
  });
});
