/**
 * The catalog is a translation's template: plain words keyed by id, and messages that are functions
 * of typed data. A language that fills it must give every id, with the same parameters (checked by
 * the compiler below: `npx tsc -p .` fails if one of these mistakes compiles).
 */
import { describe, expect, it } from 'vitest';
import type { Basics, Catalog, ShellWords } from './catalog';
import { EN_BASICS } from './en/basics';
import { en } from './en';
import { shell } from './en/shell';
import { text } from './parts';

/** Every leaf of a catalog, by its path of ids. */
function leaves(value: unknown, path = ''): [string, unknown][] {
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([id, v]) => leaves(v, path ? `${path}.${id}` : id));
  return [[path, value]];
}

describe('the word catalog', () => {
  it('holds only words: each leaf is text, or a message (a function of data) that returns text', () => {
    for (const [path, leaf] of [...leaves(en), ...leaves(shell)]) {
      expect(['string', 'function'], path).toContain(typeof leaf);
      if (typeof leaf === 'string') expect(leaf.trim(), path).not.toBe('');
    }
  });

  it('writes its messages from the data it is given', () => {
    expect(en.player.chapterOf(3, 11)).toEqual(['Chapter ', 3, ' of ', 11]);
    expect(en.stage.badges.gaveUp(1)).toBe('gave up after 1 attempt');
    expect(en.stage.badges.gaveUp(3)).toBe('gave up after 3 attempts');
    expect(en.lab.orders.doubled.payflow(2)).toBe('charged twice');
    expect(en.lab.orders.doubled.payflow(3)).toBe('charged 3 times');
    expect(en.lab.orders.doubled.library(2)).toBe('two loans');
    expect(en.lab.orders.doubled.library(3)).toBe('3 loans');
    expect(text(en.race.stopped(1))).toBe('Stopped after 1 schedule.');
    expect(text(en.race.stopped(2))).toBe('Stopped after 2 schedules.');
    expect(text(en.panels.table.firstRows(6, 100))).toBe('The first 6 of 100 rows.');
  });

  it('is a shape another language must fill in full, with the same parameters', () => {
    // Each line below is a mistake a translation could make; the compiler refuses every one.
    // @ts-expect-error an id left out
    const lacking: Catalog['sheets']['embed'] = { button: 'Insertar' };
    // @ts-expect-error a message that takes other data than English's
    const otherData: Catalog['player']['chapterOf'] = (chapter: string) => `Capítulo ${chapter}`;
    // @ts-expect-error words where a message is expected
    const notAMessage: ShellWords['params']['numberIn'] = 'un número';
    // @ts-expect-error a language without its plural forms' `other`
    const noOther: Basics['cents'] = { one: '# céntimo' };
    expect([lacking, otherData, notAMessage, noOther, EN_BASICS.locale]).toHaveLength(5);
  });
});

describe('a message in pieces', () => {
  it('keeps the pieces a view writes in JSX, each a text node of its own, and drops empty ones', () => {
    expect(en.predict.score(2, 3)).toEqual(['Score: ', 2, ' of ', 3]);
    expect(en.lab.lead('library').at(-1)).toBe(' one after another over a network that loses answers; each version runs on a fresh database in a worker, through the real endpoint and store. ');
    expect(text(en.player.numbered(3, 'A ticket for the coat'))).toBe('3. A ticket for the coat');
  });
});
