/**
 * Checks of the recall cloze (src/learn/recall, which owns it), as the `RecallAnswer`s statements are
 * made of: each blank's label, the lesson's answer, what the learner wrote and whether it counts.
 */
import { checkAll, clozeFor } from '../learn/recall/cloze';
import { onRecallCheck, type RecallCheck } from '../learn/recall/recallChecks';
import type { RecallAnswer } from './xapi/statements';

export function recallAnswerOf({ cloze, answers }: RecallCheck): RecallAnswer {
  const verdicts = checkAll(cloze, answers);
  return {
    story: cloze.story,
    blanks: cloze.blanks.map((b) => ({
      // The label in whichever language it is read in: the cloze made again in that language.
      label: () => clozeFor(cloze.story).blanks.find((other) => other.id === b.id)!.label,
      answer: b.answer,
      response: answers[b.id] ?? '',
      right: verdicts[b.id] === 'right',
    })),
  };
}

/** Calls `onRecall` for every check of the cloze from now on; returns how to stop. */
export function watchRecall(onRecall: (recall: RecallAnswer) => void): () => void {
  return onRecallCheck((check) => onRecall(recallAnswerOf(check)));
}
