import { describe, expect, it } from 'vitest';
import { raceProcesses, type RaceOptions } from './raceProcesses';

// The two schedules that need more than a simultaneous start, on real processes: each shows its
// mistake on the broken store, and the same schedule leaves the correct store at one charge.
// no-fencing waits out a real lockMs (the frozen process's lock must go stale); the later processes
// must then arrive while the new owner's lock is fresh, hence a lockMs roomy for a loaded machine.
// The other schedules never wait for the lock, so a long one costs nothing and rules out a stale read.
const charges = async (options: RaceOptions) => (await raceProcesses(options)).rounds.map((r) => r.charges);

describe('race:processes schedules (3 processes, 1 round each)', () => {
  it('blind-takeover: a seeded stale lock is taken over by all three (3 charges); compare-and-set lets one win', async () => {
    const [blind, cas] = await Promise.all([
      charges({ variant: 'blind-takeover', processes: 3, rounds: 1, lockMs: 30_000 }),
      charges({ variant: 'blind-takeover', processes: 3, rounds: 1, lockMs: 30_000, correctStore: true }),
    ]);
    expect(blind).toEqual([3]);
    expect(cas).toEqual([1]);
  }, 60_000);

  it('no-fencing: the frozen process’s release deletes the new owner’s claim and a third charges again; fenced, it deletes nothing', async () => {
    const [unfenced, fenced] = await Promise.all([
      charges({ variant: 'no-fencing', processes: 3, rounds: 1, lockMs: 2_000 }),
      charges({ variant: 'no-fencing', processes: 3, rounds: 1, lockMs: 2_000, correctStore: true }),
    ]);
    expect(unfenced).toEqual([2]);
    expect(fenced).toEqual([1]);
  }, 60_000);
});
