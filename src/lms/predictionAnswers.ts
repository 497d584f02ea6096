/**
 * Answered predictions, read from the prediction store (src/learn/predict, which owns them) as the
 * `Answer`s statements are made of: each time the learner answers, its `feedback` changes.
 */
import type { ChapterId } from '../core/trace';
import { choiceLabel, CHOICES, promptOf } from '../learn/predict/predictions';
import type { PredictStore } from '../learn/predict/predictStore';
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
      prompt: promptOf(question, question.story),
      choices: CHOICES.map((id) => ({ id, label: choiceLabel(id, question.story) })),
      correct: question.answer,
      response: choice,
      success: right,
    });
  });
}
