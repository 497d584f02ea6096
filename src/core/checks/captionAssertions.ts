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
import { ledgerEntries, type LedgerCause } from '../trace/ledger';
import { takeoversIn, type TakeoverHow } from '../trace/takeovers';
import { ticketOf } from '../trace/ticket';
import { paycoCallsIn } from '../trace/paycoCalls';
import { partsOf } from '../trace/together';
import type { Beat, BeatDetail, BreakId, StateSnapshot, Trace } from '../trace/types';
import { workerConditionAt } from '../trace/conditions';
import { keptPrefix } from '../trace/prefix';
import { ledgerCounts } from './checks';
import { answersRead, type ReadAnswer } from './clientView';

/**
 * The name of one of the caption's vars. A name ending in `List` holds comma-separated values
 * (`workerList`: "worker-1,worker-2"); any other name, one value. `=` and a value is that value itself,
 * for what the words say without a var ("the takeover" is `=1` takeover).
 */
export type VarName = string;

/** Before or after the beat (default: after). */
type When = 'before' | 'after';

export type CaptionAssertion =
  /** Each worker named is a process that is up at this beat: not down from a crash, not frozen in a pause. */
  | { fact: 'acts'; worker: VarName }
  /** Every statement the beat tells changed this many rows. */
  | { fact: 'changed'; rows: VarName }
  /** The beat tells this many actors' parts at once (five copies, four replays). */
  | { fact: 'count'; count: VarName }
  /** The beat's HTTP message has this status. */
  | { fact: 'status'; status: VarName }
  /** After (or before) the beat, the worker holds the row `ticket` names: its token is the row's locked_at (with `dead`, it died holding it). */
  | { fact: 'holds'; worker: VarName; ticket: VarName; when?: When; dead?: true }
  /** The row `ticket` names is in this status (or there is none) before or after the beat. */
  | { fact: 'row'; ticket: VarName; status: 'in_flight' | 'done' | 'absent'; when?: When }
  /** The row `ticket` names holds this locked_at, in ms, before or after the beat. */
  | { fact: 'locked-at'; ticket: VarName; value: VarName; when?: When }
  /** `ticket` names exactly one row in sight (before or after): a bare ticket is not another client's too. */
  | { fact: 'names-row'; ticket: VarName }
  /** The beat's takeover was compare-and-set or blind; `from`: the worker whose claim it took was alive, or gone (or none). */
  | { fact: 'takeover'; how: TakeoverHow; from?: 'live' | 'gone'; other?: VarName }
  /** Up to this beat the scene had this many takeovers (of this kind). */
  | { fact: 'takeovers'; count: VarName; how?: TakeoverHow }
  /** The client had (or had not) read, before this beat, an answer carrying `answer` (a charge id or a loan id). */
  | { fact: 'heard'; client: VarName; answer: VarName; before: boolean }
  /** The client had (or had not) read, before this beat, a 2xx for a request carrying the key `ticket`. */
  | { fact: 'key-known'; client: VarName; ticket: VarName; known: boolean }
  /** The last 2xx the client read, by this beat, carries `answer`. */
  | { fact: 'accepted'; client: VarName; answer: VarName }
  /** The beat's parts are exactly look-ups by these workers of these tickets, each finding a row or none. */
  | { fact: 'looked-up'; workers: VarName; tickets: VarName; found: boolean }
  /** The beat deleted exactly the rows of these tickets (an empty value: none). */
  | { fact: 'pruned'; tickets: VarName }
  /** After the beat, the story's ledger (charges, loans) holds this many rows. */
  | { fact: 'ledger'; count: VarName }
  /** After the beat, idempotency_keys holds this many rows, `done` of them done. */
  | { fact: 'key-rows'; count: VarName; done: VarName }
  /** After the beat, exactly these owners (orders, members) have more than one ledger row (an empty value: none). */
  | { fact: 'doubled'; owners: VarName }
  /** Each of these ledger rows (charge ids, loan ids) came from this cause (`retry`: from a request that was not its tap's first attempt). */
  | { fact: 'caused'; ids: VarName; cause: LedgerCause | 'any'; retry?: boolean }
  /** After (or before) the beat, the row `ticket` names (or the only row) is done, its saved answer carrying `answer`. */
  | { fact: 'saved'; answer: VarName; ticket?: VarName; when?: When }
  /** A learner's scene kept (or rewrote) the beats of the chapter it was forked from, up to the fork's beat. */
  | { fact: 'prefix'; kept: boolean }
  /** Each of a learner's changes to the whole scene (`lockMs=1000`, `paycoKey=off`, `break+=blind-takeover`, `break-=no-fencing`, `workers=3`) is how the scene ran. */
  | { fact: 'scene-changes'; changes: VarName }
  /** The worker never reached this visit of this point. */
  | { fact: 'never-reached'; worker: VarName; point: VarName; visit: VarName }
  /** The scene made fewer PayCo calls than this call's number. */
  | { fact: 'payco-calls-under'; call: VarName }
  /** PayCo's answer to that call never came back: the call was made, and a worker went down while it travelled. */
  | { fact: 'payco-answer-cut'; call: VarName }
  /** No worker of the scene is up at this beat. */
  | { fact: 'none-up' }
  /** The worker reached that point's visit and went down there before the fault set for it could happen. */
  | { fact: 'cut-short'; worker: VarName; point: VarName; visit: VarName }
  /** The worker was down (crashed, not restarted) at this moment (ms). */
  | { fact: 'down-at'; worker: VarName; at: VarName }
  /** The scene ran with this lockMs (ms), this many workers, PayCo's own key on or off, a switch on or off. */
  | { fact: 'setting'; lockMs?: VarName; workers?: VarName; paycoKey?: boolean; break?: BreakId; on?: boolean }
  /** No message of this request id (`phone#1.1.2`) went this way in the whole scene. */
  | { fact: 'never-sent'; request: VarName; direction: 'request' | 'response' }
  /** The beat's message was held this many ms longer on its hop. */
  | { fact: 'delayed'; ms: VarName }
  /** The beat's request and the row it was refused by share method and path: the fingerprints differ in the body. */
  | { fact: 'differs-in-body'; ticket: VarName }
  /** The beat's request carries another body (compared canonically) than the first request its client sent with the same key. */
  | { fact: 'other-body' }
  /** The list var holds this many values. */
  | { fact: 'list-length'; list: VarName; count: VarName }
  /** The list names two or more (a sentence whose subject it is: "{workerList} call PayCo"). */
  | { fact: 'several'; list: VarName }
  /** A beat before this one (or after it: what an opening foretells) was told with this caption id. */
  | { fact: 'told'; id: string; when?: When }
  /** Each PayCo part of the beat charged (or replayed a charge, or answered an error) with the shop's own key or none: `chargeId`/`chargeIdList`, `paycoKey` ('' for none). */
  | { fact: 'payco'; outcome: 'charged' | 'replayed' | 'failed'; key: boolean }
  /** Each request the beat sends carries Idempotency-Key `ticket` (`ticketList`), or none (`ticket` absent); `attempt` and `tap` are its numbers. */
  | { fact: 'sent'; ticket?: VarName; attempt?: VarName; tap?: VarName }
  /** The beat's answer carries this error code (`error` in its body). */
  | { fact: 'error'; error: VarName }
  /** The beat's answer carries Retry-After: this many seconds. */
  | { fact: 'retry-after'; seconds: VarName }
  /** After the beat, the worker is up, frozen or down. */
  | { fact: 'condition'; worker: VarName; is: 'up' | 'frozen' | 'down' }
  /** The beat is the network losing a message going this way. */
  | { fact: 'lost'; direction: 'request' | 'response' }
  /** By this beat, this many answers with this status had reached a client in time. */
  | { fact: 'answered'; status: VarName; count: VarName }
  /** During this beat the ledger gained this many rows. */
  | { fact: 'written'; count: VarName }
  /** During this beat idempotency_keys lost this many rows (a ROLLBACK that undid a claim). */
  | { fact: 'keys-undone'; count: VarName }
  /** Every loan row the beat wrote is this member's (`member`), of this book (`isbn`). */
  | { fact: 'loans-for'; member?: VarName; isbn?: VarName };

/** What a check needs beyond the Trace itself. */
export interface AssertionContext {
  /** The chapter's own Trace a learner's scene was forked from (`Trace.fork`), for `prefix`. */
  base?: Trace;
}

/** What `assertions` (a caption's) get wrong about `beat` of `trace`, one line each; empty when every one holds. */
export function assertionProblems(trace: Trace, beat: Beat, assertions: readonly CaptionAssertion[], context: AssertionContext = {}): string[] {
  const problems: string[] = [];
  for (const assertion of assertions) {
    const wrong = problemOf(trace, beat, assertion, context);
    if (wrong) problems.push(`${assertion.fact}: ${wrong}`);
  }
  return problems;
}

/** A caption var's values: one, or a `…List`'s several; undefined when the caption does not set it. */
function values(beat: Beat, name: VarName): string[] | undefined {
  if (name.startsWith('=')) return [name.slice(1)];
  const value = beat.caption.vars?.[name];
  if (value === undefined) return undefined;
  // Lists are comma-joined, as the captions' text reads them: `…List` (ids), `…Changes` (a scene's settings).
  if (!name.endsWith('List') && !name.endsWith('Changes')) return [String(value)];
  return String(value) === '' ? [] : String(value).split(',');
}

const sameSet = (a: readonly string[], b: readonly string[]) => JSON.stringify([...new Set(a)].sort()) === JSON.stringify([...new Set(b)].sort());

const stateBefore = (trace: Trace, beat: Beat): StateSnapshot => trace.beats[beat.index - 1]?.state ?? { idempotencyKeys: [], charges: [], loans: [] };

/**
 * The status a beat tells of: its message's; for a client's own step (its result, once a held answer
 * has reached it), the last answer to that request up to this beat.
 */
function statusTold(trace: Trace, beat: Beat): number | undefined {
  if (beat.detail.type === 'http') return beat.detail.message.status;
  if (beat.detail.type !== 'client') return undefined;
  const id = beat.detail.requestId;
  for (let i = beat.index; i >= 0; i--)
    for (const { detail } of partsOf(trace.beats[i]!)) if (detail.type === 'http' && detail.direction === 'response' && detail.message.requestId === id) return detail.message.status;
  return undefined;
}

/** The rows a ticket var names in a state: by the store's scoped key, or by the bare ticket. */
const rowsNamed = (state: StateSnapshot, name: string) => state.idempotencyKeys.filter((r) => r.key === name || ticketOf(r.key) === name);

/** The rows one statement (or the decision its 0-row claim fed) changed. */
function changedBy(detail: BeatDetail): number | undefined {
  if (detail.type === 'sql') return detail.changes;
  if (detail.type === 'store') return detail.reads?.find((r) => r.changes !== undefined)?.changes;
  return undefined;
}

/** The answer id a read answer carries (charge or loan). */
const carried = (a: ReadAnswer) => a.chargeId ?? (a.loanId === undefined ? undefined : String(a.loanId));
const ok = (status: number) => status >= 200 && status < 300;

function problemOf(trace: Trace, beat: Beat, a: CaptionAssertion, context: AssertionContext): string | undefined {
  // Every var an assertion names must be set: a caption whose vars are missing asserts nothing checkable.
  const need = (name: VarName): string[] => {
    const found = values(beat, name);
    if (found === undefined) throw new MissingVar(name);
    return found;
  };
  const one = (name: VarName) => need(name)[0] ?? '';
  try {
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
      case 'key-rows': {
        const rows = beat.state.idempotencyKeys;
        const done = rows.filter((r) => r.status === 'done').length;
        return rows.length === Number(one(a.count)) && done === Number(one(a.done)) ? undefined : `idempotency_keys holds ${rows.length} rows, ${done} done, not ${one(a.count)}, ${one(a.done)} done`;
      }
      case 'doubled': {
        const doubled = [...ledgerCounts(trace, beat.state)].filter(([, n]) => n > 1).map(([owner]) => owner);
        return sameSet(doubled, need(a.owners)) ? undefined : `the ledger holds more than one row for ${doubled.join(', ') || 'nobody'}`;
      }
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
      case 'prefix': {
        const fork = trace.fork;
        if (!fork || !context.base) return 'the scene was not forked, or its chapter is not at hand';
        const kept = keptPrefix(context.base, trace, fork.beat);
        return kept === a.kept ? undefined : `the beats up to ${fork.beat} were ${kept ? 'kept' : 'rewritten'}`;
      }
      case 'scene-changes':
        for (const change of need(a.changes)) {
          const wrong = settingProblem(trace, change);
          if (wrong) return wrong;
        }
        return undefined;
      case 'never-reached': {
        const [worker, point, visit] = [one(a.worker), one(a.point), Number(one(a.visit))];
        const reached = trace.visits?.some((v) => v.worker === worker && v.point === point && v.visit === visit) ?? false;
        return reached ? `${worker} reached ${point} (visit ${visit})` : undefined;
      }
      case 'payco-calls-under': {
        const calls = paycoCallsIn(trace.beats);
        return calls < Number(one(a.call)) ? undefined : `the scene made ${calls} PayCo calls`;
      }
      case 'payco-answer-cut': {
        // The call was made, and a worker went down (a crash, a kill): its answer had no one to come back to.
        const calls = paycoCallsIn(trace.beats);
        if (calls < Number(one(a.call))) return `the scene made only ${calls} PayCo calls`;
        return trace.beats.some((b) => b.kind === 'crash') ? undefined : 'no worker went down while an answer travelled';
      }
      case 'none-up': {
        const up = trace.actors.filter((x) => x.role === 'worker' && workerConditionAt(trace, beat.index, x.id) !== 'down').map((x) => x.id);
        return up.length === 0 ? undefined : `${up.join(', ')} is up`;
      }
      case 'cut-short': {
        // The visit came, and the worker went down there: a crash at that visit listed first, or a kill during a pause.
        const [worker, point, visit] = [one(a.worker), one(a.point), Number(one(a.visit))];
        const v = trace.visits?.find((x) => x.worker === worker && x.point === point && x.visit === visit);
        if (!v) return `${worker} never reached ${point} (visit ${visit})`;
        return trace.beats.some((b) => b.index > v.after && b.kind === 'crash' && b.actor === worker) ? undefined : `${worker} did not go down after reaching ${point} (visit ${visit})`;
      }
      case 'down-at': {
        const worker = one(a.worker);
        const time = Number(one(a.at));
        // Down as the moment came, or at one of its own beats: what else happens in that millisecond (a
        // restart after the kill) may come after the kill in the scheduler's order.
        const moment = [trace.beats.findLast((b) => b.time < time), ...trace.beats.filter((b) => b.time === time)];
        return moment.some((b) => b && workerConditionAt(trace, b.index, worker) === 'down') ? undefined : `${worker} was not down at ${time} ms`;
      }
      case 'setting': {
        if (a.lockMs && trace.lockMs !== Number(one(a.lockMs))) return `lockMs is ${trace.lockMs}, not ${one(a.lockMs)}`;
        const workers = trace.actors.filter((x) => x.role === 'worker').length;
        if (a.workers && workers !== Number(one(a.workers))) return `the scene has ${workers} workers, not ${one(a.workers)}`;
        if (a.paycoKey !== undefined && (trace.paycoKey ?? false) !== a.paycoKey) return `PayCo's own key was ${trace.paycoKey ? 'on' : 'off'}`;
        if (a.break && trace.breaks.includes(a.break) !== (a.on ?? true)) return `${a.break} was ${trace.breaks.includes(a.break) ? 'on' : 'off'}`;
        return undefined;
      }
      case 'never-sent': {
        const id = one(a.request);
        const sent = trace.beats.some((b) => partsOf(b).some(({ detail }) => detail.type === 'http' && detail.direction === a.direction && detail.message.requestId === id));
        return sent ? `a ${a.direction} of ${id} was sent` : undefined;
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
        const ids = values(beat, 'chargeIdList') ?? values(beat, 'chargeId') ?? [];
        const key = values(beat, 'paycoKey')?.[0] ?? '';
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
        const is = workerConditionAt(trace, beat.index, one(a.worker));
        return is === a.is ? undefined : `${one(a.worker)} is ${is} after the beat, not ${a.is}`;
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
        const requests = trace.beats.flatMap((b) => partsOf(b)).flatMap(({ detail }) => (detail.type === 'http' && detail.direction === 'request' ? [detail.message] : []));
        const id = beat.request ?? (beat.detail.type === 'client' ? beat.detail.requestId : undefined);
        const mine = requests.find((m) => m.requestId === id);
        const key = mine?.headers['idempotency-key'];
        const first = requests.find((m) => key !== undefined && m.headers['idempotency-key'] === key && m.headers.authorization === mine!.headers.authorization);
        if (!mine || !first) return 'no request with a key at this beat';
        return fingerprint(mine.body) !== fingerprint(first.body) ? undefined : `${mine.requestId} carries the same body as ${first.requestId}`;
      }
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

/** What is wrong with one of a learner's scene changes (`name=value`, as `scene-changes` reads them) against how `trace` ran. */
function settingProblem(trace: Trace, change: string): string | undefined {
  const [name, value = ''] = change.split('=');
  switch (name) {
    case 'lockMs':
      return trace.lockMs === Number(value) ? undefined : `lockMs is ${trace.lockMs}, not ${value}`;
    case 'paycoKey':
      return (trace.paycoKey ?? false) === (value === 'on') ? undefined : `PayCo's own key was ${trace.paycoKey ? 'on' : 'off'}`;
    case 'break+':
    case 'break-':
      return trace.breaks.includes(value as BreakId) === (name === 'break+') ? undefined : `${value} was ${name === 'break+' ? 'off' : 'on'}`;
    case 'workers': {
      const workers = trace.actors.filter((x) => x.role === 'worker').length;
      return workers === Number(value) ? undefined : `the scene has ${workers} workers, not ${value}`;
    }
    default:
      return `${change} is no change a scene can have`;
  }
}

/** An assertion named a var the caption does not set. */
class MissingVar extends Error {
  constructor(readonly varName: string) {
    super(`no var ${varName}`);
    this.name = 'MissingVar';
  }
}
