import { describe, expect, it } from 'vitest';
import { isTrustedSender, parseInbound } from './protocol';

const chapters = ['lost-response', 'ticket', 'crash'];

describe('parseInbound', () => {
  it('reads every command of the documented schema', () => {
    expect(parseInbound({ type: 'cloakroom:play' }, chapters)).toEqual({ type: 'cloakroom:play' });
    expect(parseInbound({ type: 'cloakroom:pause', extra: 1 }, chapters)).toEqual({ type: 'cloakroom:pause' });
    expect(parseInbound({ type: 'cloakroom:seek', beat: 4 }, chapters)).toEqual({ type: 'cloakroom:seek', beat: 4 });
    expect(parseInbound({ type: 'cloakroom:chapter', id: 'crash' }, chapters)).toEqual({ type: 'cloakroom:chapter', id: 'crash' });
    expect(parseInbound({ type: 'cloakroom:speed', value: 1.5 }, chapters)).toEqual({ type: 'cloakroom:speed', value: 1.5 });
    expect(parseInbound({ type: 'cloakroom:captions', on: false }, chapters)).toEqual({ type: 'cloakroom:captions', on: false });
    expect(parseInbound({ type: 'cloakroom:narration', on: true }, chapters)).toEqual({ type: 'cloakroom:narration', on: true });
  });

  it('ignores malformed messages: wrong types, unknown chapters, NaN beats, strings, null', () => {
    const malformed: unknown[] = [
      null,
      undefined,
      'cloakroom:play',
      42,
      [],
      ['cloakroom:play'],
      {},
      { type: 'play' },
      { type: 'cloakroom:explode' },
      { type: 'cloakroom:seek' },
      { type: 'cloakroom:seek', beat: Number.NaN },
      { type: 'cloakroom:seek', beat: -1 },
      { type: 'cloakroom:seek', beat: 1.5 },
      { type: 'cloakroom:seek', beat: '3' },
      { type: 'cloakroom:seek', beat: Infinity },
      { type: 'cloakroom:chapter', id: 'nope' },
      { type: 'cloakroom:chapter', id: '<img src=x onerror=alert(1)>' },
      { type: 'cloakroom:chapter', id: { toString: () => 'crash' } },
      { type: 'cloakroom:speed', value: 10 },
      { type: 'cloakroom:speed', value: '1' },
      { type: 'cloakroom:speed', value: Number.NaN },
      { type: 'cloakroom:captions', on: 'yes' },
      { type: 'cloakroom:narration' },
    ];
    for (const message of malformed) expect(parseInbound(message, chapters)).toBeNull();
  });
});

describe('isTrustedSender', () => {
  it('with an origin configured, accepts that exact origin only', () => {
    expect(isTrustedSender({ origin: 'https://course.example', isParent: true }, 'https://course.example')).toBe(true);
    expect(isTrustedSender({ origin: 'https://evil.example', isParent: true }, 'https://course.example')).toBe(false);
    expect(isTrustedSender({ origin: 'https://course.example:8443', isParent: true }, 'https://course.example')).toBe(false);
  });

  it('without one, accepts only the embedding window', () => {
    expect(isTrustedSender({ origin: 'https://any.example', isParent: true }, null)).toBe(true);
    expect(isTrustedSender({ origin: 'https://any.example', isParent: false }, null)).toBe(false);
  });
});
