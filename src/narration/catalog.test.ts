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
    expect(en.player.chapterOf(3, 11)).toBe('Chapter 3 of 11');
    expect(en.stage.badges.gaveUp(1)).toBe('gave up after 1 attempt');
    expect(en.stage.badges.gaveUp(3)).toBe('gave up after 3 attempts');
    expect(en.lab.orders.doubled.payflow(2)).toBe('charged twice');
    expect(en.lab.orders.doubled.payflow(3)).toBe('charged 3 times');
    expect(en.lab.orders.doubled.library(2)).toBe('two loans');
    expect(en.lab.orders.doubled.library(3)).toBe('3 loans');
    expect(en.race.stopped(1)).toBe('Stopped after 1 schedule.');
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
