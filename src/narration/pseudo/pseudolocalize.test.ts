import { describe, expect, it } from 'vitest';
import english from '../en/language';
import pseudoEnglish from './language';
import { pseudolocalize, pseudoWords } from './pseudolocalize';

describe('the pseudo-locale (en-XA)', () => {
  it('accents, brackets and lengthens words by at least 40%', () => {
    const word = pseudolocalize('Change what happens');
    expect(word).toMatch(/^\[.*\]$/);
    expect(word).not.toMatch(/[a-z]{3}/); // no plain English run left
    expect(word.length).toBeGreaterThanOrEqual(Math.ceil('Change what happens'.length * 1.4));
  });

  it('leaves placeholders and identifiers as a translation would', () => {
    const caption = pseudolocalize('{worker} claims {ticket}: the INSERT changes 1 row, in_flight, lockMs, Idempotency-Key k-e515; press C');
    for (const kept of ['{worker}', '{ticket}', 'INSERT', '1', 'in_flight', 'lockMs', 'Idempotency-Key', 'k-e515', ' C']) expect(caption).toContain(kept);
    expect(caption).not.toContain('claims');
  });

  it('accents the last word of a sentence, whose full stop is not an identifier’s', () => {
    expect(pseudolocalize('nothing to fence. Done:')).not.toMatch(/fence|Done/);
    expect(pseudolocalize('PayCo gets charge:o1.')).toContain('charge:o1.');
  });

  it('does not transform a piece twice: a pseudo title inside a pseudo sentence stays as it was', () => {
    const title = pseudolocalize('The lost answer');
    const numbered = pseudoWords((n: number, t: string) => `Chapter ${n}: ${t}`)(3, title);
    expect(numbered).toContain(title);
    expect(numbered.split('[').length - 1).toBe(2);
  });

  it('keeps the catalog’s shape: every string of English has its pseudo string', () => {
    expect(pseudoEnglish.words.player.play).toBe(pseudolocalize(english.words.player.play));
    expect(pseudoEnglish.chapters.ticket.title).toBe(pseudolocalize(english.chapters.ticket.title));
    expect(pseudoEnglish.captions.shared['sql.claim']).toBe(pseudolocalize(english.captions.shared['sql.claim']!));
    expect(pseudoEnglish.basics.locale).toBe('en-US');
  });
});
