/**
 * Answered predictions, read from the prediction store (src/learn/predict, which owns them) as the
 * `Answer`s statements are made of: each time the learner answers, its `feedback` changes. The words
 * are the prompt's own (narration's `predict`); this runs in the course's answers chunk (courseAnswers.ts).
 */
import type { ChapterId } from '../core/trace';
import { choiceOrder } from '../learn/predict/choiceOrder';
import type { PredictStore } from '../learn/predict/predictStore';
import { words } from '../narration/words';
import type { Answer } from './xapi/statements';

/** Calls `onAnswer` for every prediction answered from now on (asked in `chapter()`, the one on screen); returns how to stop. */
export function watchAnswers(predict: PredictStore, chapter: () => ChapterId, onAnswer: (answer: Answer) => void): () => void {
  return predict.subscribe((s, prev) => {
    const feedback = s.feedback;
    if (!feedback || feedback === prev.feedback) return;
    const { question, choice, right } = feedback;
    onAnswer({
      question: question.id,
      chapter: chapter(),
      prompt: () => words.predict.prompt(question, question.story),
      choices: choiceOrder(question.id).map((id) => ({ id, label: () => words.predict.choice(id, question.story) })), // as the learner saw them
      correct: question.answer,
      response: choice,
      success: right,
    });
  });
}
