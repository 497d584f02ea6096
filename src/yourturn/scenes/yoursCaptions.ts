/**
 * The captions of a scene played on a learner's store: what *their* SQL did, never what the lesson's
 * store would have done. Their statements and their run()'s outcomes get captions of their own
 * (`yours.…`), each var read from the recorded beat; every other beat (the network, PayCo, the client)
 * keeps the lesson's captioner, which says only what happened on the wire. A few captions that the
 * actors choose and that give the lesson's reason (a 422 "for a different cart", a replay "again") are
 * swapped for ones that say only what happened.
 *
 * `YOURS_CAPTION_ASSERTIONS` declares, per caption, the facts it states, which the checker of captions
 * (issue 29) verifies against the Trace as it does the lesson's.
 */
import type { CaptionAssertion } from '../../core/checks/captionAssertions';
import { said } from '../../core/checks/said';
import { captionBeat } from '../../core/trace/captioner';
import type { Captioner } from '../../core/trace/recorder';
import { partsOf } from '../../core/trace/together';
import { rowName } from '../../core/trace/ticket';
import type { CaptionRef, Trace } from '../../core/trace/types';

const { acts, named, holds, changed, row } = said;
const lockedAt = (value: string, when: 'before' | 'after' = 'after'): CaptionAssertion => ({ fact: 'locked-at', ticket: 'ticket', value, when });

/**
 * What each caption states, as the checker of captions reads it against the Trace (issue 29,
 * src/core/checks/captionAssertions.ts): the table of the lesson's captions (narration) for the beats
 * told with its words, this one for the learner's store's own.
 */
export const YOURS_CAPTION_ASSERTIONS: Readonly<Record<string, readonly CaptionAssertion[]>> = {
  'yours.intro': [],
  'yours.outro.payflow': [{ fact: 'ledger', count: 'charges' }, { fact: 'key-rows', count: 'rows', done: 'done' }],
  'yours.outro.library': [{ fact: 'ledger', count: 'loans' }, { fact: 'key-rows', count: 'rows', done: 'done' }],
  // A learner's scene is tallied (buildScene's `.doubled`): where their store charged an order twice, the words say whose.
  'yours.outro.payflow.doubled': [{ fact: 'ledger', count: 'charges' }, { fact: 'doubled', owners: 'ownerList' }, { fact: 'key-rows', count: 'rows', done: 'done' }],
  'yours.outro.library.doubled': [{ fact: 'ledger', count: 'loans' }, { fact: 'doubled', owners: 'ownerList' }, { fact: 'key-rows', count: 'rows', done: 'done' }],
  'yours.sql.claim': [acts, changed('=1'), named, row('in_flight'), holds, lockedAt('token')],
  'yours.sql.takeover': [acts, changed('=1'), named, holds, lockedAt('oldToken', 'before'), lockedAt('token')],
  'yours.sql.takeover.stolen': [acts, holds, lockedAt('rowToken', 'before'), lockedAt('token')],
  'yours.sql.takeover.lost': [acts, changed('=0')],
  'yours.sql.save': [acts, named, row('done')],
  'yours.sql.save.over': [acts, lockedAt('rowToken', 'before')],
  'yours.sql.save.fenced': [acts, changed('=0')],
  'yours.sql.release': [acts, changed('changes'), row('absent')],
  'yours.sql.release.over': [acts, row('absent'), lockedAt('rowToken', 'before')],
  'yours.sql.release.fenced': [acts, changed('=0')],
  'yours.sql.other': [acts, changed('changes')],
  'yours.decide.replayed': [acts, named, row('done', 'before')],
  'yours.decide.mismatch': [acts, named],
  'yours.decide.in-flight': [acts, named],
  'yours.decide.in-flight.norow': [acts, row('absent', 'before')],
  'yours.decide.claimed': [acts, holds],
  'yours.respond.mismatch': [acts, { fact: 'status', status: 'status' }, { fact: 'error', error: 'error' }],
  'yours.result.replayed': [{ fact: 'status', status: '=201' }, { fact: 'accepted', client: 'phone', answer: 'answer' }],
};

/** The caption of a beat on a learner's store: theirs for their statements and outcomes, the lesson's for the rest. */
export const yoursCaptioner: Captioner = (beat, before) => {
  const { detail } = beat;
  const step = detail.type === 'sql' || detail.type === 'store' ? detail.step : undefined;
  const worker = beat.actor;
  if (detail.type === 'sql' && /\bidempotency_keys\b/i.test(detail.sql) && !/^DELETE FROM idempotency_keys WHERE status = 'done'/i.test(detail.sql)) {
    if (!step) return { id: 'yours.sql.other', vars: { worker, verb: detail.sql.split(' ')[0]!.toUpperCase(), changes: detail.changes } };
    const row = before.idempotencyKeys.find((r) => r.key === step.key);
    const vars: Record<string, string | number> = { worker, ticket: rowName(step.key, before, beat.state), changes: detail.changes };
    const mine = (token: number) => row !== undefined && row.status === 'in_flight' && row.locked_at === token;
    switch (step.step) {
      case 'claimed':
        return { id: 'yours.sql.claim', vars: { ...vars, token: step.lockedAt } };
      case 'took-over':
        return row && row.locked_at !== step.oldLockedAt
          ? { id: 'yours.sql.takeover.stolen', vars: { ...vars, oldToken: step.oldLockedAt, rowToken: row.locked_at, token: step.lockedAt } }
          : { id: 'yours.sql.takeover', vars: { ...vars, oldToken: step.oldLockedAt, token: step.lockedAt } };
      case 'takeover-lost':
        return { id: 'yours.sql.takeover.lost', vars };
      case 'saved':
        return !row || mine(step.lockedAt) ? { id: 'yours.sql.save', vars } : { id: 'yours.sql.save.over', vars: { ...vars, rowStatus: row.status, rowToken: row.locked_at } };
      case 'save-fenced':
        return { id: 'yours.sql.save.fenced', vars };
      case 'released':
        return mine(step.lockedAt) ? { id: 'yours.sql.release', vars } : { id: 'yours.sql.release.over', vars: { ...vars, rowToken: row?.locked_at ?? 0 } };
      case 'release-fenced':
        return { id: 'yours.sql.release.fenced', vars };
      default:
        return { id: 'yours.sql.other', vars: { worker, verb: detail.sql.split(' ')[0]!.toUpperCase(), changes: detail.changes } };
    }
  }
  if (detail.type === 'store') {
    const s = detail.step;
    const vars: Record<string, string | number> = { worker, ticket: rowName(s.key, before, beat.state) };
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
