import type { CaptionTable } from '../../captionTable';

/**
 * Captions both stories share: the network, the workers, the store's statements and decisions.
 * The cloakroom picture: ticket = idempotency key, hook = its row, coat = the saved answer,
 * an attendant holding a coat = a row in_flight. Placeholders: `{name}` a value (times and money
 * are formatted by narration), `{name|noun}` a count with its noun, `{name#}` an ordinal.
 */
export const SHARED_CAPTIONS = {
  // The network (a delivery on time is part of its sender's beat; these are the exceptions)
  'deliver.request': 'The request reaches {worker}.',
  'deliver.response': 'The {status} answer reaches the client.',
  'deliver.late': '{worker} answers {status}, too late: attempt {attempt} already timed out.',
  'lose.request': 'The network drops the request before the shop sees it.',
  'lose.response': '{worker} answers {status}; the network drops it. Done, but the client never hears.',
  'lose.response.overview': '{worker} answers; the network drops the answer. Done, but the client never hears.',

  // The workers
  'respond.error': '{worker} answers {status}: its work failed.',
  'result.failed': '{worker} answers {status}; {phone} backs off {waitMs}.',
  'respond.rejected': '{worker} turns the request away: {status} {error}.',
  'respond.conflict': '{worker} answers 409 {error}, Retry-After: {retryAfter} (come back in {retryAfterMs}).',
  'respond.in-flight': '{worker} answers 409 in progress, Retry-After: {retryAfter} (come back in {retryAfterMs}).',
  'respond.in-flight.overview': '{worker} answers “busy, come back in {retryAfterMs}”.',
  pause: '{worker} freezes {forMs} {point}: a long GC pause, slow, not dead.',
  wake: '{worker} wakes {point}, unaware that time passed.',
  restart: '{worker} comes back: a new process, the same database.',
  crash: '{worker} crashes {point}; its memory is gone.',
  'crash.overview': '{worker} crashes {point}, and its lock stays behind.',

  // The client
  'send.first': 'Attempt 1 carries Idempotency-Key {ticket}, made once for this intent.',
  'send.first.brief': 'Attempt 1, Idempotency-Key {ticket}.',
  'send.reused': 'The {intent#} request reuses key {ticket}.',
  'send.retry': 'Attempt {attempt}: same request, same ticket {ticket}.',
  'send.retry.retry-after': '{waitMs} later, as Retry-After asked: attempt {attempt}, the same ticket {ticket}.',
  'send.retry.tap.retry-after': '{waitMs} later, as Retry-After asked, the {tap#} tap retries: {ticket}.',
  'send.retry.tap.retry-after.overview': '{waitMs} later, as asked, the {tap#} tap comes back with {ticket}.',
  'send.retry.tap': 'The {tap#} tap’s attempt {attempt}: same request, ticket {ticket}.',
  'send.retry.tap.overview': 'The {tap#} tap tries again, with the same key {ticket}.',
  'send.resumed': '{phone} reads the pending action back from storage, its key {ticket} with it: attempt {attempt} sends the same key.',
  'client.restart': '{phone} restarts before any answer comes: it forgets the request in flight, not the pending action it stored.',
  'send.tap': 'The {tap#} tap: same intent, same ticket {ticket}.',
  'send.newkey': 'Attempt {attempt} with a brand-new ticket, {ticket}, for the same intent.',
  'send.nokey': 'Attempt {attempt}: {phone} sends the request with no Idempotency-Key.',
  timeout: 'No answer to attempt {attempt} in {timeoutMs}; {phone} backs off {waitMs}.',
  'timeout.brief': 'Attempt {attempt}: no answer in {timeoutMs}; retry in {waitMs}.',
  'timeout.overview': 'No answer to attempt {attempt} in {timeoutMs}; {phone} waits {waitMs} and tries again.',
  'wait.backoff': '{phone} backs off {waitMs} before attempt {next}.',
  'wait.retry-after': '{phone} waits {waitMs}, as Retry-After says.',
  'give-up': '{phone} gives up after {attempts|attempt} without an answer it can use.',
  'give-up.timeout': 'Attempt {attempt} goes unanswered too: {phone} gives up after {attempts|attempt}.',

  // The store's statements
  'sql.claim': '{worker} claims {ticket}: the INSERT changes 1 row, in_flight.',
  'sql.claim.overview': '{worker} takes the lock on {ticket}: a new row, in_flight while it works.',
  'sql.claim.taken': '{worker} tries the same INSERT for {ticket}: 0 rows changed. The hook is taken.',
  'sql.takeover': 'Compare-and-set: SET locked_at = {lockedAt} WHERE it is still {oldLockedAt}. 1 row changed: {worker} holds {ticket}.',
  'sql.takeover.overview': '{worker} takes the stale lock over: {ticket} is now its to finish.',
  'sql.takeover.lost': '{worker}’s compare-and-set changes 0 rows: another retry got there first.',
  'sql.takeover.blind': 'Blind UPDATE, no check on locked_at: {worker} sets {lockedAt}, holds {ticket}.',
  'sql.takeover.stolen': 'A blind UPDATE, no check on locked_at: {worker} writes its own token over a live owner’s and takes {ticket} from it.',
  'sql.takeover.stolen.tie': 'Blind UPDATE: {worker} writes the same token, {lockedAt}. {worker} and {other} both hold {ticket}.',
  'sql.save': '{worker} saves the answer: {ticket} is done.',
  'sql.save.fenced': '{worker}’s save asks for its token, locked_at = {lockedAt}: 0 rows changed, answer dropped.',
  'sql.save.after-done': '{worker}’s save: token {lockedAt} matches, but {ticket} is done: 0 rows changed.',
  'sql.save.stale': 'Without the fence, {worker}’s late save changes a row it no longer owns and writes over the other answer.',
  'sql.save.late-insert': 'Only now, after the work, does {worker} write {ticket} into the table.',
  'sql.save.replaced': '{worker}’s INSERT OR REPLACE writes over the saved answer for {ticket}.',
  'sql.release': '{worker}’s work failed; its DELETE on its own token frees {ticket}: 1 row changed.',
  'sql.release.fenced': 'Work failed: {worker}’s DELETE asks for its old token, locked_at = {lockedAt}: 0 rows changed.',
  'sql.release.fenced.survives': 'Work failed: {worker}’s DELETE asks for its old token, locked_at = {lockedAt}: 0 rows changed. {holder}’s claim survives.',
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
  'decide.replayed.overview': '{worker} finds {ticket} done and sends back the saved answer.',
  'decide.in-flight': '{worker}’s claim finds {ticket} in_flight, claimed {ageMs} ago: a fresh lock.',
  'decide.in-flight.now': '{worker}’s claim finds {ticket} in_flight, claimed this same instant: a fresh lock.',
  'decide.in-flight.now.overview': '{worker} finds {ticket} already locked, this very instant, by another worker.',
  'decide.in-flight.overview': '{worker} finds {ticket} locked by another worker {ageMs} ago.',
  'decide.stale': '{worker}’s claim finds {ticket} in_flight {ageMs}, over lockMs: its owner probably died.',
  'decide.stale.overview': '{worker} finds the lock {ageMs} old, too old: its owner probably died.',
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
  'break.no-key': 'Also on: the client sends no Idempotency-Key.',
  'break.key-per-try': 'Also on: a new key for every attempt.',
  'break.select-then-insert': 'Also on: look the key up, insert it after the work.',
  'break.blind-takeover': 'Also on: takeover without compare-and-set.',
  'break.no-fencing': 'Also on: save and release skip the fence.',
  'break.no-provider-key': 'Also on: the shop sends PayCo no key.',

  // Several actors alike at one moment, told once (core/trace/together)
  'together.send': '{count|request} leave at the same instant, each with Idempotency-Key {ticket}.',
  'together.send.newkey': '{count|request} leave at the same instant for one intent, each with a key of its own: {ticketList}.',
  'together.send.nokey': '{count|request} leave at the same instant, none with an Idempotency-Key.',
  'together.send.tap-and-retry': 'The {tap#} tap and a retry of the first leave together, key {ticket}.',
  'together.send.retry': '{count|request} try again at the same instant, each with key {ticket}.',
  'together.timeout': 'No answer to {count|request} in {timeoutMs}; {phone} backs off {waitMs} before trying each again.',
  'together.sql.claim': '{workerList} claim {ticketList}: {count|INSERT}, 1 row each, in_flight.',
  'together.sql.save': '{workerList} save their answers: {ticketList} done.',
  'together.decide.replayed': '{count|claim} by {workerList} change 0 rows: {ticket} is done, so each replays the saved answer.',
  'together.decide.looked-up.none': 'SELECT finds no row for {ticket}, for {workerList} alike: each goes ahead.',
  'together.decide.stale': '{workerList} find {ticket} in_flight {ageMs}, over lockMs: each tries to take over.',

  // The lab
  'lab.start.no-key': 'Version 1, no-key: every attempt is a bare request.',
  'lab.start.key-per-try': 'Version 2, key-per-try: every attempt carries a fresh key.',
  'lab.limit': 'An honest limit: one process runs this lab, so no two requests overlap and a SELECT-then-INSERT claim cannot race. The race panel races it on real processes.',

  // The race explorer's replays
  'race.intro': 'The race explorer’s smallest failing schedule for {variant}, replayed: {taps|tap} of one checkout across {workers} workers{scheduleFaults}.',
  'race.outro': 'Broken: {brokenInvariants}.',
  'race.outro.held': 'Every invariant held in this schedule.',

  'note.plain': 'Something happens in the shop.',

  // Your turn (seed 000's exercise): the lesson's store first, then the learner's in its place
  'intro.your-turn': 'Your turn. First the lesson’s own store, in the overview’s scene: a double click, a crash and a lost answer. Below, you write run(); “Watch your store” plays this scene on yours.',

  // A learner's own scene (the sandbox, or a chapter changed from a beat)
  'intro.sandbox': 'Your own scene on the real store: {workers} workers share one database, and nothing happens until you act.',
  'intro.sandbox.fork': 'Your scene: what had happened up to your beat stays; what happens next is yours to decide.',
  tick: 'Time passes: the scene stands at {atMs}.',
  'crash.killed': '{worker} is killed: whatever it was doing is lost, and it answers nobody until it restarts.',
} satisfies CaptionTable;
