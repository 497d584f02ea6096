import { answerOutcome, type HttpMessage } from '../../core/trace';

/** The colour an answer is drawn in: done, a 409 of either kind (come back, or a reused key), or an error. */
export type AnswerTone = 'ok' | 'conflict' | 'error';

const TONES = { done: 'ok', busy: 'conflict', conflict: 'conflict', refused: 'error', failed: 'error' } as const;

/** The tone of an answer, from its recorded outcome (no status arithmetic in views). */
export function answerTone(message: Pick<HttpMessage, 'status' | 'headers'>): AnswerTone {
  return TONES[answerOutcome(message.status ?? 0, message.headers)];
}
