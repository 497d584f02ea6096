/**
 * The captions of a scene played on a learner's store: what *their* SQL did, never what the lesson's
 * store would have done. Their statements and their run()'s outcomes get captions of their own
 * (`yours.…`), each var read from the recorded beat; every other beat (the network, PayCo, the client)
 * keeps the lesson's captioner, which says only what happened on the wire. A few captions that the
 * actors choose and that give the lesson's reason (a 422 "for a different cart", a replay "again") are
 * swapped for ones that say only what happened.
 *
 * `YOURS_CAPTION_FACTS` declares, per caption, the facts it states and where each var comes from in
 * the beat, so a checker of captions against the Trace (issue 29) can verify them.
 */
import { captionBeat } from '../../core/trace/captioner';
import type { Captioner } from '../../core/trace/recorder';
import { partsOf } from '../../core/trace/together';
import { ticketOf } from '../../core/trace/ticket';
import type { CaptionRef, Trace } from '../../core/trace/types';

/** What each caption states, var by var: the beat field each is read from. */
export const YOURS_CAPTION_FACTS: Record<string, Record<string, string>> = {
  'yours.sql.claim': { worker: 'beat.actor', ticket: 'step.key', lockedAt: 'row after: locked_at (= step.lockedAt)', changes: 'detail.changes = 1' },
  'yours.sql.takeover': { worker: 'beat.actor', ticket: 'step.key', oldLockedAt: 'the locked_at its last SELECT read (= row before)', lockedAt: 'row after: locked_at' },
  'yours.sql.takeover.stolen': { worker: 'beat.actor', ticket: 'step.key', oldLockedAt: 'the locked_at its last SELECT read', rowLockedAt: 'row before: locked_at (≠ oldLockedAt)', lockedAt: 'row after: locked_at' },
  'yours.sql.takeover.lost': { worker: 'beat.actor', ticket: 'step.key', changes: 'detail.changes = 0' },
  'yours.sql.save': { worker: 'beat.actor', ticket: 'step.key', status: "row after: status = 'done'", from: 'row before: in_flight with the worker’s own locked_at' },
  'yours.sql.save.over': { worker: 'beat.actor', ticket: 'step.key', rowStatus: 'row before: status', rowLockedAt: 'row before: locked_at (not the worker’s)' },
  'yours.sql.save.fenced': { worker: 'beat.actor', ticket: 'step.key', changes: 'detail.changes = 0' },
  'yours.sql.release': { worker: 'beat.actor', ticket: 'step.key', changes: 'detail.changes ≥ 1, the row gone after' },
  'yours.sql.release.over': { worker: 'beat.actor', ticket: 'step.key', rowLockedAt: 'row before: locked_at (not the worker’s)' },
  'yours.sql.release.fenced': { worker: 'beat.actor', ticket: 'step.key', changes: 'detail.changes = 0' },
  'yours.sql.other': { worker: 'beat.actor', verb: 'the statement’s first word', changes: 'detail.changes' },
  'yours.decide.replayed': { worker: 'beat.actor', ticket: 'step.key', work: 'no work-started step in this call' },
  'yours.decide.mismatch': { worker: 'beat.actor', ticket: 'step.key', threw: 'run() rejected with MismatchError' },
  'yours.decide.in-flight': { worker: 'beat.actor', ticket: 'step.key', status: 'row before: status', ageMs: 'beat.time − row before: locked_at', lockMs: 'trace.lockMs' },
  'yours.decide.in-flight.norow': { worker: 'beat.actor', ticket: 'step.key', row: 'no row before' },
  'yours.decide.claimed': { worker: 'beat.actor', ticket: 'step.key' },
  'yours.respond.mismatch': { worker: 'beat.actor', status: 'message.status', error: 'body.error' },
  'yours.result.replayed': { worker: 'beat.actor', phone: 'readBy', chargeId: 'body.chargeId', replayed: 'idempotency-replayed: true' },
  'yours.intro': {},
  'yours.outro.payflow': { charges: 'final state: charges', rows: 'final state: idempotency_keys', done: 'final state: rows with status done' },
  'yours.outro.library': { loans: 'final state: loans', rows: 'final state: idempotency_keys', done: 'final state: rows with status done' },
};

/** The caption of a beat on a learner's store: theirs for their statements and outcomes, the lesson's for the rest. */
export const yoursCaptioner: Captioner = (beat, before) => {
  const { detail } = beat;
  const step = detail.type === 'sql' || detail.type === 'store' ? detail.step : undefined;
  const worker = beat.actor;
  if (detail.type === 'sql' && /\bidempotency_keys\b/i.test(detail.sql) && !/^DELETE FROM idempotency_keys WHERE status = 'done'/i.test(detail.sql)) {
    if (!step) return { id: 'yours.sql.other', vars: { worker, verb: detail.sql.split(' ')[0]!.toUpperCase(), changes: detail.changes } };
    const row = before.idempotencyKeys.find((r) => r.key === step.key);
    const vars: Record<string, string | number> = { worker, ticket: ticketOf(step.key), changes: detail.changes };
    const mine = (token: number) => row !== undefined && row.status === 'in_flight' && row.locked_at === token;
    switch (step.step) {
      case 'claimed':
        return { id: 'yours.sql.claim', vars: { ...vars, lockedAt: step.lockedAt } };
      case 'took-over':
        return row && row.locked_at !== step.oldLockedAt
          ? { id: 'yours.sql.takeover.stolen', vars: { ...vars, oldLockedAt: step.oldLockedAt, rowLockedAt: row.locked_at, lockedAt: step.lockedAt } }
          : { id: 'yours.sql.takeover', vars: { ...vars, oldLockedAt: step.oldLockedAt, lockedAt: step.lockedAt } };
      case 'takeover-lost':
        return { id: 'yours.sql.takeover.lost', vars };
      case 'saved':
        return !row || mine(step.lockedAt) ? { id: 'yours.sql.save', vars } : { id: 'yours.sql.save.over', vars: { ...vars, rowStatus: row.status, rowLockedAt: row.locked_at } };
      case 'save-fenced':
        return { id: 'yours.sql.save.fenced', vars };
      case 'released':
        return mine(step.lockedAt) ? { id: 'yours.sql.release', vars } : { id: 'yours.sql.release.over', vars: { ...vars, rowLockedAt: row?.locked_at ?? 0 } };
      case 'release-fenced':
        return { id: 'yours.sql.release.fenced', vars };
      default:
        return { id: 'yours.sql.other', vars: { worker, verb: detail.sql.split(' ')[0]!.toUpperCase(), changes: detail.changes } };
    }
  }
  if (detail.type === 'store') {
    const s = detail.step;
    const vars: Record<string, string | number> = { worker, ticket: ticketOf(s.key) };
    const row = before.idempotencyKeys.find((r) => r.key === s.key);
    if (s.step === 'replayed') return { id: 'yours.decide.replayed', vars };
    if (s.step === 'mismatch') return { id: 'yours.decide.mismatch', vars };
    if (s.step === 'in-flight') return row ? { id: 'yours.decide.in-flight', vars: { ...vars, status: row.status, ageMs: beat.time - row.locked_at } } : { id: 'yours.decide.in-flight.norow', vars };
    if (s.step === 'claimed') return { id: 'yours.decide.claimed', vars };
  }
  return captionBeat(beat, before);
};

/** Captions the actors chose that give the lesson's reason, and the ones that say only what happened. */
const SAID_PLAINLY: Record<string, string> = {
  'respond.mismatch': 'yours.respond.mismatch',
  'result.replayed': 'yours.result.replayed',
  'result.replayed.overview': 'yours.result.replayed',
};

/** `trace` as a scene on a learner's store tells it (every part of a beat told together too). */
export function toldPlainly(trace: Trace): Trace {
  const plain = (caption: CaptionRef) => {
    const id = SAID_PLAINLY[caption.id];
    if (id) caption.id = id;
  };
  for (const beat of trace.beats) {
    plain(beat.caption);
    if (beat.together) for (const part of partsOf(beat)) plain(part.caption);
  }
  return trace;
}
