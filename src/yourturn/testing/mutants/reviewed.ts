/**
 * The mutants of the reference that no judge kills, each reviewed, with its one-line argument
 * (`npm run test:mutants` prints them, and fails when one is no longer made, or is now killed: the
 * list then needs another look).
 * - `equivalent`: it behaves as the reference does in every schedule of the contract's world (only
 *   run() writes idempotency_keys, lockMs ≥ 1, the clock moves only between tasks).
 * - `beyond one realm`: it differs only when another process's statement lands between two of this
 *   run()'s statements that have no await between them. The harness interleaves requests at each
 *   statement, but what another request does after its own await cannot run inside a statement call
 *   in one JavaScript realm, so no judge in the page or in `npm run test:04` can tell it. Between real
 *   processes it is a mistake: the closing note of issue 55 says so, and the process race is where it
 *   shows.
 */
export type Review = { kind: 'equivalent' | 'beyond one realm'; why: string };

export const REVIEWED: Record<string, Review> = {
  'claim: binds this.now() for lockedAt': {
    kind: 'equivalent',
    why: 'lockedAt is this.now() two lines above, with no await between, and the clock moves only between tasks: the INSERT binds the same number',
  },
  'takeover: binds this.now() for lockedAt': {
    kind: 'equivalent',
    why: 'lockedAt is max(now, row.locked_at + 1), and a lock is stale only when now − row.locked_at ≥ lockMs ≥ 1, so it is now: the same number (only lockMs 0 would tell them apart)',
  },
  'release: WHERE without "status = \'in_flight\'"': {
    kind: 'equivalent',
    why: 'a row with this worker’s locked_at is its own claim (any other token is another millisecond: a claim needs the row gone, a takeover lockMs later), and run() releases only when its work threw, before any save of its own, so that row is in_flight',
  },
  'save: WHERE without "status = \'in_flight\'"': {
    kind: 'equivalent',
    why: 'as for the release: a row with this worker’s locked_at is its own claim, and run() saves once, so the row it finds by key and token is still in_flight',
  },
  'if (!row): throw new ConflictError(); → return': {
    kind: 'beyond one realm',
    why: 'the row is gone between this run()’s INSERT and its SELECT only if its owner released it there; a release follows the owner’s await, and nothing awaits between these two statements',
  },
  'takeover: WHERE without "status = \'in_flight\'"': {
    kind: 'beyond one realm',
    why: 'the stale row read in_flight turns done with the same locked_at only by its owner’s save, which follows the owner’s await; nothing awaits between the SELECT and the UPDATE. Between processes the UPDATE would move the lock of a done row and run the work a second time',
  },
};
