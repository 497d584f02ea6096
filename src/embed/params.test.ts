import { describe, expect, it } from 'vitest';
import { CHAPTER_IDS } from '../core/trace';
import { flag, oneOf } from './paramKinds';
import { askedLanguage, describeProblem, PLAYER_PARAMS, readParams, shorten } from './params';

describe('URL parameters', () => {
  it('uses every default when the URL says nothing', () => {
    const { values, problems } = readParams('', PLAYER_PARAMS);
    expect(values).toEqual({
      chapter: 'one-key',
      story: 'payflow',
      speed: 1,
      autoplay: false,
      narration: false,
      captions: true,
      theme: 'auto',
      controls: 'full',
      origin: null,
      break: [],
      chapters: [...CHAPTER_IDS],
      start: null,
      beat: null,
      end: null,
      continue: null,
      scene: null,
      compare: null,
      code: null,
      lang: null,
      describe: false,
    });
    expect(problems).toEqual([]);
  });

  it('reads lang= as a language Cloakroom has, by id or by a tag of it, and names an unknown one', () => {
    expect(readParams('lang=es', PLAYER_PARAMS).values.lang).toBe('es');
    expect(readParams('lang=ES-mx', PLAYER_PARAMS).values.lang).toBe('es');
    expect(readParams('lang=en-xa', PLAYER_PARAMS).values.lang).toBe('en-XA');
    expect(askedLanguage('?lang=es-419')).toBe('es');
    const { values, problems } = readParams('lang=klingon', PLAYER_PARAMS);
    expect(values.lang).toBeNull();
    expect(problems.map(describeProblem)).toEqual(['lang=“klingon” is not one of en, es, en-XA; using the browser’s language (English when embedded).']);
    expect(askedLanguage('?lang=klingon')).toBeNull();
  });

  it('keeps a scene as its text, for the sandbox to read (its parser is not on the entry’s path)', () => {
    const text = 'v1; payflow sandbox; order @0';
    expect(readParams(`?scene=${encodeURIComponent(text)}`, PLAYER_PARAMS).values.scene).toBe(text);
    expect(readParams('?scene=%20', PLAYER_PARAMS).values.scene).toBeNull();
  });

  it('reads good values of every parameter', () => {
    const { values, problems } = readParams(
      '?chapter=crash&story=library&speed=1.5&autoplay=1&narration=on&captions=0&theme=dark',
      PLAYER_PARAMS,
    );
    expect(values).toMatchObject({ chapter: 'crash', story: 'library', speed: 1.5, autoplay: true, narration: true, captions: false, theme: 'dark' });
    expect(problems).toEqual([]);
  });

  it('names each bad value and uses its default instead', () => {
    const { values, problems } = readParams('chapter=nope&speed=9&theme=purple&autoplay=maybe', PLAYER_PARAMS);
    expect(values).toMatchObject({ chapter: 'one-key', speed: 1, theme: 'auto', autoplay: false });
    expect(problems.map((p) => p.name)).toEqual(['chapter', 'speed', 'autoplay', 'theme']);
    expect(describeProblem(problems[1]!)).toBe('speed=“9” is not a number from 0.5 to 2; using 1.');
  });

  it('rejects speeds that only look like numbers', () => {
    for (const speed of ['', 'NaN', 'Infinity', '1e0', '-1', '0x1', '2.5', '0.25', '1,5']) {
      expect(readParams(`speed=${encodeURIComponent(speed)}`, PLAYER_PARAMS).values.speed).toBe(1);
    }
    expect(readParams('speed=2x', PLAYER_PARAMS).values.speed).toBe(2);
    expect(readParams('speed=.75', PLAYER_PARAMS).values.speed).toBe(0.75);
  });

  it('treats a bare flag as on, and ignores case and spaces', () => {
    expect(readParams('autoplay', PLAYER_PARAMS).values.autoplay).toBe(true);
    expect(readParams('captions=%20OFF%20', PLAYER_PARAMS).values.captions).toBe(false);
    expect(readParams('chapter=TICKET', PLAYER_PARAMS).values.chapter).toBe('ticket');
  });

  it('leaves unknown parameters alone and takes the first of a repeated one', () => {
    const { values, problems } = readParams('utm_source=course&chapter=scope&chapter=crash', PLAYER_PARAMS);
    expect(values.chapter).toBe('scope');
    expect(problems).toEqual([]);
  });

  it('shortens a very long bad value in the notice', () => {
    const { problems } = readParams(`theme=${'x'.repeat(500)}`, PLAYER_PARAMS);
    expect(problems[0]!.value.length).toBeLessThanOrEqual(41);
  });

  it('shortens by code points, so an emoji is never cut in half', () => {
    const { problems } = readParams(`theme=${encodeURIComponent('a' + '😀'.repeat(60))}`, PLAYER_PARAMS);
    expect(problems[0]!.value).toBe(`a${'😀'.repeat(39)}…`);
    expect(() => encodeURIComponent(problems[0]!.value)).not.toThrow(); // throws on half an emoji (a lone surrogate)
    expect(shorten('😀😀😀', 3)).toBe('😀😀😀');
    expect(shorten('😀😀😀', 2)).toBe('😀😀…');
  });

  it('takes a new parameter as one more entry in the table', () => {
    const specs = { ...PLAYER_PARAMS, controls: oneOf(['full', 'minimal'] as const, 'full'), debug: flag(false) };
    const { values, problems } = readParams('controls=minimal&debug=2', specs);
    expect(values.controls).toBe('minimal');
    expect(values.debug).toBe(false);
    expect(problems).toHaveLength(1);
  });
});

describe('embed parameters', () => {
  it('reads controls and a configured origin', () => {
    const { values, problems } = readParams('?controls=minimal&origin=https://course.example', PLAYER_PARAMS);
    expect(values.controls).toBe('minimal');
    expect(values.origin).toBe('https://course.example');
    expect(problems).toEqual([]);
    expect(readParams('?origin=http://127.0.0.1:8080/', PLAYER_PARAMS).values.origin).toBe('http://127.0.0.1:8080');
  });

  it('reads every spelling of an origin as the origin the browser reports', () => {
    const spellings: [string, string][] = [
      ['https://course.example:443', 'https://course.example'],
      ['http://course.example:80/', 'http://course.example'],
      ['HTTPS://Course.Example', 'https://course.example'],
      ['https://bücher.example', 'https://xn--bcher-kva.example'],
      ['https://xn--bcher-kva.example', 'https://xn--bcher-kva.example'],
      ['https://[::1]:8443', 'https://[::1]:8443'],
    ];
    for (const [raw, origin] of spellings) {
      const { values, problems } = readParams(`?origin=${encodeURIComponent(raw)}`, PLAYER_PARAMS);
      expect(problems, raw).toEqual([]);
      expect(values.origin, raw).toBe(origin);
    }
  });

  it('names a bad origin or controls value and falls back to the default', () => {
    for (const bad of ['course.example', 'https://course.example/lesson', 'javascript:alert(1)', 'ftp://x.example', '*', 'https://a.example?x=1', 'https://a.example/?', 'https://a.example#top', 'https://user@a.example', 'https://a.example:99999']) {
      const { values, problems } = readParams(`?origin=${encodeURIComponent(bad)}`, PLAYER_PARAMS);
      expect(values.origin).toBeNull();
      expect(problems.map((p) => p.name)).toEqual(['origin']);
    }
    const { values, problems } = readParams('?controls=none', PLAYER_PARAMS);
    expect(values.controls).toBe('full');
    expect(problems[0]).toMatchObject({ name: 'controls', used: 'full' });
  });
});

describe('break-it switches in the URL', () => {
  it('reads a comma-separated list, in any case and with spaces', () => {
    const { values, problems } = readParams('?break=select-then-insert, NO-PROVIDER-KEY', PLAYER_PARAMS);
    expect(values.break).toEqual(['select-then-insert', 'no-provider-key']);
    expect(problems).toEqual([]);
  });

  it('names only the bad switches and keeps the good ones', () => {
    const { values, problems } = readParams('?break=no-fencing,sideways,,blindly', PLAYER_PARAMS);
    expect(values.break).toEqual(['no-fencing']);
    expect(problems).toEqual([{ name: 'break', value: 'sideways,blindly', expected: expect.stringContaining('select-then-insert'), used: 'no-fencing' }]);
    expect(describeProblem(problems[0]!)).toMatch(/^break=“sideways,blindly” is not a list from no-key, .*; using no-fencing\.$/);
    expect(readParams('?break=nope', PLAYER_PARAMS).problems[0]!.used).toBe('none');
  });

  it('names switches that exclude each other as a bad combination, leaves both off and keeps the rest', () => {
    const { values, problems } = readParams('?break=key-per-try,select-then-insert,no-key', PLAYER_PARAMS);
    expect(values.break).toEqual(['select-then-insert']);
    expect(problems).toEqual([{ name: 'break', value: 'no-key+key-per-try', expected: expect.stringContaining('never both no-key and key-per-try'), used: 'select-then-insert' }]);
    expect(describeProblem(problems[0]!)).toBe(
      'break=“no-key+key-per-try” is not a list from no-key, key-per-try, select-then-insert, blind-takeover, no-fencing, no-provider-key, no-body-digest (never both no-key and key-per-try); using select-then-insert.',
    );
    expect(readParams('?break=no-key,key-per-try', PLAYER_PARAMS).values.break).toEqual([]);
  });
});
