import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildChapter } from '../../core/scenarios';
import { loadSqlJs } from '../../core/sqlite';
import type { BreakId, ChapterId, StoryId } from '../../core/trace';
import { existingQuestions, parseQuestionId } from './existingQuestions';
import { memoryStorage } from './memoryStorage.testing';
import { predictionPoints } from './predictions';
import { createScoreBook, SCORE_KEY, type ScoreBook, type ScoreStorage } from './scoreBook';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});
const build = (chapter: ChapterId, story: StoryId, breaks: readonly BreakId[]) => buildChapter(SQL, { chapter, story, breaks: [...breaks] });
const stored = (answers: Record<string, unknown>) => memoryStorage({ [SCORE_KEY]: JSON.stringify(answers) });
const everything = async (ids: string[]) => new Set(ids);
/** The next change of the book's score (its stored answers checked). */
const nextChange = (book: ScoreBook) => new Promise<void>((resolve) => book.subscribe(resolve));

describe('the score book', () => {
  it('scores each question once and keeps the score across visits', async () => {
    const storage = memoryStorage();
    const book = createScoreBook(storage);
    expect(book.record('a', false)).toEqual({ right: 0, asked: 1 });
    expect(book.record('a', true)).toEqual({ right: 0, asked: 1 }); // the first answer stands
    expect(book.record('b', true)).toEqual({ right: 1, asked: 2 });
    const again = createScoreBook(storage, { verify: everything });
    await nextChange(again);
    expect(again.score()).toEqual({ right: 1, asked: 2 });
  });

  it('tells its listeners when the score changes, and only then', () => {
    const book = createScoreBook(memoryStorage());
    let calls = 0;
    const stop = book.subscribe(() => calls++);
    book.record('a', true);
    book.record('a', false);
    stop();
    book.record('b', true);
    expect(calls).toBe(1);
  });

  it('survives storage that is missing, broken or full', () => {
    expect(createScoreBook(undefined).record('a', true)).toEqual({ right: 1, asked: 1 });
    const broken: ScoreStorage = { getItem: () => '{not json', setItem: () => { throw new Error('quota'); } };
    expect(createScoreBook(broken).record('a', true)).toEqual({ right: 1, asked: 1 });
  });
});

describe('a saved score counts only questions that exist', () => {
  it('counts a stored answer to a real question, and drops one for a beat that asks nothing, another scene’s or an edited one', async () => {
    const trace = await build('double-click', 'payflow', []);
    const [asked] = predictionPoints(trace);
    const notAsked = trace.beats.findIndex((b) => !predictionPoints(trace).some((p) => p.beat === b.index));
    const real = `payflow/double-click/plain/${asked!.beat}`;
    const storage = stored({
      [real]: true,
      [`payflow/double-click/plain/${notAsked}`]: true, // a beat that is no question (an older scene's beats)
      'payflow/double-click/plain/99999': true,
      'payflow/ticket/key-per-try+no-key/3': true, // switches that cannot both be on
      'payflow/lab/plain/1': true, // the lab asks nothing
      'library/crash/no-provider-key/1': true, // the library has no PayCo
      ['__proto__']: true,
      garbage: true,
      'payflow/mismatch/plain/1': 'yes', // not an answer
    });
    const book = createScoreBook(storage, { verify: (ids) => existingQuestions(ids, build) });
    expect(book.score()).toEqual({ right: 0, asked: 0 }); // nothing counts before it is checked
    await nextChange(book);
    expect(book.score()).toEqual({ right: 1, asked: 1 });
    expect(JSON.parse(storage.data.get(SCORE_KEY)!)).toEqual({ [real]: true }); // the rest is gone for good
  });

  it('without a way to check, or when checking fails, counts none of the stored answers and keeps them', async () => {
    const storage = stored({ 'payflow/ticket/plain/13': true });
    expect(createScoreBook(storage).score()).toEqual({ right: 0, asked: 0 });
    const failing = createScoreBook(storage, { verify: () => Promise.reject(new Error('the scene worker failed')) });
    await Promise.resolve();
    failing.record('payflow/crash/plain/20', true);
    expect(failing.score()).toEqual({ right: 1, asked: 1 });
    expect(JSON.parse(storage.data.get(SCORE_KEY)!)).toEqual({ 'payflow/ticket/plain/13': true, 'payflow/crash/plain/20': true });
  });

  it('lets a stored answer stand when its question is asked again before the check is done', async () => {
    let check!: (ids: ReadonlySet<string>) => void;
    const book = createScoreBook(stored({ q: false }), { verify: () => new Promise((resolve) => (check = resolve)) });
    expect(book.answered('q')).toBe(true);
    expect(book.record('q', true)).toEqual({ right: 0, asked: 1 });
    check(new Set(['q']));
    await nextChange(book);
    expect(book.score()).toEqual({ right: 0, asked: 1 });
  });

  it('reads an id back into its scene only in the one spelling questionId writes', () => {
    expect(parseQuestionId('payflow/double-click/no-key+select-then-insert/4')).toEqual({
      scene: { story: 'payflow', chapter: 'double-click', breaks: ['no-key', 'select-then-insert'] },
      beat: 4,
    });
    for (const bad of ['payflow/double-click/select-then-insert+no-key/4', 'payflow/double-click/plain/04', 'payflow/double-click/plain/4/x', 'payflow/double-click//4', 'shop/ticket/plain/1']) {
      expect(parseQuestionId(bad), bad).toBeUndefined();
    }
  });
});
