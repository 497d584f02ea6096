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
import type { CaptionRef, StoryId } from '../core/trace';
import { acts, named, holds, changed, row, actAll, several, status, tokens, count, on, sent, heard, failed, unknown, type CaptionAssertionTable, type CaptionFacts } from './assertionParts';
import { LIBRARY, PAYFLOW } from './storyAssertions';

export type { CaptionAssertionTable, CaptionFacts } from './assertionParts';

/** The facts of the captions both stories share. */
const SHARED: CaptionAssertionTable = {
  // The network
  'deliver.request': [],
  'deliver.request.nobody': [{ fact: 'none-up' }],
  'deliver.response': [],
  'deliver.late': [status('status')],
  'deliver.late.arrives': [status('status')],
  'deliver.delayed.request': [{ fact: 'delayed', ms: 'delayMs' }],
  'deliver.delayed.response': [{ fact: 'delayed', ms: 'delayMs' }, status('status')],
  'deliver.delayed.late': [{ fact: 'delayed', ms: 'delayMs' }, status('status')],
  'lose.request': [{ fact: 'lost', direction: 'request' }],
  'lose.response': [{ fact: 'lost', direction: 'response' }, status('status')],
  'lose.request.delayed': [{ fact: 'lost', direction: 'request' }, { fact: 'delayed', ms: 'delayMs' }],
  'lose.response.delayed': [{ fact: 'lost', direction: 'response' }, { fact: 'delayed', ms: 'delayMs' }, status('status')],

  // The workers
  'respond.error': [acts, status('status'), failed],
  'respond.error.unknown': [acts, status('status'), unknown],
  'result.failed': [acts, status('status')],
  'respond.rejected': [acts, status('status'), { fact: 'error', error: 'error' }],
  'respond.conflict': [acts, status('=409'), { fact: 'error', error: 'error' }, { fact: 'retry-after', seconds: 'retryAfter' }],
  'respond.in-flight': [acts, status('=409'), { fact: 'retry-after', seconds: 'retryAfter' }],
  pause: [{ fact: 'condition', worker: 'worker', is: 'frozen' }],
  'pause.until-takeover': [{ fact: 'condition', worker: 'worker', is: 'frozen' }],
  wake: [{ fact: 'condition', worker: 'worker', is: 'up' }],
  restart: [{ fact: 'condition', worker: 'worker', is: 'up' }, { fact: 'condition', worker: 'worker', is: 'down', before: true }],
  'restart.replaced': [{ fact: 'condition', worker: 'worker', is: 'up' }, { fact: 'condition', worker: 'worker', is: ['up', 'frozen'], before: true }],
  crash: [{ fact: 'condition', worker: 'worker', is: 'down' }],
  'crash.killed': [{ fact: 'condition', worker: 'worker', is: 'down' }],

  // The client
  'send.first': [sent({ ticket: 'ticket', attempt: '=1' })],
  'send.first.client': [sent({ ticket: 'ticket', attempt: '=1' })],
  'send.first.next': [sent({ ticket: 'ticket', attempt: '=1' })],
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
  'timeout.tap': [],
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
  'sql.takeover.lost.to': [acts, changed('=0'), { fact: 'holds', worker: 'holder', ticket: 'ticket' }],
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
  'sql.release': [acts, changed('=1'), row('absent'), failed],
  'sql.release.unknown': [acts, changed('=1'), row('absent'), unknown],
  'sql.release.fenced': [acts, changed('=0'), failed],
  'sql.release.fenced.unknown': [acts, changed('=0'), unknown],
  'sql.release.fenced.survives': [acts, changed('=0'), { fact: 'holds', worker: 'holder', ticket: 'ticket' }, failed],
  'sql.release.fenced.survives.unknown': [acts, changed('=0'), { fact: 'holds', worker: 'holder', ticket: 'ticket' }, unknown],
  'sql.release.stale': [acts, changed('=1'), on('no-fencing'), row('absent'), failed],
  'sql.release.stale.unknown': [acts, changed('=1'), on('no-fencing'), row('absent'), unknown],
  'sql.prune': [changed('changes')],
  'sql.begin': [acts],
  'sql.commit': [acts],
  'sql.other': [acts],

  // The store's decisions
  'decide.looked-up.none': [acts, { fact: 'looked-up', workers: 'worker', tickets: 'ticket', found: false }],
  'decide.looked-up.found': [acts, { fact: 'looked-up', workers: 'worker', tickets: 'ticket', found: true }],
  'decide.mismatch': [acts, named, { fact: 'differs-in-body', ticket: 'ticket' }, { fact: 'body-against-row', reordered: false }],
  'decide.mismatch.reordered': [acts, named, { fact: 'differs-in-body', ticket: 'ticket' }, { fact: 'body-against-row', reordered: true }],
  'decide.replayed': [acts, named, row('done', 'before')],
  'decide.in-flight': [acts, named, row('in_flight', 'before')],
  'decide.in-flight.now': [acts, named, row('in_flight', 'before')],
  'decide.stale': [acts, named, row('in_flight', 'before')],
  'decide.vanished': [acts, row('absent', 'before')],
  'decide.work-failed': [acts, failed],
  'decide.work-failed.unknown': [acts, unknown],
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
  'lab.limit.takeover': [],

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
