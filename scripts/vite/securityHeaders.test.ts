import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, requestOrigin, servedPolicy } from './securityHeaders';

describe('the policy as served from an origin', () => {
  it("names the origin beside every 'self', which WebKit matches to nothing in a sandboxed frame", () => {
    const text = servedPolicy(CONTENT_SECURITY_POLICY, 'http://127.0.0.1:4173');
    expect(text).toContain("script-src 'self' http://127.0.0.1:4173 'wasm-unsafe-eval'");
    expect(text).toContain("connect-src 'self' http://127.0.0.1:4173");
    expect(text).toContain("worker-src 'self' http://127.0.0.1:4173 blob:");
    expect(text).toContain("object-src 'none'");
    expect(text).not.toMatch(/'none' http/);
  });

  it('takes the origin from a Host header only when it is a host and a port, never a policy of its own', () => {
    expect(requestOrigin('127.0.0.1:4173')).toBe('http://127.0.0.1:4173');
    expect(requestOrigin('course.example')).toBe('http://course.example');
    expect(requestOrigin('[::1]:4173')).toBe('http://[::1]:4173');
    expect(requestOrigin(undefined)).toBeUndefined();
    expect(requestOrigin("evil.example; script-src *")).toBeUndefined();
    expect(requestOrigin('a b')).toBeUndefined();
  });
});
