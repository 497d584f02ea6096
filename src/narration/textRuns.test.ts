import { describe, expect, it } from 'vitest';
import { EN_BASICS } from './en/basics';
import { ES_BASICS } from './es/basics';
import { textRuns } from './textRuns';

describe('textRuns', () => {
  it('marks each term Spanish borrows from English with its language, whatever its case', () => {
    expect(textRuns('Sin fencing, el token viejo gana; Fencing y compare-and-set.', ES_BASICS)).toEqual([
      { text: 'Sin ' },
      { text: 'fencing', lang: 'en' },
      { text: ', el ' },
      { text: 'token', lang: 'en' },
      { text: ' viejo gana; ' },
      { text: 'Fencing', lang: 'en' },
      { text: ' y ' },
      { text: 'compare-and-set', lang: 'en' },
      { text: '.' },
    ]);
  });

  it('leaves identifiers alone: a switch id or a name that only contains the term is code, not a word', () => {
    expect(textRuns('break no-fencing on; tokens; fencing_token', ES_BASICS)).toEqual([{ text: 'break no-fencing on; tokens; fencing_token' }]);
  });

  it('gives one run, the whole sentence, in a language that borrows nothing', () => {
    expect(textRuns('Without fencing the old token wins.', EN_BASICS)).toEqual([{ text: 'Without fencing the old token wins.' }]);
    expect(textRuns('', ES_BASICS)).toEqual([{ text: '' }]);
  });
});
