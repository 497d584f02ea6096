import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildChapter } from '../../core/scenarios';
import { chapterList } from '../../narration/chapters';
import { loadSqlJs } from '../../core/sqlite';
import { partsOf, type BreakId, type ChapterId, type StoryId } from '../../core/trace';
import { createPlayerStore } from '../../player/playerStore';
import { compareBodies, predictionPoints } from './predictions';
import { createPredictStore } from './predictStore';
import { createScoreBook, questionId } from './scoreBook';
import { memoryStorage } from './memoryStorage.testing';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

const build = (chapter: ChapterId, story: StoryId = 'payflow', breaks: BreakId[] = []) => buildChapter(SQL, { chapter, story, breaks });
const summary = async (chapter: ChapterId, story: StoryId = 'payflow', breaks: BreakId[] = []) =>
  predictionPoints(await build(chapter, story, breaks)).map((p) => `${p.trigger}:${p.answer}`);

describe('prediction points, read from the store’s recorded steps', () => {
  it('asks at a repeat and answers replay, 409 or 422 as the store did', async () => {
    expect(await summary('ticket')).toEqual(['repeat:replay']);
    expect(await summary('double-click')).toEqual(['repeat:conflict', 'repeat:replay']);
    expect(await summary('mismatch')).toEqual(['repeat:replay', 'repeat:mismatch']);
    expect(await summary('retention')).toEqual(['repeat:replay', 'repeat:run']); // pruned: a new operation
    expect(await summary('key-per-try')).toEqual(['repeat:run']); // the same intent under a new ticket
  });

  it('asks when a lock is stale: one retry takes over, the other loses the compare-and-set (409)', async () => {
    // First the retry after PayCo's 503: the claim was released, so the work runs again.
    expect(await summary('crash')).toEqual(['repeat:run', 'repeat:conflict', 'stale:take-over', 'stale:conflict']);
    expect(await summary('crash', 'payflow', ['blind-takeover'])).toContain('stale:take-over');
    expect((await summary('crash', 'payflow', ['blind-takeover'])).filter((x) => x === 'stale:take-over')).toHaveLength(2);
  });

  it('asks when a slow worker wakes: its save fails, fenced off — unless fencing is switched off', async () => {
    expect(await summary('fencing')).toEqual(['stale:take-over', 'stale:take-over', 'wake:save-fails']);
    expect(await summary('fencing', 'payflow', ['no-fencing'])).not.toContain('wake:save-fails');
  });

  it('pauses on the beat the request arrives and finds the answer on a later beat by the same worker', async () => {
    const trace = await build('crash');
    for (const p of predictionPoints(trace)) {
      const at = trace.beats[p.beat]!;
      expect(at.kind).toBe('send');
      // A beat may tell several sends at once (a new tap and a retry): one of them reaches this worker.
      expect(partsOf(at).map((part) => part.detail.type === 'http' && part.detail.to)).toContain(p.worker);
      expect(p.answerBeat).toBeGreaterThan(p.beat);
      expect(trace.beats[p.answerBeat]!.actor).toBe(p.worker);
    }
  });

  it('the library refuses the reordered body too: it fingerprints the raw bytes (seed 004)', async () => {
    expect(await summary('mismatch', 'library')).toEqual(['repeat:mismatch', 'repeat:mismatch']);
  });

  it('asks nothing in scenes without repeats', async () => {
    expect(await summary('lost-response')).toEqual([]);
    expect(await summary('lab')).toEqual([]);
  });

  it('states the facts a question needs: the body against the ticket’s first, the lock’s age, who else is busy', async () => {
    const [reordered, other] = predictionPoints(await build('mismatch'));
    expect(reordered).toMatchObject({ ticketSeen: true, body: { kind: 'reordered' } });
    expect(other).toMatchObject({ ticketSeen: true, body: { kind: 'other', fields: ['cart'] } });
    const [, other2] = predictionPoints(await build('mismatch', 'library'));
    expect(other2!.body).toEqual({ kind: 'other', fields: ['member', 'isbn', 'issuedAt'] });
    expect(predictionPoints(await build('key-per-try'))[0]).toMatchObject({ ticketSeen: false, body: { kind: 'same' } });

    // The crash: the retry after the release (no lock), a retry while the lock is fresh, then two after it went stale.
    const [released, fresh, first, second] = predictionPoints(await build('crash'));
    expect(released!.lock).toBeUndefined();
    expect(fresh!.lock!.age).toBeLessThan(fresh!.lock!.lockMs);
    expect(first!.lock!.age).toBeGreaterThanOrEqual(first!.lock!.lockMs);
    expect(second).toMatchObject({ worker: 'worker-1', alongside: 'worker-2', answer: 'conflict' });
  });

  it('compares bodies as the two fingerprints see them: same bytes, same fields reordered, other values', () => {
    expect(compareBodies({ a: 1, b: { c: 2 } }, { a: 1, b: { c: 2 } })).toEqual({ kind: 'same' });
    expect(compareBodies({ a: 1, b: 2 }, { b: 2, a: 1 })).toEqual({ kind: 'reordered' });
    expect(compareBodies({ a: 1, b: { x: 1, y: 2 } }, { a: 1, b: { y: 2, x: 3 } })).toEqual({ kind: 'other', fields: ['b'] });
    expect(compareBodies({ a: 1 }, { a: 1, z: 0 })).toEqual({ kind: 'other', fields: ['z'] });
  });
});

describe('the prediction prompt in the player', () => {
  async function setup() {
    const player = createPlayerStore({ chapters: chapterList().map((c) => c.id), story: 'payflow', chapter: 'double-click', buildTrace: (chapter, story) => build(chapter, story) });
    await player.getState().loadTrace('double-click');
    const scores: unknown[] = [];
    const predict = createPredictStore(player, createScoreBook(memoryStorage()), { enabled: true, onScore: (s) => scores.push(s) });
    return { player, predict, scores };
  }
  const playUntilAsked = (player: ReturnType<typeof createPlayerStore>, predict: ReturnType<typeof createPredictStore>) => {
    player.getState().play();
    for (let i = 0; i < 100 && !predict.getState().asking; i++) player.getState().advance();
  };

  it('pauses at the repeat and asks; a wrong answer is marked wrong and the player plays on into the store’s answer', async () => {
    const { player, predict, scores } = await setup();
    playUntilAsked(player, predict);
    const asking = predict.getState().asking!;
    // The double click's two sends are one beat: the question comes as they leave.
    expect(asking).toMatchObject({ beat: 1, answer: 'conflict', trigger: 'repeat' });
    expect(player.getState()).toMatchObject({ cursor: 1, playing: false });
    predict.getState().answer('replay');
    expect(predict.getState().feedback).toMatchObject({ choice: 'replay', right: false });
    expect(player.getState().playing).toBe(true);
    expect(scores).toEqual([{ right: 0, asked: 1 }]);

    playUntilAsked(player, predict);
    expect(predict.getState().asking).toMatchObject({ answer: 'replay' });
    predict.getState().answer('replay');
    expect(predict.getState().feedback).toMatchObject({ right: true });
    expect(predict.getState().score).toEqual({ right: 1, asked: 2 });
  });

  it('asks a question once per visit, lets Play skip it, and asks nothing when switched off', async () => {
    const { player, predict } = await setup();
    playUntilAsked(player, predict);
    player.getState().play(); // the learner presses Play instead of answering
    expect(predict.getState().asking).toBeUndefined();
    player.getState().seek(0);
    playUntilAsked(player, predict);
    expect(predict.getState().asking?.beat).toBe(8); // the first question is not asked again
    predict.getState().setEnabled(false);
    expect(predict.getState().asking).toBeUndefined();
    const trace = player.getState().traces['double-click'];
    expect(questionId(trace!.status === 'ready' ? trace!.trace : ({} as never), 2)).toBe('payflow/double-click/plain/2');
  });
});
