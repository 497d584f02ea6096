/**
 * What a course platform reads from the learning tools: answered predictions, from the player's
 * prediction store as soon as the tools make it, and the recall cloze's checks. A chunk of its own,
 * loaded once a course is connected; it loads none of the tools (their views bring them).
 */
import { whenLearnStores } from '../learn/learnStoresMade';
import type { PlayerStore } from '../player/playerState';
import type { Course } from './connectCourse';
import { watchAnswers } from './predictionAnswers';
import { watchRecall } from './recallAnswers';
import { onTestRun } from '../yourturn/testRuns';

/** Reports `player`'s answers and the cloze's checks to `course` from now on; returns how to stop. */
export function reportAnswers(player: PlayerStore, course: Pick<Course, 'answer' | 'recall' | 'testRun'>): () => void {
  const stopRecall = watchRecall(course.recall);
  // Your turn's runs, as they end (the channel is tiny; the tests and their worker load with Your turn).
  const stopRuns = onTestRun((report) => course.testRun({ passed: report.results.filter((r) => r.passed).map((r) => r.id), total: report.results.length }));
  let stopAnswers = () => {};
  const stopWaiting = whenLearnStores(player, ({ predict }) => {
    stopAnswers = watchAnswers(predict, () => player.getState().chapter, course.answer);
  });
  return () => {
    stopWaiting();
    stopAnswers();
    stopRecall();
    stopRuns();
  };
}
