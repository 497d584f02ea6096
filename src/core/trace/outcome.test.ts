import { describe, expect, it } from 'vitest';
import { answerOutcome, comesBack } from './outcome';

describe('what an answer means to the client', () => {
  it('tells a 409 that says "come back" from one that says "this key was used for something else"', () => {
    expect(answerOutcome(409, { 'retry-after': '5' })).toBe('busy');
    expect(answerOutcome(409)).toBe('conflict');
  });

  it('reads 2xx as done, 5xx as failed and any other 4xx as refused; only busy and failed come back', () => {
    expect([200, 201, 500, 503, 400, 422].map((s) => answerOutcome(s))).toEqual(['done', 'done', 'failed', 'failed', 'refused', 'refused']);
    expect((['done', 'busy', 'conflict', 'refused', 'failed'] as const).filter(comesBack)).toEqual(['busy', 'failed']);
  });
});
