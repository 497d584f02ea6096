import { describe, expect, it } from 'vitest';
import { buildChapter } from '../core/scenarios';
import { chapterList } from '../narration/chapters';
import { loadSqlJs } from '../core/sqlite';
import { createPredictStore } from '../learn/predict/predictStore';
import { createScoreBook } from '../learn/predict/scoreBook';
import { memoryStorage } from '../learn/predict/memoryStorage.testing';
import { createPlayerStore } from '../player/playerStore';
import { watchAnswers } from './predictionAnswers';
import type { Answer } from './xapi/statements';

describe('answered predictions, read from the real prediction store', () => {
  it('gives each answer with its question, the store’s answer, the choice and whether it was right', async () => {
    const SQL = await loadSqlJs();
    const player = createPlayerStore({ chapters: chapterList().map((c) => c.id), story: 'payflow', chapter: 'double-click', buildTrace: (chapter, story) => buildChapter(SQL, { chapter, story, breaks: [] }) });
    await player.getState().loadTrace('double-click');
    const predict = createPredictStore(player, createScoreBook(memoryStorage()), { enabled: true });
    const answers: Answer[] = [];
    const stop = watchAnswers(predict, () => player.getState().chapter, (a) => answers.push(a));

    const playUntilAsked = () => {
      player.getState().play();
      for (let i = 0; i < 100 && !predict.getState().asking; i++) player.getState().advance();
    };
    playUntilAsked();
    predict.getState().answer('replay'); // the store answered 409: wrong
    playUntilAsked();
    predict.getState().answer('replay'); // the later retry replays: right
    stop();

    expect(answers.map(({ question, correct, response, success }) => ({ question, correct, response, success }))).toEqual([
      { question: 'payflow/double-click/plain/1', correct: 'conflict', response: 'replay', success: false },
      { question: 'payflow/double-click/plain/8', correct: 'replay', response: 'replay', success: true },
    ]);
    expect(answers[0]!.chapter).toBe('double-click');
    expect(answers[0]!.prompt()).toMatch(/What will run\(\) do\?$/);
    expect(answers[0]!.choices.map((c) => c.id).sort()).toEqual(['conflict', 'mismatch', 'replay', 'run', 'save-fails', 'take-over']);
  });
});
