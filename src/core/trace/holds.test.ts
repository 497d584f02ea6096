import { describe, expect, it } from 'vitest';
import type { IdempotencyRow } from '../store/schema';
import { Holds } from './holds';

const row = (locked_at: number, status: IdempotencyRow['status'] = 'in_flight'): IdempotencyRow =>
  ({ key: 'phone:k1', fingerprint: 'f', status, response: null, locked_at, created_at: 0 }) as IdempotencyRow;
const state = (...rows: IdempotencyRow[]) => ({ idempotencyKeys: rows, charges: [], loans: [] });

describe('who holds a key, from the store’s steps', () => {
  it('is the worker whose token is the row’s locked_at; a worker taken over from holds nothing', () => {
    const holds = new Holds(5_000);
    holds.step({ step: 'claimed', key: 'phone:k1', lockedAt: 100 }, 'worker-1');
    expect(holds.claims(state(row(100)), 200)).toEqual([{ key: 'phone:k1', lockedAt: 100, ageMs: 100, stale: false, holder: 'worker-1', working: false }]);
    holds.step({ step: 'work-started', key: 'phone:k1', lockedAt: 100 }, 'worker-1');
    holds.step({ step: 'took-over', key: 'phone:k1', oldLockedAt: 100, lockedAt: 6_000 }, 'worker-2');
    // worker-1 still believes it holds the key (its token is 100); the row says 6000: worker-2 holds it.
    expect(holds.claims(state(row(6_000)), 6_000)).toMatchObject([{ holder: 'worker-2', working: false, stale: false }]);
  });

  it('says the lock is stale once it is lockMs old, and has no holder once the holder died', () => {
    const holds = new Holds(5_000);
    holds.step({ step: 'claimed', key: 'phone:k1', lockedAt: 100 }, 'worker-1');
    holds.step({ step: 'work-started', key: 'phone:k1', lockedAt: 100 }, 'worker-1');
    expect(holds.claims(state(row(100)), 300)).toMatchObject([{ holder: 'worker-1', working: true, stale: false }]);
    holds.crashed('worker-1');
    expect(holds.claims(state(row(100)), 5_100)).toMatchObject([{ holder: null, working: false, stale: true, ageMs: 5_000 }]);
  });

  it('names the dead holder of a claim that outlives its worker, until a takeover or the restart', () => {
    const holds = new Holds(5_000);
    holds.step({ step: 'claimed', key: 'phone:k1', lockedAt: 100 }, 'worker-1');
    holds.crashed('worker-1');
    expect(holds.claims(state(row(100)), 300)).toEqual([{ key: 'phone:k1', lockedAt: 100, ageMs: 200, stale: false, holder: null, deadHolder: 'worker-1', working: false }]);
    // A takeover writes a new token: the dead worker's claim is gone with its token.
    holds.step({ step: 'took-over', key: 'phone:k1', oldLockedAt: 100, lockedAt: 6_000 }, 'worker-2');
    expect(holds.claims(state(row(6_000)), 6_000)).toEqual([{ key: 'phone:k1', lockedAt: 6_000, ageMs: 0, stale: false, holder: 'worker-2', working: false }]);
    // Restarted before any takeover, it is a new process that holds nothing.
    holds.step({ step: 'claimed', key: 'phone:k2', lockedAt: 7_000 }, 'worker-3');
    holds.crashed('worker-3');
    holds.restarted('worker-3');
    expect(holds.claims(state({ ...row(7_000), key: 'phone:k2' }), 7_500)[0]).not.toHaveProperty('deadHolder');
  });

  it('lists only in_flight rows: a saved key has no claim', () => {
    const holds = new Holds(5_000);
    holds.step({ step: 'claimed', key: 'phone:k1', lockedAt: 100 }, 'worker-1');
    holds.step({ step: 'saved', key: 'phone:k1', lockedAt: 100 }, 'worker-1');
    expect(holds.claims(state(row(100, 'done')), 300)).toEqual([]);
  });
});
