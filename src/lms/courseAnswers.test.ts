import { describe, expect, it } from 'vitest';
import { buildChapter } from '../core/scenarios';
import { loadSqlJs } from '../core/sqlite';
import { learnStores } from '../learn/learnStores';
import { memoryStorage } from '../learn/predict/memoryStorage.testing';
import { createScoreBook } from '../learn/predict/scoreBook';
import { chapterList } from '../narration/chapters';
import { createPlayerStore } from '../player/playerStore';
import { reportAnswers } from './courseAnswers';
import type { Answer } from './xapi/statements';

describe('a course hears the learner’s answers without loading the learning tools', () => {
  it('listens before the tools make their stores, and reports each answer once they have', async () => {
    const SQL = await loadSqlJs();
    const player = createPlayerStore({ chapters: chapterList().map((c) => c.id), story: 'payflow', chapter: 'double-click', buildTrace: (chapter, story) => buildChapter(SQL, { chapter, story, breaks: [] }) });
    await player.getState().loadTrace('double-click');
    const answers: Answer[] = [];
    const stop = reportAnswers(player, { answer: (a) => answers.push(a), recall: () => {}, testRun: () => {} });

    // The learning tools' chunk arrives later and makes the stores (as its views do, on first render).
    const { predict } = learnStores(player, createScoreBook(memoryStorage()));
    predict.getState().setEnabled(true);
    player.getState().play();
    for (let i = 0; i < 100 && !predict.getState().asking; i++) player.getState().advance();
    predict.getState().answer('replay');
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatchObject({ chapter: 'double-click', response: 'replay' });

    stop();
    for (let i = 0; i < 100 && !predict.getState().asking; i++) player.getState().advance();
    expect(predict.getState().asking).not.toBeUndefined(); // a second question, answered below
    predict.getState().answer('replay');
    expect(predict.getState().feedback?.choice).toBe('replay');
    expect(answers).toHaveLength(1); // stopped: the next answer is not reported
  });
});
