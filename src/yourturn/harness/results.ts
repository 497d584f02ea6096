/**
 * What the twelve tests report, as data: narration words it ("passed", "failed: work ran 2 times,
 * expected once"), the same in the page and in `npm run test:04`. Values a learner's code produced are
 * quoted as they are (JSON, an error's name and message), never worded.
 */
import type { CodeProblem } from '../learnerModule';
import type { WayOutAttempt } from '../realm/waysOut';

/** The seed's twelve tests, in its order. */
export const TEST_IDS = [
  'new-key',
  'replay',
  'mismatch',
  'reordered',
  'in-flight',
  'stale',
  'two-stale',
  'work-throws',
  'restart',
  'crash',
  'late-save',
  'failed-work',
] as const;
export type TestId = (typeof TEST_IDS)[number];

/** How a call of the learner's `run()` ended, as the harness saw it. */
export type Outcome =
  | { kind: 'answered'; value: string }
  | { kind: 'threw'; error: string }
  /** Still unsettled when the harness had let everything else run. */
  | { kind: 'pending' };

/** What a call should have ended with. `answer`: the work's own answer (quoted); `replay`: the answer saved before (quoted). */
export type Expected =
  | { kind: 'answer'; value: string }
  | { kind: 'replay'; value: string }
  | { kind: 'mismatch' }
  | { kind: 'conflict' }
  /** The work's own error, thrown on (quoted). */
  | { kind: 'rethrow'; error: string };

/**
 * Whose call: the first request, a second one at the same time, a retry, the slow worker of the
 * fencing tests, or the request for another key claimed in the same millisecond (`neighbour`), whose
 * row a statement that forgets `key = ?` would reach…
 */
export type Caller = 'request' | 'second' | 'retry' | 'slow' | 'owner' | 'restarted' | 'neighbour';

/** What the row of the test's key should have been. */
export type RowExpected =
  /** `lockedAt`, when the test pins it: the takeover's own time, its token. */
  | { kind: 'done'; value: string; lockedAt?: number }
  | { kind: 'gone' }
  /** Still `by`'s claim: in_flight with its locked_at. */
  | { kind: 'held'; by: Caller; lockedAt: number };

/** Which write of run() a statement is, from its SQL: a save sets status or response, a release deletes. */
export type WriteKind = 'save' | 'release' | 'write';

/**
 * Whose row a late write changed: the new owner's claim while it still worked (`claim`), or its saved
 * answer (`answer`).
 */
export type Holder = { caller: Caller; holds: 'claim' | 'answer'; lockedAt: number };

/** Where a second request was started, when it matters to the failure (DESIGN.md, "Your turn"). */
export type StartedAt =
  | { kind: 'statement'; n: number; sql: string }
  /** While the first one's work ran. */
  | { kind: 'await' }
  /** After the first one ended without running its work. */
  | { kind: 'after' };

/** Why a test failed: what was expected against what happened. */
export type Failure = (
  | { kind: 'code'; problem: CodeProblem }
  | { kind: 'constructor'; error: string }
  | { kind: 'work-runs'; ran: number; expected: number }
  | { kind: 'outcome'; caller: Caller; expected: Expected; got: Outcome }
  /** `found`: the row quoted (`in_flight, locked_at 1000`), or null for no row. */
  | { kind: 'row'; key: string; expected: RowExpected; found: { status: string; lockedAt: number; response: string | null } | null }
  | { kind: 'charges'; count: number }
  /** A write by `caller` after it lost the lock changed rows it no longer held (a fencing token not asked for). */
  | { kind: 'late-write'; caller: Caller; write: WriteKind; changes: number; holder: Holder }
  /** The harness's own look at the database failed (the learner dropped the table, say). */
  | { kind: 'database'; error: string }
  /** The test did not settle within the time the page allows (2 s): the worker was ended. */
  | { kind: 'timeout'; ms: number }
  /** The code tried to reach outside its realm (refused, and nothing sent): each attempt, in order. */
  | { kind: 'way-out'; attempts: WayOutAttempt[] }
) & {
  startedAt?: StartedAt;
  /** How old the lock was when the request met it, where the test plays the boundary (stale from lockMs on). */
  lockAge?: { ageMs: number; lockMs: number };
};

/** One test's result. */
export type TestResult = { id: TestId; passed: true } | { id: TestId; passed: false; failure: Failure };

/** A whole run: each test's result, in `TEST_IDS` order. */
export interface TestReport {
  results: TestResult[];
  passed: number;
}

/** The report of `results`. */
export function reportOf(results: TestResult[]): TestReport {
  return { results, passed: results.filter((r) => r.passed).length };
}
