import { rearranged } from '../store/fingerprint';
import type { StoreStep } from '../store/IdempotencyStore';
import type { IdempotencyRow } from '../store/schema';
import { takeoverHow } from './takeovers';
import { rowName } from './ticket';
import type { Captioner } from './recorder';
import type { RequestBodies } from './requestBodies';
import type { Beat, BeatDetail, CaptionRef, StateSnapshot } from './types';

type SqlDetail = Extract<BeatDetail, { type: 'sql' }>;

/**
 * Chooses the caption of the beats the actors do not caption themselves: each statement on the
 * database and each decision of the store. It reads the statement, the store's step and the state
 * before the beat (to tell a fenced write from a stale one that went through); the words live in
 * src/narration/captions.
 */
export const captionBeat: Captioner = (beat, before, previous, keyOf, bodiesOf) => {
  const { detail } = beat;
  if (detail.type === 'sql') return sqlCaption(beat, detail, before, previous, keyOf);
  if (detail.type === 'store') return stepCaption(beat.actor, detail.step, beat.time, before, beat.state, beat.request && detail.step.step === 'mismatch' ? bodiesOf?.(beat.request, detail.step.key) : undefined);
  return { id: 'note.plain' };
};

/** The answer a saved response (or a save's bound response) carries: its charge, or its loan. */
function answerIn(response: unknown): string {
  if (typeof response !== 'string') return '';
  const body = ((JSON.parse(response) as { body?: Record<string, unknown> }).body ?? {}) as Record<string, unknown>;
  return String(body.chargeId ?? body.id ?? '');
}

function sqlCaption(beat: Parameters<Captioner>[0], d: SqlDetail, before: StateSnapshot, previous: Beat | undefined, keyOf: Parameters<Captioner>[3]): CaptionRef {
  const worker = beat.actor;
  const sql = d.sql;
  const step = d.step;
  const vars: Record<string, string | number> = { worker, changes: d.changes };
  if (step) vars.ticket = rowName(step.key, before, beat.state);
  const row = step ? before.idempotencyKeys.find((r) => r.key === step.key) : undefined;
  if (/^BEGIN/i.test(sql)) return { id: 'sql.begin', vars };
  if (/^COMMIT/i.test(sql)) return { id: 'sql.commit', vars };
  // The key this request's run() holds, in_flight while the loan is written (or rolled back).
  const key = beat.request ? keyOf?.(beat.request) : undefined;
  const open = before.idempotencyKeys.find((r) => r.key === key && r.status === 'in_flight');
  if (/^ROLLBACK/i.test(sql)) {
    // A transaction refused before it wrote anything (a mismatch) rolls back nothing.
    const undone = JSON.stringify(before) !== JSON.stringify(beat.state);
    // A key's row goes with the loan only where the claim was in the same transaction (not one committed before the work).
    const rowUndone = before.idempotencyKeys.some((r) => !beat.state.idempotencyKeys.some((after) => after.key === r.key));
    return { id: !undone ? 'sql.rollback.empty' : rowUndone ? 'sql.rollback' : 'sql.rollback.nokey', vars };
  }
  if (/^INSERT INTO loan/i.test(sql)) {
    const loan = { ...vars, member: String(d.params[0]), isbn: String(d.params[1]) };
    if (!open) return { id: 'sql.loan', vars: loan };
    // A BEGIN of its own: the claim committed before, and the loan opens a transaction after the wait.
    const own = d.reads?.some((r) => /^BEGIN\b/i.test(r.sql)) ?? false;
    return { id: own ? 'sql.loan.claimed' : 'sql.loan.keyed', vars: { ...loan, ticket: rowName(open.key, before, beat.state) } };
  }
  if (/^DELETE FROM idempotency_keys WHERE status = 'done'/i.test(sql)) return { id: 'sql.prune', vars };
  // A claim that changed 0 rows is followed by no step of its own: the store goes on to read the row.
  if (!step && /^INSERT INTO idempotency_keys/i.test(sql)) return { id: d.changes === 0 ? 'sql.claim.taken' : 'sql.claim', vars: { ...vars, ticket: rowName(String(d.params[0]), before, beat.state) } };
  if (!step) return { id: 'sql.other', vars };
  // A token is written as the row holds it: milliseconds (`locked_at = 6200`), never as a time.
  switch (step.step) {
    case 'claimed':
      return { id: 'sql.claim', vars: { ...vars, token: step.lockedAt } };
    case 'took-over': {
      const checked = takeoverHow(sql) === 'compare-and-set';
      const tokens = { token: step.lockedAt, oldToken: step.oldLockedAt };
      if (!stolen(row, step.oldLockedAt)) {
        // Whose claim it was: a worker still alive (frozen, or waiting on its work) was only slower than lockMs.
        const from = previous?.claims?.find((c) => c.key === step.key && c.lockedAt === step.oldLockedAt)?.holder;
        if (checked && from) return from === worker ? { id: 'sql.takeover.live.own', vars: { ...vars, ...tokens } } : { id: 'sql.takeover.live', vars: { ...vars, ...tokens, other: from } };
        return { id: checked ? 'sql.takeover' : 'sql.takeover.blind', vars: { ...vars, ...tokens } };
      }
      // Blind, it does not look at the status either: a row already done is taken, and the work runs again.
      if (row?.status === 'done') return { id: 'sql.takeover.over-done', vars: { ...vars, ...tokens } };
      // A blind takeover in the same millisecond as another writes the very token the other wrote: a tie.
      const claim = beat.claims?.find((c) => c.key === step.key);
      const other = [claim?.holder, ...(claim?.sharedWith ?? [])].find((w) => w && w !== worker);
      if (row?.locked_at === step.lockedAt && other) return { id: 'sql.takeover.stolen.tie', vars: { ...vars, ...tokens, other } };
      return { id: 'sql.takeover.stolen', vars: { ...vars, ...tokens } };
    }
    case 'takeover-lost': {
      // Who got there first, by name: the worker that holds the key now (a tap's retry or another tap's).
      const holder = beat.claims?.find((c) => c.key === step.key)?.holder;
      return holder && holder !== worker ? { id: 'sql.takeover.lost.to', vars: { ...vars, holder } } : { id: 'sql.takeover.lost', vars };
    }
    case 'saved': {
      if (/^INSERT OR REPLACE/i.test(sql)) return { id: row ? 'sql.save.replaced' : 'sql.save.late-insert', vars };
      if (!stolen(row, step.lockedAt)) return { id: 'sql.save', vars };
      // Unfenced, a late save writes its own answer whatever the row holds: say what it wrote into.
      const ownAnswer = answerIn(d.params[0]);
      const claim = row?.status === 'in_flight' ? previous?.claims?.find((c) => c.key === step.key) : undefined;
      // Taken over and not saved yet: the save marks another claim done (its own retry's, when the same worker took it over; or one whose taker died).
      if (claim?.holder) return claim.holder === worker ? { id: 'sql.save.stale.own', vars: { ...vars, ownAnswer } } : { id: 'sql.save.stale.in-flight', vars: { ...vars, ownAnswer, holder: claim.holder } };
      if (claim?.deadHolder) return { id: 'sql.save.stale.orphan', vars: { ...vars, ownAnswer, holder: claim.deadHolder } };
      const answers = { ownAnswer, savedAnswer: answerIn(row?.response) };
      const same = answers.ownAnswer === answers.savedAnswer;
      // Its token still matches, but another save for the same claim came first: what a fence's status = 'in_flight' would stop.
      if (row?.locked_at === step.lockedAt) return { id: same ? 'sql.save.over-done.same' : 'sql.save.over-done', vars: { ...vars, ...answers, token: step.lockedAt } };
      return { id: same ? 'sql.save.stale.same' : 'sql.save.stale', vars: { ...vars, ...answers } };
    }
    case 'save-fenced':
      // Its token still matches (a tie): what stops the save is status = 'done', not the fence.
      if (row?.status === 'done' && row.locked_at === step.lockedAt) return { id: 'sql.save.after-done', vars: { ...vars, token: step.lockedAt } };
      return { id: 'sql.save.fenced', vars: { ...vars, token: step.lockedAt } };
    case 'released':
      return stolen(row, step.lockedAt) ? { id: 'sql.release.stale', vars } : { id: 'sql.release', vars };
    case 'release-fenced': {
      // The fence's payoff: the claim it protected, and who holds it.
      const holder = beat.claims?.find((c) => c.key === step.key)?.holder;
      return holder
        ? { id: 'sql.release.fenced.survives', vars: { ...vars, token: step.lockedAt, holder } }
        : { id: 'sql.release.fenced', vars: { ...vars, token: step.lockedAt } };
    }
    default:
      return { id: 'sql.other', vars };
  }
}

/** The write's own token no longer matched the row, or the row was already done: a write a fence would have stopped. */
function stolen(row: IdempotencyRow | undefined, token: number): boolean {
  return !row || row.status === 'done' || row.locked_at !== token;
}

function stepCaption(worker: string, step: StoreStep, now: number, before: StateSnapshot, after: StateSnapshot, bodies: RequestBodies | undefined): CaptionRef {
  const vars: Record<string, string | number> = { worker, ticket: rowName(step.key, before, after) };
  const row = before.idempotencyKeys.find((r) => r.key === step.key);
  switch (step.step) {
    case 'looked-up':
      return { id: step.found ? 'decide.looked-up.found' : 'decide.looked-up.none', vars };
    case 'in-flight': {
      const ageMs = row ? now - row.locked_at : 0;
      return { id: ageMs === 0 ? 'decide.in-flight.now' : 'decide.in-flight', vars: { ...vars, ageMs } };
    }
    case 'stale':
      return { id: 'decide.stale', vars: { ...vars, ageMs: now - step.oldLockedAt } };
    case 'mismatch':
      // The same fields in another order are other raw bytes (a raw-body digest), not another loan.
      return { id: bodies && rearranged(bodies.mine, bodies.row) ? 'decide.mismatch.reordered' : 'decide.mismatch', vars };
    default:
      return { id: `decide.${step.step}`, vars };
  }
}
