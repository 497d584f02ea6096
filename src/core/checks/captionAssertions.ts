/**
 * What a caption says, as data, and a checker that reads each claim against the Trace (issue 29).
 *
 * A caption template states facts: "the phone gets ch_1 again", "SELECT finds no row for k-e515, for
 * Worker 1 and Worker 2 alike", "the takeover charged the card again". The sentence itself cannot be
 * checked in every language, but what it asserts can: each caption id declares its `CaptionAssertion`s
 * (src/narration/captionAssertions.ts holds the table; every language's words for the id share it), and
 * `assertionProblems` reads each one against the beat's recorded state, the store's steps and what the
 * client has seen (core/checks/clientView.ts, core/trace). An assertion names the caption's own vars,
 * so it checks the very values the sentence prints.
 *
 * To give a new caption its facts: add its id to the table with the assertions its words make, naming
 * its vars (`{ fact: 'changed', rows: 'changes' }` for "the INSERT changes {changes|row}"). A fact that
 * this vocabulary cannot say yet is a new case here, with its test in captionAssertions.test.ts.
 */
import { attemptOf } from '../sim/attempts';
import { fingerprint } from '../store/fingerprint';
import { storyFacts } from '../stories/facts';
import { ledgerEntries } from '../trace/ledger';
import { takeoversIn } from '../trace/takeovers';
import { ticketOf } from '../trace/ticket';
import { partsOf } from '../trace/together';
import type { Beat, StateSnapshot, Trace } from '../trace/types';
import { workerConditionAt } from '../trace/conditions';
import { ledgerCounts } from './checks';
import type { CaptionAssertion } from './assertionVocabulary';
import { answersRead } from './clientView';
import { MissingVar, varReader, varValues } from './captionVars';
import { isSceneFact, sceneFactProblem } from './sceneFacts';
import { extraRowsBy } from './extraRows';
import { bodyAgainstRow, carried, changedBy, keyedPair, ok, rowsNamed, sameSet, stateBefore, statusTold, workEffect } from './beatReadings';

export type { CaptionAssertion, VarName } from './assertionVocabulary';

/** What a check needs beyond the Trace itself. */
export interface AssertionContext {
  /** The chapter's own Trace a learner's scene was forked from (`Trace.fork`), for `prefix`. */
  base?: Trace;
}

/** What `assertions` (a caption's) get wrong about `beat` of `trace`, one line each; empty when every one holds. */
export function assertionProblems(trace: Trace, beat: Beat, assertions: readonly CaptionAssertion[], context: AssertionContext = {}): string[] {
  const problems: string[] = [];
  // "Worker 2 is killed too" is true only right after a beat that told the same of another.
  const before = trace.beats[beat.index - 1]?.caption.id;
  if (beat.caption.also && before !== beat.caption.id) problems.push(`also: told as “too” after ${before ?? 'no beat'}, not after another ${beat.caption.id}`);
  for (const assertion of assertions) {
    const wrong = problemOf(trace, beat, assertion, context);
    if (wrong) problems.push(`${assertion.fact}: ${wrong}`);
  }
  return problems;
}

function problemOf(trace: Trace, beat: Beat, a: CaptionAssertion, context: AssertionContext): string | undefined {
  const vars = varReader(beat);
  const { one, need } = vars;
  try {
    if (isSceneFact(a)) return sceneFactProblem(trace, beat, a, vars, context);
    switch (a.fact) {
      case 'acts': {
        const down = need(a.worker).filter((w) => workerConditionAt(trace, beat.index - 1, w) !== 'up' || !trace.actors.some((x) => x.id === w));
        return down.length ? `${down.join(', ')} is not a running worker here` : undefined;
      }
      case 'changed': {
        const counts = partsOf(beat).map((p) => changedBy(p.detail));
        return counts.every((c) => c === Number(one(a.rows))) ? undefined : `the statements changed ${counts.join(', ')} rows, not ${one(a.rows)}`;
      }
      case 'count':
        return partsOf(beat).length === Number(one(a.count)) ? undefined : `the beat tells ${partsOf(beat).length}, not ${one(a.count)}`;
      case 'status': {
        const status = statusTold(trace, beat);
        return status === Number(one(a.status)) ? undefined : `the message's status is ${status}, not ${one(a.status)}`;
      }
      case 'holds': {
        const name = one(a.ticket);
        const worker = one(a.worker);
        const claims = a.when === 'before' ? trace.beats[beat.index - 1]?.claims : beat.claims;
        const claim = claims?.find((c) => c.key === name || ticketOf(c.key) === name);
        const holders = a.dead ? [claim?.deadHolder] : [claim?.holder, ...(claim?.sharedWith ?? [])];
        return holders.includes(worker) ? undefined : `${worker} does not hold ${name} ${a.when ?? 'after'} the beat${a.dead ? ', dead' : ''}`;
      }
      case 'row': {
        const rows = rowsNamed(a.when === 'before' ? stateBefore(trace, beat) : beat.state, one(a.ticket));
        const status = rows[0]?.status ?? 'absent';
        return status === a.status ? undefined : `${one(a.ticket)} is ${status} ${a.when ?? 'after'} the beat, not ${a.status}`;
      }
      case 'locked-at': {
        const row = rowsNamed(a.when === 'before' ? stateBefore(trace, beat) : beat.state, one(a.ticket))[0];
        return row?.locked_at === Number(one(a.value)) ? undefined : `${one(a.ticket)}'s locked_at is ${row?.locked_at}, not ${one(a.value)}`;
      }
      case 'names-row': {
        const name = one(a.ticket);
        const keys = new Set([...rowsNamed(stateBefore(trace, beat), name), ...rowsNamed(beat.state, name)].map((r) => r.key));
        return keys.size === 1 ? undefined : `${name} names ${keys.size} rows (${[...keys].join(', ')})`;
      }
      case 'takeover': {
        const here = takeoversIn(trace).filter((t) => t.beat === beat.index);
        if (here.length === 0) return 'no takeover happened at this beat';
        const wrong = here.find((t) => t.how !== a.how);
        if (wrong) return `${wrong.worker}'s takeover was ${wrong.how}`;
        const live = (t: (typeof here)[number]) => t.from !== null && t.from.condition !== 'down';
        if (a.from && here.some((t) => live(t) !== (a.from === 'live'))) return `the claim taken over was ${a.from === 'live' ? 'not' : ''} a live worker's`;
        if (a.other && here.some((t) => t.from?.worker !== one(a.other!))) return `the claim taken over was ${here.map((t) => t.from?.worker).join(', ')}'s, not ${one(a.other)}'s`;
        return undefined;
      }
      case 'takeovers': {
        const n = takeoversIn(trace).filter((t) => t.beat <= beat.index && (a.how === undefined || t.how === a.how)).length;
        return n === Number(one(a.count)) ? undefined : `the scene had ${n} ${a.how ?? ''} takeovers, not ${one(a.count)}`;
      }
      case 'heard': {
        const client = one(a.client);
        const answer = one(a.answer);
        const heard = answersRead(trace).some((r) => r.client === client && r.beat < beat.index && carried(r) === answer);
        return heard === a.before ? undefined : `${client} had ${heard ? '' : 'never '}read ${answer} before this beat`;
      }
      case 'key-known': {
        const client = one(a.client);
        const key = ticketOf(one(a.ticket));
        const known = answersRead(trace).some((r) => r.client === client && r.beat < beat.index && r.key === key && ok(r.status));
        return known === a.known ? undefined : `${client} had ${known ? '' : 'not '}read a 2xx for ${key} before this beat`;
      }
      case 'accepted': {
        const client = one(a.client);
        const last = answersRead(trace).filter((r) => r.client === client && r.beat <= beat.index && ok(r.status)).at(-1);
        return last && carried(last) === one(a.answer) ? undefined : `${client}'s last accepted answer is ${last ? carried(last) : 'none'}, not ${one(a.answer)}`;
      }
      case 'looked-up': {
        const steps = partsOf(beat).map((p) => ({ actor: p.actor, step: p.detail.type === 'store' ? p.detail.step : undefined }));
        if (steps.some((s) => s.step?.step !== 'looked-up' || s.step.found !== a.found)) return `not every part is a look-up that found ${a.found ? 'a row' : 'none'}`;
        // A caption names a row by its scoped key where two clients share a ticket (rowName), else by the ticket.
        const named = need(a.tickets);
        const tickets = steps.map((s) => (named.includes(s.step!.key) ? s.step!.key : ticketOf(s.step!.key)));
        if (!sameSet(steps.map((s) => s.actor), need(a.workers))) return `the look-ups were by ${steps.map((s) => s.actor).join(', ')}`;
        return sameSet(tickets, named) ? undefined : `the look-ups were of ${[...new Set(tickets)].join(', ')}, not ${named.join(', ')}`;
      }
      case 'pruned': {
        const after = new Set(beat.state.idempotencyKeys.map((r) => r.key));
        const gone = stateBefore(trace, beat).idempotencyKeys.filter((r) => !after.has(r.key)).map((r) => ticketOf(r.key));
        return sameSet(gone, need(a.tickets)) ? undefined : `the rows deleted were ${gone.join(', ') || 'none'}, not ${need(a.tickets).join(', ') || 'none'}`;
      }
      case 'ledger': {
        const n = storyFacts(trace.story).ledger.table === 'loan' ? beat.state.loans.length : beat.state.charges.length;
        return n === Number(one(a.count)) ? undefined : `the ledger holds ${n} rows, not ${one(a.count)}`;
      }
      case 'outcome': {
        const effect = workEffect(trace, beat);
        if (effect === undefined) return 'the beat serves no request whose work could have failed';
        if (a.is === 'failed' && effect) return `told as failed, but its work had an effect: ${effect}`;
        if (a.is === 'unknown' && !effect) return 'told as an unknown outcome, but its work left no effect: it failed';
        return undefined;
      }
      case 'charges-for': {
        const held = beat.state.charges.filter((c) => c.order_id === one(a.order)).map((c) => c.id);
        return sameSet(held, need(a.charges)) ? undefined : `PayCo holds ${held.join(', ') || 'none'} for ${one(a.order)}, not ${need(a.charges).join(', ') || 'none'}`;
      }
      case 'reconciled': {
        const request = beat.request ?? (beat.detail.type === 'client' ? beat.detail.requestId : undefined);
        const lookup = trace.beats
          .slice(0, beat.index + 1)
          .findLast((b) => b.request === request && b.detail.type === 'http' && b.detail.message.requestId.startsWith('payco-lookup#'));
        if (!lookup || lookup.detail.type !== 'http') return `no PayCo look-up served ${request ?? 'this beat'}`;
        const body = lookup.detail.message.body as { charges?: string[] };
        const path = lookup.detail.message.path;
        if (!path.endsWith(`=${one(a.order)}`)) return `the look-up asked for ${path}, not ${one(a.order)}`;
        return sameSet(body.charges ?? [], need(a.charges)) ? undefined : `the look-up found ${(body.charges ?? []).join(', ') || 'none'}, not ${need(a.charges).join(', ') || 'none'}`;
      }
      case 'within-retention': {
        const { windowMs } = storyFacts(trace.story).retention;
        return Number(one(a.ms)) < windowMs ? undefined : `${one(a.ms)} ms is not inside the ${windowMs} ms keys are kept`;
      }
      case 'key-rows': {
        const rows = beat.state.idempotencyKeys;
        const done = rows.filter((r) => r.status === 'done').length;
        return rows.length === Number(one(a.count)) && done === Number(one(a.done)) ? undefined : `idempotency_keys holds ${rows.length} rows, ${done} done, not ${one(a.count)}, ${one(a.done)} done`;
      }
      case 'doubled': {
        const doubled = [...ledgerCounts(trace, beat.state)].filter(([, n]) => n > 1).map(([owner]) => owner);
        return sameSet(doubled, need(a.owners)) ? undefined : `the ledger holds more than one row for ${doubled.join(', ') || 'nobody'}`;
      }
      case 'extra-rows-by':
        return extraRowsBy(trace, beat.state) === a.by ? undefined : `the extra rows are not all by the ${a.by === 'first-tap' ? 'first tap' : 'later taps'}`;
      case 'caused': {
        const entries = ledgerEntries(trace);
        for (const id of need(a.ids)) {
          const entry = entries.find((e) => e.id === id);
          if (!entry) return `${id} is no ledger row of this scene`;
          if (a.cause !== 'any' && entry.cause !== a.cause) return `${id} came from ${entry.cause}, not ${a.cause}`;
          const retry = (attemptOf(entry.request ?? '')?.attempt ?? 1) > 1;
          if (a.retry !== undefined && retry !== a.retry) return `${id} came from ${retry ? 'a retry' : 'a first attempt'}`;
        }
        return undefined;
      }
      case 'saved': {
        const state = a.when === 'before' ? stateBefore(trace, beat) : beat.state;
        const rows = a.ticket ? rowsNamed(state, one(a.ticket)) : state.idempotencyKeys;
        const row = rows.length === 1 ? rows[0] : undefined;
        if (row?.status !== 'done' || row.response === null) return `no single done row${a.ticket ? ` for ${one(a.ticket)}` : ''} after the beat`;
        const body = ((JSON.parse(row.response) as { body?: Record<string, unknown> }).body ?? {}) as Record<string, unknown>;
        const saved = String(body.chargeId ?? body.id);
        return saved === one(a.answer) ? undefined : `the saved answer carries ${saved}, not ${one(a.answer)}`;
      }
      case 'delayed': {
        const held = partsOf(beat).find((p) => p.detail.type === 'http' && p.detail.delayMs !== undefined)?.detail;
        const ms = held?.type === 'http' ? held.delayMs : undefined;
        return ms === Number(one(a.ms)) ? undefined : `the message was held ${ms ?? 0} ms longer, not ${one(a.ms)}`;
      }
      case 'list-length':
        return need(a.list).length === Number(one(a.count)) ? undefined : `${a.list} holds ${need(a.list).length}, not ${one(a.count)}`;
      case 'several':
        return need(a.list).length >= 2 ? undefined : `${a.list} names only ${need(a.list).join(', ') || 'nobody'}, as if several`;
      case 'told': {
        const beats = a.when === 'after' ? trace.beats.slice(beat.index + 1) : trace.beats.slice(0, beat.index);
        return beats.some((b) => partsOf(b).some((p) => p.caption.id === a.id)) ? undefined : `no beat ${a.when ?? 'before'} this one was told as ${a.id}`;
      }
      case 'payco': {
        const parts = partsOf(beat).map((p) => p.detail);
        const ids = varValues(beat, 'chargeIdList') ?? varValues(beat, 'chargeId') ?? [];
        const key = varValues(beat, 'paycoKey')?.[0] ?? '';
        for (const d of parts) {
          const outcome = d.type === 'charge' ? (d.replayed ? 'replayed' : 'charged') : d.type === 'http' && d.from === 'payco' && (d.message.status ?? 0) >= 400 ? 'failed' : undefined;
          if (outcome !== a.outcome) return `PayCo's part is ${outcome ?? 'no PayCo answer'}, not ${a.outcome}`;
          const sent = d.type === 'charge' ? d.paycoKey : d.type === 'http' ? (d.message.headers['idempotency-key'] ?? null) : null;
          if ((sent !== null) !== a.key || (a.key && sent !== key)) return `the shop sent PayCo ${sent ?? 'no key'}`;
          if (d.type === 'charge' && ids.length > 0 && !ids.includes(d.chargeId)) return `PayCo's charge is ${d.chargeId}, not ${ids.join(', ')}`;
        }
        return undefined;
      }
      case 'sent': {
        const requests = partsOf(beat).flatMap(({ detail }) => (detail.type === 'http' && detail.direction === 'request' ? [detail.message] : []));
        if (requests.length === 0) return 'the beat sends no request';
        const tickets = a.ticket ? need(a.ticket) : [];
        for (const m of requests) {
          const key = m.headers['idempotency-key'];
          if (a.ticket ? key === undefined || !tickets.includes(key) : key !== undefined) return `${m.requestId} carries ${key ?? 'no key'}`;
          const id = attemptOf(m.requestId);
          if (a.attempt && id?.attempt !== Number(one(a.attempt))) return `${m.requestId} is attempt ${id?.attempt}, not ${one(a.attempt)}`;
          if (a.tap && id?.tap !== Number(one(a.tap))) return `${m.requestId} is tap ${id?.tap}, not ${one(a.tap)}`;
        }
        return undefined;
      }
      case 'error': {
        const body = beat.detail.type === 'http' ? ((beat.detail.message.body ?? {}) as Record<string, unknown>) : {};
        return body.error === one(a.error) ? undefined : `the answer's error is ${String(body.error)}, not ${one(a.error)}`;
      }
      case 'retry-after': {
        const header = beat.detail.type === 'http' ? beat.detail.message.headers['retry-after'] : undefined;
        return header === one(a.seconds) ? undefined : `Retry-After is ${header}, not ${one(a.seconds)}`;
      }
      case 'condition': {
        const is = workerConditionAt(trace, a.before ? beat.index - 1 : beat.index, one(a.worker));
        const allowed: readonly string[] = typeof a.is === 'string' ? [a.is] : a.is;
        return allowed.includes(is) ? undefined : `${one(a.worker)} is ${is} ${a.before ? 'as the beat begins' : 'after the beat'}, not ${allowed.join(' or ')}`;
      }
      case 'lost':
        return beat.kind === 'lose' && beat.detail.type === 'http' && beat.detail.direction === a.direction ? undefined : `the beat does not lose a ${a.direction}`;
      case 'answered': {
        // Answers that reached a client in time, final or not (a 409 sends it back to wait).
        const clients = new Set(trace.actors.filter((x) => x.role === 'client').map((x) => x.id));
        const reached = trace.beats.slice(0, beat.index + 1).flatMap((b) =>
          b.kind === 'lose' ? [] : partsOf(b).filter(({ detail }) => detail.type === 'http' && detail.direction === 'response' && clients.has(detail.to) && !detail.late && detail.message.status === Number(one(a.status))),
        );
        return reached.length === Number(one(a.count)) ? undefined : `clients got ${reached.length} answers ${one(a.status)}, not ${one(a.count)}`;
      }
      case 'written': {
        const rows = (s: StateSnapshot) => (storyFacts(trace.story).ledger.table === 'loan' ? s.loans.length : s.charges.length);
        const n = rows(beat.state) - rows(stateBefore(trace, beat));
        return n === Number(one(a.count)) ? undefined : `the ledger gained ${n} rows, not ${one(a.count)}`;
      }
      case 'keys-undone': {
        const n = stateBefore(trace, beat).idempotencyKeys.length - beat.state.idempotencyKeys.length;
        return n === Number(one(a.count)) ? undefined : `idempotency_keys lost ${n} rows, not ${one(a.count)}`;
      }
      case 'loans-for': {
        const before = new Set(stateBefore(trace, beat).loans.map((l) => l.id));
        const written = beat.state.loans.filter((l) => !before.has(l.id));
        if (written.length === 0) return 'the beat wrote no loan';
        const wrong = written.find((l) => (a.member !== undefined && l.member !== one(a.member)) || (a.isbn !== undefined && l.isbn !== one(a.isbn)));
        return wrong ? `loan ${wrong.id} is ${wrong.member}'s, of ${wrong.isbn}` : undefined;
      }
      case 'other-body': {
        const [mine, first] = keyedPair(trace, beat) ?? [];
        if (!mine || !first) return 'no request with a key at this beat';
        return fingerprint(mine.body) !== fingerprint(first.body) ? undefined : `${mine.requestId} carries the same body as ${first.requestId}`;
      }
      case 'body-against-row':
        return bodyAgainstRow(trace, beat, a.reordered);
      case 'differs-in-body': {
        const row = rowsNamed(stateBefore(trace, beat), one(a.ticket))[0];
        const request = trace.beats.flatMap((b) => partsOf(b)).find((p) => p.detail.type === 'http' && p.detail.direction === 'request' && p.detail.message.requestId === beat.request);
        if (!row || request?.detail.type !== 'http') return 'no row, or no request, to compare';
        const asked = JSON.parse(row.fingerprint) as { method?: string; path?: string };
        const { method, path } = request.detail.message;
        return asked.method === method && asked.path === path ? undefined : `the row was keyed for ${asked.method} ${asked.path}, the request is ${method} ${path}`;
      }
    }
  } catch (error) {
    if (error instanceof MissingVar) return `the caption sets no ${error.varName}`;
    throw error;
  }
}
