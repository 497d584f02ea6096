import { describe, expect, it } from 'vitest';
import { chooseLanguage, matchLanguage } from './languages';

describe('choosing a language', () => {
  it('matches an id in any case, or a tag by its primary language', () => {
    expect(matchLanguage('es')).toBe('es');
    expect(matchLanguage(' EN-xa ')).toBe('en-XA');
    expect(matchLanguage('es-MX')).toBe('es');
    expect(matchLanguage('en_GB')).toBe('en');
    expect(matchLanguage('fr-FR')).toBeUndefined();
    expect(matchLanguage("es'; DROP TABLE loans; --")).toBeUndefined();
  });

  it('takes lang= first; standalone the browser’s first known language; embedded English', () => {
    expect(chooseLanguage('es', { framed: true, browser: ['en-US'] })).toBe('es');
    expect(chooseLanguage(null, { framed: false, browser: ['fr-FR', 'es-AR', 'en'] })).toBe('es');
    expect(chooseLanguage(null, { framed: true, browser: ['es-AR'] })).toBe('en');
    expect(chooseLanguage(null, { framed: false, browser: ['fr', 'de'] })).toBe('en');
    // The pseudo-locale only when asked for by name.
    expect(chooseLanguage(null, { framed: false, browser: ['en-XA', 'es'] })).toBe('es');
  });
});
