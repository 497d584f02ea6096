import { describe, expect, it } from 'vitest';
import { raceProcesses } from './raceProcesses';

// Four real OS processes on one SQLite file, three rounds, one key per round. The race does not depend
// on luck or on the machine's load: each process parks at every await point of the store and the
// coordinator releases them all at once when every one has arrived (or finished). For
// SELECT-then-INSERT that means every process has run its SELECT (and found nothing) before any of
// them runs the work and its INSERT. (A long lockMs: however loaded the machine, no claim goes stale
// between two release points, which would let a correct store's loser take it over.)
describe('race:processes (4 processes × 3 rounds)', () => {
  it('correct: every round one charge, one 201 and three 409s', async () => {
    const result = await raceProcesses({ variant: 'correct', processes: 4, rounds: 3, lockMs: 30_000 });
    expect(result.rounds.map((r) => r.charges)).toEqual([1, 1, 1]);
    expect(result.doubled).toBe(0);
    for (const round of result.rounds) {
      expect(round.answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    }
  }, 60_000);

  it('select-then-insert: every process finds no key and charges — four charges every round', async () => {
    const result = await raceProcesses({ variant: 'select-then-insert', processes: 4, rounds: 3, lockMs: 30_000 });
    expect(result.rounds.map((r) => r.charges)).toEqual([4, 4, 4]);
    expect(result.doubled).toBe(3);
    for (const round of result.rounds) expect(new Set(round.answers.map((a) => a.chargeId)).size).toBe(4);
  }, 60_000);
});
