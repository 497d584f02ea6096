import type { CaptionTable } from './types';

/**
 * Captions both stories share: the network, the workers, the store's statements and decisions.
 * The cloakroom picture: ticket = idempotency key, hook = its row, coat = the saved answer,
 * an attendant holding a coat = a row in_flight.
 */
export const SHARED_CAPTIONS: CaptionTable = {
  // The network
  'deliver.request': 'The request reaches {worker}.',
  'deliver.response': 'The {status} answer makes it back to the client.',
  'deliver.late': 'The {status} arrives, but that attempt already timed out: nobody is listening any more.',
  'lose.request': 'The network drops the request before the shop sees it.',
  'lose.response': 'The network drops the {status} answer on the way back. The shop did the work; the client will never know.',

  // The workers
  'respond.error': '{worker} answers {status}: its work failed before it could finish.',
  'respond.rejected': '{worker} turns the request away with {status} ({error}).',
  'respond.conflict': '{worker} answers 409 ({error}) with Retry-After: {seconds}. Same ticket, try again later.',
  'respond.in-flight': '{worker} answers 409 with Retry-After: {seconds}. Someone is hanging this coat up right now.',
  pause: '{worker} freezes for {seconds} s before the {point} step, as in a long garbage-collection pause. Slow, not dead.',
  wake: '{worker} wakes up and carries on from {point}, unaware that time has passed.',
  restart: '{worker} comes back: a new process and a new store instance over the same database. Nothing written is lost.',
  crash: '{worker} crashes just before the {point} step. Whatever it was holding in memory is gone.',

  // The client
  'send.first': 'Attempt 1: {phone} sends the request with Idempotency-Key {ticket}, the ticket for this intent.',
  'send.retry': 'Attempt {attempt}: {phone} sends the very same request again, with the same ticket {ticket}.',
  'send.tap': 'An impatient second tap: {phone} sends the same intent again, with the same ticket {ticket}.',
  'send.newkey': 'Attempt {attempt}: {phone} makes up a brand-new ticket, {ticket}, for the same intent.',
  'send.nokey': 'Attempt {attempt}: {phone} sends the request with no Idempotency-Key. No ticket at all.',
  timeout: 'Attempt {attempt} got no answer within {seconds} s, so {phone} cannot tell whether it happened.',
  'wait.backoff': '{phone} backs off for {seconds} s before attempt {attempt}.',
  'wait.retry-after': '{phone} does what Retry-After says: waits {seconds} s, then sends attempt {attempt}.',
  'give-up': '{phone} gives up after {attempts} attempts without an answer it can use.',

  // The store's statements
  'sql.claim':
    '{worker} runs INSERT … ON CONFLICT DO NOTHING and 1 row changes: ticket {ticket} is on a hook now, in_flight, locked_at {lockedAt}.',
  'sql.claim.taken': '{worker} tries the same INSERT for {ticket}: 0 rows changed. The hook is taken, so it reads the row.',
  'sql.takeover':
    'Compare-and-set: {worker} moves locked_at from {old} to {lockedAt} only if it still says {old}. 1 row changed: the coat is {worker}’s to hang up.',
  'sql.takeover.lost': '{worker}’s compare-and-set changes 0 rows: another retry moved locked_at first. This one lost the race.',
  'sql.takeover.stolen':
    'A blind UPDATE, no check on locked_at: {worker} grabs ticket {ticket} although another worker took it over a moment ago. Two attendants now hold one coat.',
  'sql.save': '{worker} saves the answer: status done, response filled in. The coat for ticket {ticket} is on its hook.',
  'sql.save.fenced':
    '{worker}’s save asks for its own token, locked_at = {lockedAt}, and changes 0 rows. The hook has a newer owner, so this late answer is dropped.',
  'sql.save.stale': 'Without the fence, {worker}’s late save changes a row it no longer owns, writing over the answer another worker put there.',
  'sql.save.late-insert': 'Only now, after the work is done, does {worker} write ticket {ticket} into the table.',
  'sql.save.replaced':
    '{worker}’s INSERT OR REPLACE writes over the answer the other worker saved for {ticket}. One ticket, two coats, and the first one is gone.',
  'sql.release': '{worker}’s work failed, so it deletes its own in_flight row. The hook is free for the next try.',
  'sql.release.fenced':
    '{worker}’s DELETE asks for locked_at = {lockedAt}, its old token, and changes 0 rows. The new owner’s claim stays put.',
  'sql.release.stale':
    'Without the fence, {worker}’s DELETE removes a row that now belongs to someone else. The hook for {ticket} is empty while its owner is still working.',
  'sql.prune': 'DELETE … WHERE status = done AND created_at is older than the window: {changes} row changed.',
  'sql.begin': '{worker} opens a transaction with BEGIN IMMEDIATE: what follows lands together or not at all.',
  'sql.commit': 'COMMIT: {worker}’s transaction lands, every row of it at once.',
  'sql.other': '{worker} runs a statement on the shared database.',

  // The store's decisions (read-only SELECTs are folded into these)
  'decide.looked-up.none': 'SELECT finds no row for {ticket}, so {worker} goes ahead with the work. Nothing is on the hook yet.',
  'decide.looked-up.found': 'SELECT finds a row for {ticket}; {worker} decides from it.',
  'decide.mismatch': 'The row for {ticket} holds another fingerprint: the same ticket for a different coat. The work does not run.',
  'decide.replayed': 'The row for {ticket} says done. {worker} hands back the saved answer and runs nothing.',
  'decide.in-flight': 'The row for {ticket} is in_flight and its lock is fresh: someone is serving this ticket. Come back in {seconds}.',
  'decide.stale': 'The row for {ticket} has been in_flight for {age}, longer than lockMs. Its owner probably died.',
  'decide.vanished': 'The row for {ticket} vanished between the claim and the read: its owner let it go.',
  'decide.work-failed': '{worker}’s work for {ticket} failed, so the store gives its claim back.',
  'decide.claimed': '{worker} now holds ticket {ticket}.',
  'decide.took-over': '{worker} took ticket {ticket} over.',
  'decide.takeover-lost': '{worker} lost the race to take ticket {ticket} over.',
  'decide.saved': '{worker} saved the answer for {ticket}.',
  'decide.save-fenced': '{worker}’s save for {ticket} was fenced off.',
  'decide.released': '{worker} released ticket {ticket}.',
  'decide.release-fenced': '{worker}’s release of {ticket} was fenced off.',
  'decide.work-started': '{worker} starts the work for {ticket}.',

  // Break-it switches, announced at the start of a chapter
  'break.no-key': 'Break-it switch on: the client sends no Idempotency-Key at all.',
  'break.key-per-try': 'Break-it switch on: the client makes up a new key for every attempt.',
  'break.select-then-insert': 'Break-it switch on: the store looks the key up first and inserts it only after the work.',
  'break.blind-takeover': 'Break-it switch on: a stale lock is taken over without compare-and-set.',
  'break.no-fencing': 'Break-it switch on: save and release no longer check the worker’s own locked_at.',
  'break.no-provider-key': 'Break-it switch on: the shop calls PayCo without a key of its own.',

  // The lab
  'lab.start.no-key': 'Version 1, no-key: every attempt is a bare request.',
  'lab.start.key-per-try': 'Version 2, key-per-try: every attempt carries a fresh key.',
  'lab.start.same-key': 'Version 3, same-key: one key per checkout, sent again on every retry.',

  // The race explorer's replays
  'race.intro': 'The race explorer’s smallest failing schedule for {variant}, replayed: {taps} of one checkout across {workers} workers{faults}.',
  'race.outro': 'Broken: {broken}.',
  'race.outro.held': 'Every invariant held in this schedule.',

  'note.plain': 'Something happens in the shop.',
};
