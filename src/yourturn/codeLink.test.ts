import { describe, expect, it } from 'vitest';
import { decodeCode, encodeCode, MAX_CODE_CHARS, MAX_LINK_CHARS } from './codeLink';
import { REFERENCE } from './testing/brokenStores';

describe('code= in the address', () => {
  it('carries the code, compressed, and reads it back exactly', async () => {
    const encoded = await encodeCode(REFERENCE);
    if (!encoded.ok) throw new Error('not encoded');
    expect(encoded.link).toMatch(/^1\.[A-Za-z0-9_-]+$/);
    expect(encoded.link.length).toBeLessThan(REFERENCE.length * 0.6);
    expect(await decodeCode(encoded.link)).toEqual({ ok: true, code: REFERENCE });
    const accents = await encodeCode('const café = "☕";');
    expect(accents.ok && (await decodeCode(accents.link))).toEqual({ ok: true, code: 'const café = "☕";' });
  });

  it('names its limits, and refuses what it cannot read', async () => {
    expect(await encodeCode('x'.repeat(MAX_CODE_CHARS + 1))).toEqual({ ok: false, problem: { kind: 'too-long', chars: MAX_CODE_CHARS + 1, limit: MAX_CODE_CHARS } });
    expect(await decodeCode(`1.${'A'.repeat(MAX_LINK_CHARS)}`)).toMatchObject({ ok: false, problem: { kind: 'too-long', limit: MAX_LINK_CHARS } });
    for (const bad of ['2.abc', '1.', '1.not*base64', '1.AAAA', 'hello']) expect(await decodeCode(bad), bad).toEqual({ ok: false, problem: { kind: 'unreadable' } });
  });
});
