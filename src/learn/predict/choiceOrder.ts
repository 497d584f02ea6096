/**
 * The order a question lists its choices in: shuffled, so the right answer is not always in the same
 * place, and seeded by the question's id, so a question shows the same order every time it is asked
 * (and in a test). The PRNG is the simulation's own; nothing here draws from Math.random.
 */
import { hashSeed, Prng } from '../../core/sim/prng';
import { CHOICES, type Choice } from './predictions';

/** The choices in the order question `questionId` lists them (Fisher–Yates, seeded by the id). */
export function choiceOrder(questionId: string): Choice[] {
  const prng = new Prng(hashSeed(0, questionId));
  const order = [...CHOICES];
  for (let i = order.length - 1; i > 0; i--) {
    const j = prng.int(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}
