/** Why a request met a conflict: all of them mean "wait and retry with the same key and parameters". */
export type ConflictReason =
  /** Another request holds a fresh lock on the key. */
  | 'in_flight'
  /** The lock was stale, but another retry took it over first (compare-and-set changed 0 rows). */
  | 'takeover_lost'
  /** This worker's lock was taken over while it worked: its save was fenced off (0 rows). */
  | 'lock_lost'
  /** The row disappeared between the claim and the read (its owner released it). */
  | 'vanished';

/** HTTP 409: someone else is working on this key right now. Retryable, with the same key. */
export class ConflictError extends Error {
  readonly status = 409;
  constructor(
    readonly reason: ConflictReason = 'in_flight',
    /** How long the current lock may still be held, when known. */
    readonly retryAfterMs?: number,
  ) {
    super(conflictMessages[reason]);
    this.name = 'ConflictError';
  }
}

const conflictMessages: Record<ConflictReason, string> = {
  in_flight: 'A request with this idempotency key is still in flight.',
  takeover_lost: 'Another retry took over this stale idempotency key first.',
  lock_lost: 'This worker lost its lock on the idempotency key; the new owner’s answer stands.',
  vanished: 'The idempotency key was released while this request read it.',
};

/** HTTP 422: the key was already used with different parameters. Not retryable: the client must fix it. */
export class MismatchError extends Error {
  readonly status = 422;
  constructor() {
    super('This idempotency key was already used with different parameters.');
    this.name = 'MismatchError';
  }
}
