import { describe, expect, it } from 'vitest';
import { oembedFor, publicBase } from './oembedPlugin';

describe('the oEmbed file', () => {
  it('is written only for a public address, never for localhost or a loopback address', () => {
    for (const local of [undefined, '', 'http://127.0.0.1:4173/', 'http://localhost:5173', 'http://[::1]/', 'http://0.0.0.0/', 'http://devbox/', 'ftp://cloak.example/', 'not a url']) {
      expect(publicBase(local)).toBeNull();
    }
    expect(publicBase('https://cloak.example/tools/cloakroom')?.href).toBe('https://cloak.example/tools/cloakroom/');
  });

  it('names the public address in every URL it gives', () => {
    const answer = JSON.stringify(oembedFor(publicBase('https://cloak.example/c/')!));
    expect(answer).toContain('https://cloak.example/c/?chapter=lost-response');
    expect(answer).toContain('https://cloak.example/c/embed.js');
    expect(answer).not.toMatch(/127\.0\.0\.1|localhost/);
  });
});
