import { describe, expect, it } from 'vitest';
import { choiceOrder } from './choiceOrder';
import { CHOICES } from './predictions';

const ids = Array.from({ length: 60 }, (_, beat) => `payflow/crash/plain/${beat}`);

describe('the order a question lists its choices in', () => {
  it('lists every choice once, in the same order each time the same question is asked', () => {
    for (const id of ids) {
      expect([...choiceOrder(id)].sort()).toEqual([...CHOICES].sort());
      expect(choiceOrder(id)).toEqual(choiceOrder(id));
    }
  });

  it('shuffles: questions list their choices in different orders, and each choice turns up in every place', () => {
    const orders = new Set(ids.map((id) => choiceOrder(id).join(',')));
    expect(orders.size).toBeGreaterThan(ids.length / 2);
    for (const choice of CHOICES) {
      const places = new Set(ids.map((id) => choiceOrder(id).indexOf(choice)));
      expect(places.size, choice).toBe(CHOICES.length);
    }
  });
});
