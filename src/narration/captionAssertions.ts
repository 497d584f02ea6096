/**
 * What each caption asserts, as data (issue 29): the facts its words state, which core's checker
 * (`assertionProblems`, src/core/checks/captionAssertions.ts) reads against the beat's recorded state
 * and what the client has seen. Keyed by caption id, so every language's words for an id share its
 * assertions; a register (`.brief`, `.overview`) shares its plain id's. Each entry names the caption's
 * own vars: `{ fact: 'heard', client: 'phone', answer: 'answer', before: true }` is "the phone gets
 * {chargeId} again". A story's own words for an id (its closing, its ledger) declare their facts in
 * the story's table, which comes first.
 *
 * Every caption id the tables word is declared here (an empty list is a declaration: the sentence
 * asserts nothing the beat's detail does not already show, or only what it foretells in general). A
 * caption of another part of the app (the learner's own store, say) declares its facts in a table of
 * its own and checks them the same way.
 */
import type { CaptionAssertion } from '../core/checks/captionAssertions';
import { said } from '../core/checks/said';
import type { BreakId, CaptionRef, StoryId } from '../core/trace';

/** One caption's assertions. */
export type CaptionFacts = readonly CaptionAssertion[];

/** Assertions by caption id. */
export type CaptionAssertionTable = Readonly<Record<string, CaptionFacts>>;

const { acts, named, holds, changed, row } = said;
const actAll: CaptionAssertion = { fact: 'acts', worker: 'workerList' };
/** The workers are the sentence's subject ("{workerList} claim …"): there are two or more. */
const several: CaptionAssertion = { fact: 'several', list: 'workerList' };
const status = (value: string): CaptionAssertion => ({ fact: 'status', status: value });
const tokens: CaptionFacts = [
  { fact: 'locked-at', ticket: 'ticket', value: 'token' },
  { fact: 'locked-at', ticket: 'ticket', value: 'oldToken', when: 'before' },
];
const count: CaptionAssertion = { fact: 'count', count: 'count' };
/** The loans the beat wrote are {member}'s, of {isbn}. */
const loanFor: CaptionAssertion = { fact: 'loans-for', member: 'member', isbn: 'isbn' };
const on = (id: BreakId): CaptionAssertion => ({ fact: 'setting', break: id });
const sent = (extra: Omit<Extract<CaptionAssertion, { fact: 'sent' }>, 'fact'> = {}): CaptionAssertion => ({ fact: 'sent', ...extra });
const heard = (before: boolean): CaptionAssertion => ({ fact: 'heard', client: 'phone', answer: 'answer', before });

/** The facts of the captions both stories share. */
const SHARED: CaptionAssertionTable = {
  // The network
  'deliver.request': [],
  'deliver.request.nobody': [{ fact: 'none-up' }],
  'deliver.response': [],
  'deliver.late': [status('status')],
  'deliver.delayed.request': [{ fact: 'delayed', ms: 'delayMs' }],
  'deliver.delayed.response': [{ fact: 'delayed', ms: 'delayMs' }, status('status')],
  'deliver.delayed.late': [{ fact: 'delayed', ms: 'delayMs' }, status('status')],
  'lose.request': [{ fact: 'lost', direction: 'request' }],
  'lose.response': [{ fact: 'lost', direction: 'response' }, status('status')],
  'lose.request.delayed': [{ fact: 'lost', direction: 'request' }, { fact: 'delayed', ms: 'delayMs' }],
  'lose.response.delayed': [{ fact: 'lost', direction: 'response' }, { fact: 'delayed', ms: 'delayMs' }, status('status')],

  // The workers
  'respond.error': [acts, status('status')],
  'result.failed': [acts, status('status')],
  'respond.rejected': [acts, status('status'), { fact: 'error', error: 'error' }],
  'respond.conflict': [acts, status('=409'), { fact: 'error', error: 'error' }, { fact: 'retry-after', seconds: 'retryAfter' }],
  'respond.in-flight': [acts, status('=409'), { fact: 'retry-after', seconds: 'retryAfter' }],
  pause: [{ fact: 'condition', worker: 'worker', is: 'frozen' }],
  wake: [{ fact: 'condition', worker: 'worker', is: 'up' }],
  restart: [{ fact: 'condition', worker: 'worker', is: 'up' }],
  crash: [{ fact: 'condition', worker: 'worker', is: 'down' }],
  'crash.killed': [{ fact: 'condition', worker: 'worker', is: 'down' }],

  // The client
  'send.first': [sent({ ticket: 'ticket', attempt: '=1' })],
  'send.reused': [sent({ ticket: 'ticket' })],
  'send.retry': [sent({ ticket: 'ticket', attempt: 'attempt' })],
  'send.retry.retry-after': [sent({ ticket: 'ticket', attempt: 'attempt' })],
  'send.retry.tap.retry-after': [sent({ ticket: 'ticket', tap: 'tap' })],
  'send.retry.tap': [sent({ ticket: 'ticket', attempt: 'attempt', tap: 'tap' })],
  'send.resumed': [sent({ ticket: 'ticket', attempt: 'attempt' })],
  'client.restart': [],
  'send.tap': [sent({ ticket: 'ticket', tap: 'tap', attempt: '=1' })],
  'send.newkey': [sent({ ticket: 'ticket', attempt: 'attempt' })],
  'send.nokey': [sent({ attempt: 'attempt' })],
  timeout: [],
  'wait.backoff': [],
  'wait.retry-after': [],
  'give-up': [],
  'give-up.timeout': [],

  // The store's statements
  'sql.claim': [acts, changed('=1'), holds, named, row('in_flight')],
  'sql.claim.taken': [acts, changed('=0')],
  'sql.takeover': [acts, changed('=1'), { fact: 'takeover', how: 'compare-and-set', from: 'gone' }, holds, named, ...tokens],
  'sql.takeover.live': [acts, changed('=1'), { fact: 'takeover', how: 'compare-and-set', from: 'live', other: 'other' }, holds, named, ...tokens],
  'sql.takeover.live.own': [acts, changed('=1'), { fact: 'takeover', how: 'compare-and-set', from: 'live', other: 'worker' }, holds, named, ...tokens],
  'sql.takeover.lost': [acts, changed('=0')],
  'sql.takeover.blind': [acts, changed('=1'), { fact: 'takeover', how: 'blind' }, holds, named, ...tokens],
  'sql.takeover.stolen': [acts, { fact: 'takeover', how: 'blind' }, holds],
  'sql.takeover.over-done': [acts, changed('=1'), { fact: 'takeover', how: 'blind' }, row('done', 'before'), { fact: 'locked-at', ticket: 'ticket', value: 'token' }],
  'sql.takeover.stolen.tie': [acts, { fact: 'takeover', how: 'blind' }, holds, { fact: 'holds', worker: 'other', ticket: 'ticket' }, { fact: 'locked-at', ticket: 'ticket', value: 'token' }],
  'sql.save': [acts, changed('=1'), row('done'), named],
  'sql.save.fenced': [acts, changed('=0')],
  'sql.save.after-done': [acts, changed('=0'), row('done', 'before'), { fact: 'locked-at', ticket: 'ticket', value: 'token', when: 'before' }],
  'sql.save.stale': [acts, changed('=1'), on('no-fencing'), { fact: 'saved', ticket: 'ticket', answer: 'ownAnswer' }, { fact: 'saved', ticket: 'ticket', answer: 'savedAnswer', when: 'before' }],
  'sql.save.stale.same': [acts, changed('=1'), on('no-fencing'), { fact: 'saved', ticket: 'ticket', answer: 'ownAnswer' }, { fact: 'saved', ticket: 'ticket', answer: 'ownAnswer', when: 'before' }],
  'sql.save.stale.in-flight': [acts, changed('=1'), on('no-fencing'), { fact: 'saved', ticket: 'ticket', answer: 'ownAnswer' }, row('in_flight', 'before'), { fact: 'holds', worker: 'holder', ticket: 'ticket', when: 'before' }],
  'sql.save.stale.orphan': [acts, changed('=1'), on('no-fencing'), { fact: 'saved', ticket: 'ticket', answer: 'ownAnswer' }, row('in_flight', 'before'), { fact: 'holds', worker: 'holder', ticket: 'ticket', when: 'before', dead: true }],
  'sql.save.stale.own': [acts, changed('=1'), on('no-fencing'), { fact: 'saved', ticket: 'ticket', answer: 'ownAnswer' }, row('in_flight', 'before'), { fact: 'holds', worker: 'worker', ticket: 'ticket', when: 'before' }],
  'sql.save.over-done': [acts, changed('=1'), on('no-fencing'), { fact: 'saved', ticket: 'ticket', answer: 'ownAnswer' }, { fact: 'saved', ticket: 'ticket', answer: 'savedAnswer', when: 'before' }, { fact: 'locked-at', ticket: 'ticket', value: 'token', when: 'before' }],
  'sql.save.over-done.same': [acts, changed('=1'), on('no-fencing'), { fact: 'saved', ticket: 'ticket', answer: 'ownAnswer' }, { fact: 'saved', ticket: 'ticket', answer: 'ownAnswer', when: 'before' }, { fact: 'locked-at', ticket: 'ticket', value: 'token', when: 'before' }],
  'sql.save.late-insert': [acts, row('absent', 'before'), row('done')],
  'sql.save.replaced': [acts, row('done', 'before'), row('done')],
  'sql.release': [acts, changed('=1'), row('absent')],
  'sql.release.fenced': [acts, changed('=0')],
  'sql.release.fenced.survives': [acts, changed('=0'), { fact: 'holds', worker: 'holder', ticket: 'ticket' }],
  'sql.release.stale': [acts, changed('=1'), on('no-fencing'), row('absent')],
  'sql.prune': [changed('changes')],
  'sql.begin': [acts],
  'sql.commit': [acts],
  'sql.other': [acts],

  // The store's decisions
  'decide.looked-up.none': [acts, { fact: 'looked-up', workers: 'worker', tickets: 'ticket', found: false }],
  'decide.looked-up.found': [acts, { fact: 'looked-up', workers: 'worker', tickets: 'ticket', found: true }],
  'decide.mismatch': [acts, named, { fact: 'differs-in-body', ticket: 'ticket' }],
  'decide.replayed': [acts, named, row('done', 'before')],
  'decide.in-flight': [acts, named, row('in_flight', 'before')],
  'decide.in-flight.now': [acts, named, row('in_flight', 'before')],
  'decide.stale': [acts, named, row('in_flight', 'before')],
  'decide.vanished': [acts, row('absent', 'before')],
  'decide.work-failed': [acts],
  'decide.claimed': [acts],
  'decide.took-over': [acts],
  'decide.takeover-lost': [acts],
  'decide.saved': [acts],
  'decide.save-fenced': [acts],
  'decide.released': [acts],
  'decide.release-fenced': [acts],
  'decide.work-started': [acts],

  // Break-it switches
  'break.no-key': [on('no-key')],
  'break.key-per-try': [on('key-per-try')],
  'break.select-then-insert': [on('select-then-insert')],
  'break.blind-takeover': [on('blind-takeover')],
  'break.no-fencing': [on('no-fencing')],
  'break.no-provider-key': [on('no-provider-key')],
  'break.no-body-digest': [on('no-body-digest')],

  // Several actors alike at one moment
  'together.send': [count, sent({ ticket: 'ticket' })],
  'together.send.newkey': [count, sent({ ticket: 'ticketList' }), { fact: 'list-length', list: 'ticketList', count: 'count' }],
  'together.send.first': [count, sent({ ticket: 'ticketList' }), { fact: 'list-length', list: 'ticketList', count: 'count' }],
  'together.send.nokey': [count, sent()],
  'together.send.tap-and-retry': [sent({ ticket: 'ticket' })],
  'together.send.retry': [count, sent({ ticket: 'ticket' })],
  'together.send.retry.retry-after': [count, sent({ ticket: 'ticket' })],
  'together.timeout': [count],
  'together.sql.claim': [several, count, actAll, changed('=1')],
  'together.sql.save': [several, count, actAll, changed('=1')],
  'together.sql.save.late': [several, count, actAll, row('done')],
  'together.sql.save.late.keys': [several, count, actAll, { fact: 'list-length', list: 'ticketList', count: 'count' }],
  'together.sql.save.late.mixed': [several, count, actAll],
  'together.decide.replayed': [count, actAll, named, row('done', 'before')],
  'together.decide.in-flight': [count, actAll, named, row('in_flight', 'before')],
  'together.respond.in-flight': [several, count, actAll, status('=409'), { fact: 'retry-after', seconds: 'retryAfter' }],
  'together.decide.looked-up.none': [several, actAll, { fact: 'looked-up', workers: 'workerList', tickets: 'ticket', found: false }],
  'together.decide.looked-up.none.keys': [several, actAll, { fact: 'looked-up', workers: 'workerList', tickets: 'ticketList', found: false }],
  'together.decide.stale': [several, actAll, named, row('in_flight', 'before')],
  'together.result.created': [count],
  'together.result.replayed': [count],
  'together.result.mixed': [],

  // The lab (its tallies' numbers are checked against its rows by captionFacts.test.ts)
  'lab.start.no-key': [],
  'lab.start.key-per-try': [],
  'lab.limit': [],

  // The race explorer's replays
  'race.intro': [],
  'race.outro': [],
  'race.outro.held': [],
  'note.plain': [],

  // A learner's own scene
  'intro.sandbox': [{ fact: 'setting', workers: 'workers' }],
  'intro.sandbox.changed': [{ fact: 'setting', workers: 'workers' }, { fact: 'scene-changes', changes: 'sceneChanges' }],
  'intro.sandbox.fork': [{ fact: 'prefix', kept: true }],
  'intro.sandbox.fork.changed': [{ fact: 'prefix', kept: true }, { fact: 'scene-changes', changes: 'sceneChanges' }],
  'intro.sandbox.fork.rerun': [{ fact: 'prefix', kept: false }, { fact: 'scene-changes', changes: 'sceneChanges' }],
  'intro.sandbox.fork.moved': [{ fact: 'prefix', kept: false }],
  tick: [],

  // What a learner's scene asked for and never happened
  'unfired.delay.request': [{ fact: 'never-sent', request: 'request', direction: 'request' }],
  'unfired.delay.response': [{ fact: 'never-sent', request: 'request', direction: 'response' }],
  'unfired.lose.request': [{ fact: 'never-sent', request: 'request', direction: 'request' }],
  'unfired.lose.response': [{ fact: 'never-sent', request: 'request', direction: 'response' }],
  'unfired.lose-payco': [{ fact: 'payco-calls-under', call: 'call' }],
  'unfired.lose-payco.cut': [{ fact: 'payco-answer-cut', call: 'call' }],
  'unfired.crash.cut': [{ fact: 'cut-short', worker: 'worker', point: 'point', visit: 'visit' }],
  'unfired.pause.cut': [{ fact: 'cut-short', worker: 'worker', point: 'point', visit: 'visit' }],
  'unfired.crash': [{ fact: 'never-reached', worker: 'worker', point: 'point', visit: 'visit' }],
  'unfired.pause': [{ fact: 'never-reached', worker: 'worker', point: 'point', visit: 'visit' }],
  'unfired.kill': [{ fact: 'down-at', worker: 'worker', at: 'atMs' }],

  // Both stories' answers, as each words them (the answer is `answer`: a charge or a loan)
  'respond.created': [acts, status('=201')],
  'respond.replayed': [acts, status('=201')],
  'respond.mismatch': [acts, status('status'), { fact: 'error', error: 'error' }],
  'result.ok': [status('=201'), { fact: 'accepted', client: 'phone', answer: 'answer' }],
  'result.replayed': [status('=201'), heard(false), { fact: 'accepted', client: 'phone', answer: 'answer' }],
  'result.replayed.again': [status('=201'), heard(true), { fact: 'accepted', client: 'phone', answer: 'answer' }],
  'result.replayed.swallowed': [status('=201'), { fact: 'other-body' }, { fact: 'accepted', client: 'phone', answer: 'answer' }],
  'result.error': [status('status'), { fact: 'key-known', client: 'phone', ticket: 'ticket', known: false }],
  'result.error.done': [status('status'), { fact: 'key-known', client: 'phone', ticket: 'ticket', known: true }],
  'result.error.reordered': [status('status')],

  // The retention job
  prune: [{ fact: 'pruned', tickets: 'ticketList' }, { fact: 'list-length', list: 'ticketList', count: '=1' }],
  'prune.many': [{ fact: 'pruned', tickets: 'ticketList' }],
  'prune.none': [{ fact: 'pruned', tickets: 'ticketList' }],

  // The chapters' openings: what they foretell is the scene's own (its settings, its switches)
  'intro.one-key': [],
  'intro.lost-response': [],
  'intro.ticket': [],
  'intro.ticket.no-key': [on('no-key')],
  'intro.ticket.key-per-try': [on('key-per-try')],
  'intro.key-per-try': [],
  'intro.double-click': [],
  'intro.double-click.no-key': [on('no-key')],
  'intro.double-click.key-per-try': [on('key-per-try')],
  'intro.double-click.select-then-insert': [on('select-then-insert')],
  'intro.mismatch': [],
  'intro.mismatch.no-body-digest': [on('no-body-digest')],
  'intro.crash.blind-takeover': [on('blind-takeover')],
  'intro.fencing.no-fencing': [on('no-fencing')],
  'intro.retention': [],
  'intro.scope': [],
  'intro.lab': [],
  'intro.your-turn': [],
  'lab.start.same-key': [],
  'lab.order.intro': [],
  'lab.order.intro.calm': [],
  'lab.order.outro': [],
  'lab.done.no-key': [],
  'lab.done.no-key.twice': [],
  'lab.done.no-key.thrice': [],
  'lab.done.no-key.more': [],
  'lab.done.key-per-try': [],
  'lab.done.key-per-try.twice': [],
  'lab.done.key-per-try.thrice': [],
  'lab.done.key-per-try.more': [],
  'lab.done.same-key': [],
  'outro.lab': [],
  'outro.scope': [],
};

/** The ledger holds `{charges}` (PayFlow) or `{loans}` (library) rows. */
const charges: CaptionAssertion = { fact: 'ledger', count: 'charges' };
const loans: CaptionAssertion = { fact: 'ledger', count: 'loans' };
const noDouble: CaptionAssertion = { fact: 'doubled', owners: 'ownerList' };

/** PayFlow's own words' facts: PayCo, and each chapter's closing, counted from its ledger. */
const PAYFLOW: CaptionAssertionTable = {
  'payco.send': [],
  'payco.send.first': [],
  'payco.send.nokey': [],
  'payco.send.nokey.first': [],
  'payco.charged': [{ fact: 'payco', outcome: 'charged', key: true }],
  'payco.charged.first': [{ fact: 'payco', outcome: 'charged', key: true }],
  'payco.charged.nokey': [{ fact: 'payco', outcome: 'charged', key: false }],
  'payco.charged.nokey.first': [{ fact: 'payco', outcome: 'charged', key: false }],
  'payco.failed': [{ fact: 'payco', outcome: 'failed', key: true }],
  'payco.failed.first': [{ fact: 'payco', outcome: 'failed', key: true }],
  'payco.failed.nokey': [{ fact: 'payco', outcome: 'failed', key: false }],
  'payco.failed.nokey.first': [{ fact: 'payco', outcome: 'failed', key: false }],
  'payco.replayed': [{ fact: 'payco', outcome: 'replayed', key: true }],
  'payco.lose.response': [{ fact: 'lost', direction: 'response' }],
  'payco.lose.request': [{ fact: 'lost', direction: 'request' }],
  'payco.lose.refusal': [{ fact: 'lost', direction: 'response' }, status('status')],
  'together.payco.charged': [several, count, { fact: 'payco', outcome: 'charged', key: true }],
  'together.payco.charged.first': [several, count, { fact: 'payco', outcome: 'charged', key: true }],
  'together.payco.charged.nokey': [several, count, { fact: 'payco', outcome: 'charged', key: false }],
  'together.payco.charged.nokey.first': [several, count, { fact: 'payco', outcome: 'charged', key: false }],
  'together.payco.replayed': [several, { fact: 'payco', outcome: 'replayed', key: true }],
  'together.send': [count, sent({ ticket: 'ticket' })],
  'client.restart': [],
  'send.resumed': [sent({ ticket: 'ticket', attempt: 'attempt' })],

  'intro.crash': [{ fact: 'setting', lockMs: 'lockMs', paycoKey: true }, { fact: 'told', id: 'crash', when: 'after' }],
  'intro.crash.no-provider-key': [on('no-provider-key'), { fact: 'told', id: 'crash', when: 'after' }],
  'intro.crash.blind-takeover': [on('blind-takeover'), { fact: 'told', id: 'crash', when: 'after' }],
  'intro.fencing': [{ fact: 'setting', lockMs: 'lockMs', paycoKey: true }, { fact: 'told', id: 'pause', when: 'after' }],
  'intro.fencing.no-provider-key': [on('no-provider-key'), { fact: 'setting', lockMs: 'lockMs', paycoKey: false }],
  'intro.fencing.no-fencing': [on('no-fencing'), { fact: 'setting', lockMs: 'lockMs' }],
  'intro.retention': [{ fact: 'setting', paycoKey: true }],

  'outro.one-key': [charges, { fact: 'takeovers', count: '=1' }],
  'outro.lost-response': [charges],
  'outro.ticket': [charges, { fact: 'told', id: 'result.replayed' }],
  'outro.ticket.no-key': [charges],
  'outro.ticket.key-per-try': [charges],
  'outro.key-per-try': [charges],
  'outro.double-click': [charges, { fact: 'answered', status: '=409', count: '=1' }],
  'outro.double-click.no-key': [charges],
  'outro.double-click.key-per-try': [charges],
  'outro.double-click.select-then-insert': [charges, { fact: 'told', id: 'sql.save.replaced' }],
  'outro.mismatch': [charges, { fact: 'answered', status: '=422', count: '=1' }],
  'outro.mismatch.no-body-digest': [charges, { fact: 'accepted', client: '=phone', answer: 'held' }, { fact: 'told', id: 'result.replayed.swallowed' }],
  'outro.crash': [charges, { fact: 'takeovers', count: '=1', how: 'compare-and-set' }, { fact: 'told', id: 'payco.replayed' }],
  'outro.crash.no-provider-key': [charges, { fact: 'takeovers', count: '=1', how: 'compare-and-set' }, { fact: 'caused', ids: 'fromTakeoverList', cause: 'takeover' }],
  'outro.crash.no-provider-key.blind-takeover': [
    charges,
    { fact: 'takeovers', count: 'takeovers', how: 'blind' },
    { fact: 'caused', ids: 'fromTakeoverList', cause: 'blind-takeover' },
    { fact: 'list-length', list: 'fromTakeoverList', count: 'takeovers' },
  ],
  'outro.crash.blind-takeover': [charges, { fact: 'takeovers', count: '=2', how: 'blind' }],
  'outro.fencing': [charges, { fact: 'told', id: 'sql.save.fenced' }],
  'outro.fencing.no-fencing': [charges, { fact: 'told', id: 'sql.release.stale' }, { fact: 'told', id: 'sql.save.stale.same' }],
  'outro.fencing.no-provider-key': [charges, { fact: 'caused', ids: 'fromTakeoverList', cause: 'takeover' }, { fact: 'list-length', list: 'fromTakeoverList', count: 'takeovers' }],
  'outro.fencing.no-provider-key.no-fencing': [
    charges,
    on('no-fencing'),
    { fact: 'caused', ids: 'fromTakeoverList', cause: 'takeover' },
    { fact: 'caused', ids: 'fromClaimList', cause: 'claim' },
    { fact: 'saved', answer: 'saved' },
    { fact: 'accepted', client: '=phone', answer: 'held' },
  ],
  'outro.retention': [charges, { fact: 'told', id: 'prune' }],
  'outro.your-turn': [charges],
  'outro.sandbox': [charges, noDouble],
  'outro.sandbox.doubled': [charges, noDouble],
};

/** The library's own words' facts: the loan in the key's transaction, and each chapter's closing. */
const LIBRARY: CaptionAssertionTable = {
  'sql.loan': [acts, { fact: 'written', count: '=1' }, loanFor],
  'sql.loan.keyed': [acts, { fact: 'written', count: '=1' }, loanFor, row('in_flight', 'before')],
  'sql.loan.claimed': [acts, { fact: 'written', count: '=1' }, loanFor, row('in_flight', 'before')],
  'sql.rollback': [{ fact: 'written', count: '=-1' }, { fact: 'keys-undone', count: '=1' }],
  'sql.rollback.empty': [{ fact: 'written', count: '=0' }],
  'sql.rollback.nokey': [{ fact: 'written', count: '=-1' }, { fact: 'keys-undone', count: '=0' }],
  'crash.tx': [{ fact: 'condition', worker: 'worker', is: 'down' }],
  'together.sql.loan': [several, count, actAll, { fact: 'written', count: 'count' }, loanFor],
  'together.sql.loan.claimed': [several, count, actAll, { fact: 'written', count: 'count' }, loanFor],
  'together.tx.keyed': [several, actAll, { fact: 'written', count: 'count' }, { fact: 'loans-for', member: 'member' }, { fact: 'list-length', list: 'ticketList', count: 'count' }],
  'together.tx.look-up': [several, actAll, { fact: 'written', count: 'count' }, loanFor],
  'together.tx.look-up.mixed': [several, actAll, { fact: 'written', count: 'count' }, { fact: 'loans-for', isbn: 'isbn' }],
  'together.tx.look-up.keys': [several, actAll, { fact: 'written', count: 'count' }, loanFor, { fact: 'list-length', list: 'ticketList', count: 'count' }],
  'together.send': [count, sent({ ticket: 'ticket' })],
  'client.restart': [],
  'send.resumed': [sent({ ticket: 'ticket', attempt: 'attempt' })],
  'send.first': [sent({ ticket: 'ticket', attempt: '=1' })],
  'send.tap': [sent({ ticket: 'ticket', tap: 'tap', attempt: '=1' })],
  'send.retry.tap': [sent({ ticket: 'ticket', attempt: 'attempt', tap: 'tap' })],
  'send.retry.tap.retry-after': [sent({ ticket: 'ticket', tap: 'tap' })],
  'send.retry': [sent({ ticket: 'ticket', attempt: 'attempt' })],
  'send.retry.retry-after': [sent({ ticket: 'ticket', attempt: 'attempt' })],
  'send.newkey': [sent({ ticket: 'ticket', attempt: 'attempt' })],

  'intro.crash': [{ fact: 'told', id: 'crash.tx', when: 'after' }],
  'intro.crash.blind-takeover': [on('blind-takeover'), { fact: 'told', id: 'crash.tx', when: 'after' }],
  'intro.fencing': [{ fact: 'told', id: 'pause', when: 'after' }],
  'intro.fencing.no-fencing': [on('no-fencing'), { fact: 'told', id: 'pause', when: 'after' }],

  'outro.one-key': [loans, { fact: 'told', id: 'sql.rollback' }],
  'outro.lost-response': [loans],
  'outro.ticket': [loans, { fact: 'told', id: 'result.replayed' }],
  'outro.ticket.no-key': [loans],
  'outro.ticket.key-per-try': [loans],
  'outro.key-per-try': [loans],
  'outro.double-click': [loans, { fact: 'answered', status: '=409', count: '=4' }],
  'outro.double-click.no-key': [loans],
  'outro.double-click.key-per-try': [loans],
  'outro.double-click.select-then-insert': [loans],
  'outro.mismatch': [loans, { fact: 'answered', status: '=409', count: '=2' }],
  'outro.mismatch.no-body-digest': [loans, { fact: 'accepted', client: '=phone', answer: 'held' }, { fact: 'told', id: 'result.replayed.swallowed' }],
  'outro.crash': [loans, { fact: 'takeovers', count: '=0' }, { fact: 'told', id: 'sql.rollback' }],
  'outro.crash.blind-takeover': [loans, { fact: 'takeovers', count: '=0' }],
  'outro.fencing': [loans, { fact: 'told', id: 'decide.replayed' }],
  'outro.fencing.no-fencing': [loans, { fact: 'told', id: 'decide.replayed' }],
  'outro.retention': [loans, { fact: 'told', id: 'prune' }],
  'outro.your-turn': [loans],
  'outro.sandbox': [loans, noDouble],
  'outro.sandbox.doubled': [loans, noDouble],
};

const STORY_TABLES: Record<StoryId, CaptionAssertionTable> = { payflow: PAYFLOW, library: LIBRARY };

/** Every table, for the test that every caption the tables word is declared. */
export const CAPTION_ASSERTIONS = { shared: SHARED, stories: STORY_TABLES } as const;

/**
 * The assertions of a caption in a story: its story's entry, else the shared one; undefined when the
 * id declares none (a test then says so). A register shares its plain id's.
 */
export function assertionsOf(story: StoryId, ref: Pick<CaptionRef, 'id'>): CaptionFacts | undefined {
  return STORY_TABLES[story][ref.id] ?? SHARED[ref.id];
}
