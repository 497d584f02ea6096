/** What the twelve tests expect, each failing the test with a plain-words `Failure` when not met. */
import { ConflictError, MismatchError } from '../cloakroom';
import { describeError } from '../learnerModule';
import { columnsSet } from '../sqlKinds';
import type { Caller, Expected, Failure, Holder, RowExpected, WriteKind } from './results';
import { sameJson, TestFailed, type Process, type TestWorld, type Tracked } from './testWorld';

/** Fails the test with `failure`: the first expectation not met is the one the learner reads. */
export const fail = (failure: Failure): never => {
  throw new TestFailed(failure);
};

export function expectOutcome(call: Tracked, caller: Caller, expected: Expected): void {
  const o = call.outcome;
  const ok =
    expected.kind === 'answer' || expected.kind === 'replay'
      ? o.kind === 'answered' && sameJson(call.value, JSON.parse(expected.value))
      : expected.kind === 'mismatch'
        ? o.kind === 'threw' && call.error instanceof MismatchError
        : expected.kind === 'conflict'
          ? o.kind === 'threw' && call.error instanceof ConflictError
          : o.kind === 'threw' && describeError(call.error) === expected.error;
  if (!ok) fail({ kind: 'outcome', caller, expected, got: o });
}

export function expectWorkRuns(world: TestWorld, expected: number): void {
  if (world.works.calls !== expected) fail({ kind: 'work-runs', ran: world.works.calls, expected });
}

export function expectRow(world: TestWorld, key: string, expected: RowExpected): void {
  const row = world.row(key);
  const found = row ? { status: row.status, lockedAt: row.locked_at, response: row.response } : null;
  const ok =
    expected.kind === 'gone'
      ? !row
      : expected.kind === 'held'
        ? row?.status === 'in_flight' && row.locked_at === expected.lockedAt
        : row?.status === 'done' && savedIs(row.response, expected.value) && (expected.lockedAt === undefined || row.locked_at === expected.lockedAt);
  if (!ok) fail({ kind: 'row', key, expected, found });
}

function savedIs(response: string | null, value: string): boolean {
  try {
    return response !== null && sameJson(JSON.parse(response), JSON.parse(value));
  } catch {
    return false;
  }
}

/**
 * Fencing, judged on the statements themselves: every write `process` made on idempotency_keys from
 * its `since`-th statement on (after it lost the lock) changed 0 rows. A save fenced by status alone
 * passes a row check when it comes after the new owner's save; it is caught here when it comes first.
 */
export function expectLateWritesChangeNothing(process: Process, since: number, caller: Caller, holder: Holder): void {
  for (const call of process.statements.slice(since)) {
    if (!call.keys || call.verb === 'select' || call.changes === 0) continue;
    fail({ kind: 'late-write', caller, write: writeKind(call.verb, call.sql), changes: call.changes, holder });
  }
}

function writeKind(verb: string, sql: string): WriteKind {
  if (verb === 'delete') return 'release';
  const set = verb === 'update' ? columnsSet(sql) : [];
  return set.includes('status') || set.includes('response') ? 'save' : 'write';
}
