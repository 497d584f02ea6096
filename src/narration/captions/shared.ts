import type { CaptionTable } from './types';

/**
 * Captions both stories share: the network, the workers, the store's statements and decisions.
 * The cloakroom picture: ticket = idempotency key, hook = its row, coat = the saved answer,
 * an attendant holding a coat = a row in_flight. Placeholders: `{name}` a value (times and money
 * are formatted by narration), `{name|noun}` a count with its noun, `{name#}` an ordinal.
 */
export const SHARED_CAPTIONS: CaptionTable = {
  // The network (a delivery on time is part of its sender's beat; these are the exceptions)
  'deliver.request': 'The request reaches {worker}.',
  'deliver.response': 'The {status} answer reaches the client.',
  'deliver.late': '{worker} answers {status}; attempt {attempt} already timed out, so nobody listens.',
  'lose.request': 'The network drops the request before the shop sees it.',
  'lose.response': '{worker} answers {status}; the network drops it. Done, but the client never hears.',

  // The workers
  'respond.error': '{worker} answers {status}: its work failed.',
  'respond.rejected': '{worker} turns the request away: {status} {error}.',
  'respond.conflict': '{worker} answers 409 {error}, Retry-After: {retryAfter}.',
  'respond.in-flight': '{worker} answers 409 with Retry-After: {retryAfter}: come back then.',
  pause: '{worker} freezes {forMs} {point}, a long GC pause: slow, not dead.',
  wake: '{worker} wakes up {point} and carries on, unaware that time passed.',
  restart: '{worker} restarts: a new process and store, the same database. Its old request is gone.',
  crash: '{worker} crashes {point}; its memory is gone.',

  // The client
  'send.first': 'Attempt 1 carries Idempotency-Key {ticket}, made once for this intent.',
  'send.reused': 'The {intent#} request reuses key {ticket}.',
  'send.retry': 'Attempt {attempt}: same request, same ticket {ticket}.',
  'send.retry.retry-after': '{waitMs} later, as Retry-After asked: attempt {attempt}, the same ticket {ticket}.',
  'send.retry.tap.retry-after': '{waitMs} later, as Retry-After asked, the {tap#} tap retries: {ticket}.',
  'send.retry.tap': 'The {tap#} tap’s attempt {attempt}: same request, ticket {ticket}.',
  'send.tap': 'The {tap#} tap: same intent, same ticket {ticket}.',
  'send.newkey': 'Attempt {attempt} with a brand-new ticket, {ticket}, for the same intent.',
  'send.nokey': 'Attempt {attempt}: {phone} sends the request with no Idempotency-Key.',
  timeout: 'No answer to attempt {attempt} in {timeoutMs}; {phone} backs off {waitMs}.',
  'wait.backoff': '{phone} backs off {waitMs} before attempt {next}.',
  'wait.retry-after': '{phone} waits {waitMs}, as Retry-After says.',
  'give-up': '{phone} gives up after {attempts|attempt} without an answer it can use.',
  'give-up.timeout': 'Attempt {attempt} goes unanswered too: {phone} gives up after {attempts|attempt}.',

  // The store's statements
  'sql.claim': '{worker} claims {ticket}: the INSERT changes 1 row, in_flight.',
  'sql.claim.taken': '{worker} tries the same INSERT for {ticket}: 0 rows changed. The hook is taken.',
  'sql.takeover': 'Compare-and-set: locked_at {oldLockedAt} → {lockedAt} if unchanged. 1 row changed: {worker} holds {ticket}.',
  'sql.takeover.lost': '{worker}’s compare-and-set changes 0 rows: another retry got there first.',
  'sql.takeover.stolen': 'A blind UPDATE, no check on locked_at: {worker} grabs {ticket} too. Two attendants, one coat.',
  'sql.save': '{worker} saves the answer: {ticket} is done.',
  'sql.save.fenced': '{worker}’s save asks for its token, locked_at = {lockedAt}: 0 rows changed. Its answer is dropped.',
  'sql.save.stale': 'Without the fence, {worker}’s late save changes a row it no longer owns and writes over the other answer.',
  'sql.save.late-insert': 'Only now, after the work, does {worker} write {ticket} into the table.',
  'sql.save.replaced': '{worker}’s INSERT OR REPLACE writes over the saved answer for {ticket}.',
  'sql.release': '{worker}’s work failed, so it deletes its own in_flight row. The hook is free again.',
  'sql.release.fenced': '{worker}’s work failed; its DELETE asks for its old token, locked_at = {lockedAt}: 0 rows changed.',
  'sql.release.stale': '{worker}’s work failed. Without the fence, its DELETE removes a claim no longer its own, while its owner still works.',
  'sql.prune': 'DELETE … WHERE status = done AND created_at is older than the window: {changes|row} deleted.',
  'sql.begin': '{worker} opens a transaction: what follows lands together or not at all.',
  'sql.commit': 'COMMIT: {worker}’s transaction lands, every row at once.',
  'sql.other': '{worker} runs a statement on the shared database.',

  // The store's decisions (the SELECTs and a claim's 0-row INSERT are folded into these)
  'decide.looked-up.none': 'SELECT finds no row for {ticket}: {worker} goes ahead.',
  'decide.looked-up.found': 'SELECT finds a row for {ticket}; {worker} decides from it.',
  'decide.mismatch': '{worker}’s claim changes 0 rows, and the row for {ticket} holds another fingerprint. The work does not run.',
  'decide.replayed': '{worker}’s claim changes 0 rows: {ticket} is done, so it replays the saved answer.',
  'decide.in-flight': '{worker}’s claim changes 0 rows: {ticket} in_flight, claimed {ageMs} ago: a fresh lock.',
  'decide.stale': '{worker}’s claim changes 0 rows: {ticket} in_flight {ageMs}, over lockMs. Its owner probably died.',
  'decide.vanished': 'The row for {ticket} vanished between the claim and the read: its owner let it go.',
  'decide.work-failed': '{worker}’s work for {ticket} failed, so the store gives its claim back.',
  'decide.claimed': '{worker} now holds {ticket}.',
  'decide.took-over': '{worker} took {ticket} over.',
  'decide.takeover-lost': '{worker} lost the race to take {ticket} over.',
  'decide.saved': '{worker} saved the answer for {ticket}.',
  'decide.save-fenced': '{worker}’s save for {ticket} was fenced off.',
  'decide.released': '{worker} released {ticket}.',
  'decide.release-fenced': '{worker}’s release of {ticket} was fenced off.',
  'decide.work-started': '{worker} starts the work for {ticket}.',

  // Break-it switches, when the chapter has no opening written for the switch
  'break.no-key': 'Break-it switch on: the client sends no Idempotency-Key at all.',
  'break.key-per-try': 'Break-it switch on: the client makes up a new key for every attempt.',
  'break.select-then-insert': 'Break-it switch on: the store looks the key up first and inserts it only after the work.',
  'break.blind-takeover': 'Break-it switch on: a stale lock is taken over without compare-and-set.',
  'break.no-fencing': 'Break-it switch on: save and release no longer check the worker’s own locked_at.',
  'break.no-provider-key': 'Break-it switch on: the shop calls PayCo without a key of its own.',

  // The lab
  'lab.start.no-key': 'Version 1, no-key: every attempt is a bare request.',
  'lab.start.key-per-try': 'Version 2, key-per-try: every attempt carries a fresh key.',

  // The race explorer's replays
  'race.intro': 'The race explorer’s smallest failing schedule for {variant}, replayed: {taps} of one checkout across {workers} workers{faults}.',
  'race.outro': 'Broken: {broken}.',
  'race.outro.held': 'Every invariant held in this schedule.',

  'note.plain': 'Something happens in the shop.',

  // A learner's own scene (the sandbox, or a chapter changed from a beat)
  'intro.sandbox': 'Your own scene on the real store: {workers} workers share one database, and nothing happens until you act.',
  'intro.sandbox.fork': 'Your scene: what had happened up to your beat stays; what happens next is yours to decide.',
  tick: 'Time passes: the scene stands at {atMs}.',
  'crash.killed': '{worker} is killed: whatever it was doing is lost, and it answers nobody until it restarts.',
};
