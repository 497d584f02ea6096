import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildChapter } from '../core/scenarios';
import { loadSqlJs } from '../core/sqlite';
import type { BreakId, ChapterId, StoryId } from '../core/trace';
import { CHOICES, predictionPoints } from '../learn/predict/predictions';
import { words } from './words';

const { choice: choiceLabel, prompt: promptOf } = words.predict;

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

const questions = async (chapter: ChapterId, story: StoryId = 'payflow', breaks: BreakId[] = []) =>
  predictionPoints(await buildChapter(SQL, { chapter, story, breaks })).map((p) => ({ answer: p.answer, text: promptOf(p, story) }));

describe('the prediction questions, in words', () => {
  it('words the library’s refusal as its 409 key_conflict, and every choice as a phrase', () => {
    expect(choiceLabel('mismatch', 'library')).toContain('409 key_conflict');
    expect(choiceLabel('mismatch', 'payflow')).toContain('422');
    for (const c of CHOICES) expect(choiceLabel(c, 'payflow').length).toBeGreaterThan(5);
  });

  it('does not call a checkout with another cart “the same checkout again”', async () => {
    const [reordered, other] = await questions('mismatch');
    expect(reordered!.text).toBe('The same checkout, its fields written in another order, carrying ticket k-e515, reaches Worker 1. What will run() do?');
    expect(other!.text).toBe('A checkout with another cart, carrying ticket k-e515 again, reaches Worker 1. What will run() do?');
    const [, loan] = await questions('mismatch', 'library');
    expect(loan!.text).toMatch(/^A loan request with another member, isbn and issuedAt, carrying ticket \S+ again, reaches Worker 1\./);
    expect((await questions('key-per-try'))[0]!.text).toMatch(/^The same checkout again, under a new ticket k-\w+, reaches Worker 2\./);
  });

  it('asks about a stale lock in the words it uses for a fresh one: the lock’s age and lockMs, never “stale” or “longer than”', async () => {
    const crash = await questions('crash');
    const lockQuestions = crash.filter((q) => q.text.includes('Its row is in_flight'));
    expect(lockQuestions.map((q) => q.answer)).toEqual(['conflict', 'take-over', 'conflict']);
    for (const { text } of lockQuestions) {
      expect(text).toMatch(/Its row is in_flight, locked \d+(\.\d+)? s ago; a lock lasts 5 s\. What will run\(\) do\?$/);
      expect(text).not.toMatch(/stale|longer than|expired/i);
    }
    // The copy that loses the takeover is told who else is on it, as the stage shows.
    expect(lockQuestions[2]!.text).toContain('reaches Worker 1, while Worker 2 is still busy with the same ticket.');
    for (const { text } of await questions('fencing')) expect(text).not.toMatch(/stale|longer than/i);
    expect(choiceLabel('take-over', 'payflow')).not.toMatch(/stale/i);
  });

  it('asks at a double click about the second copy while the first is still being served', async () => {
    const [click] = await questions('double-click');
    expect(click!.text).toBe('The same checkout again, carrying ticket k-e515, reaches Worker 2, while Worker 1 is still busy with the same ticket. What will run() do?');
  });
});
