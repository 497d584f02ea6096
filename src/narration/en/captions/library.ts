import type { CaptionTable } from '../../captionTable';

/**
 * The library: the desk app issues a loan through POST /loans; the loan lives in the same database as
 * the key, and the key's row, the loan and the saved answer commit in one transaction.
 */
export const LIBRARY_CAPTIONS = {
  'respond.created': '{worker} answers 201 Created: loan {loanId}.',
  'respond.replayed': '{worker} answers 201 with Idempotency-Replayed: true.',
  'respond.mismatch': '{worker} answers 409 key_conflict: this key already names a different request.',

  'result.ok': '{worker} answers 201 Created: loan {loanId}.',
  'result.replayed': '{worker} answers 201 with Idempotency-Replayed: true: {phone} gets loan {loanId}, the answer it never heard.',
  // On a learner's store, said plainly (yoursCaptions.ts): the loan, not the charge Your turn's shared words name.
  'yours.result.replayed': '{worker} answers 201 with Idempotency-Replayed: true, and {phone} gets loan {loanId}.',
  'result.replayed.again': '{worker} answers 201 with Idempotency-Replayed: true, and {phone} gets loan {loanId} again.',
  'result.replayed.swallowed': '{worker} answers 201 with Idempotency-Replayed: true: {phone} takes loan {loanId}, the first request’s, for this other loan. Silently swallowed.',
  'result.replayed.overview': '{worker} sends back the saved answer: {phone} gets loan {loanId}, lent once.',
  'result.error': '{worker} answers {status} {error}: another loan under this key. {phone} stops; the first never came back: a new loan needs a new key, once the first is known failed and over.',
  'result.error.done': '{worker} answers {status} {error}: this key already lent the first book. {phone} stops: another loan is a new operation, with a new key.',
  'result.error.reordered': '{worker} answers {status} {error}: the same fields rearranged are other bytes, so another digest. {phone} stops; sending it again cannot help.',

  // The desk app, closed and opened again
  'client.restart': 'The desk app restarts before any answer: the request in flight is forgotten, the stored loan is not.',
  'send.resumed': 'The app reloads the pending loan, key {ticket} with it: attempt {attempt}, the same key.',

  // The loan, inside the key's transaction when there is a key
  'send.first': 'Attempt 1 carries Idempotency-Key {ticket}, made once for this loan.',
  'send.tap': 'The {tap#} press: the same loan, the same key {ticket}.',
  'send.retry.tap': 'The {tap#} press’s attempt {attempt}: the same request, key {ticket}.',
  'send.retry.tap.retry-after': '{waitMs} later, as Retry-After asked, the {tap#} press retries: {ticket}.',
  'send.retry': 'Attempt {attempt}: same request, same key {ticket}.',
  'send.retry.retry-after': '{waitMs} later, as Retry-After asked: attempt {attempt}, the same key {ticket}.',
  'send.newkey': 'Attempt {attempt} with a brand-new key, {ticket}, for the same loan.',
  'sql.loan': '{worker} writes the loan: {member} borrows {isbn}.',
  'sql.loan.keyed': '{worker} writes the loan, {member} borrows {isbn}, in the same transaction as {ticket}’s row.',
  'sql.loan.claimed': '{worker} writes the loan, {member} borrows {isbn}, in a transaction of its own: its claim on {ticket} committed before the wait.',
  'sql.rollback': 'ROLLBACK: the unfinished transaction is undone, the key’s row and the loan with it.',
  'decide.mismatch': '{worker}’s claim changes 0 rows: the row for {ticket} was saved for the same path with another sha256 of the raw body. No loan is written.',
  'sql.rollback.empty': 'ROLLBACK: the refused request wrote nothing, so nothing is undone. The loan stays.',
  'sql.rollback.nokey': 'ROLLBACK: the unfinished transaction is undone, and the loan with it.',
  'crash.tx': '{worker} dies inside the transaction, after writing the loan and before COMMIT.',
  prune: 'The retention job deletes {ticketList}, done more than {windowMs} ago: that key is forgotten.',
  'prune.many': 'The retention job deletes {ticketList}, done more than {windowMs} ago: those keys are forgotten.',
  'prune.none': 'The retention job finds no key done more than {windowMs} ago: it deletes nothing.',

  // What a learner's scene asked for and never happened, said before its closing
  'unfired.delay.request': 'The request you chose to delay, attempt {attempt} of loan {intent}’s {tap#} press, was never sent.',
  'unfired.delay.response': 'The answer you chose to delay, to attempt {attempt} of loan {intent}’s {tap#} press, was never sent.',
  'unfired.lose.request': 'The request you chose to lose, attempt {attempt} of loan {intent}’s {tap#} press, was never sent.',
  'unfired.lose.response': 'The answer you chose to lose, to attempt {attempt} of loan {intent}’s {tap#} press, was never sent.',

  // Several alike at one moment
  'together.send': 'The desk app sends {count|copy} of one loan at the same instant, each with Idempotency-Key {ticket}.',
  'together.send.overview': 'A double press: {count|request} leave at once, each with the same key, {ticket}.',
  'together.send.newkey': '{count|request} leave at the same instant for one loan, each with a key of its own: {ticketList}.',
  'together.send.tap-and-retry': 'The {tap#} press and a retry of the first leave together, key {ticket}.',
  'together.send.retry': '{count|press} try again at the same instant, each with key {ticket}.',
  'together.send.retry.retry-after': '{waitMs} later, as Retry-After asked, {count|press} come back at once, each with key {ticket}.',
  'together.sql.loan.claimed': '{workerList} each write the loan, {member} borrows {isbn}, in transactions of their own: {count|loan}, their claims on {ticketList} committed before.',
  'together.tx.keyed': '{workerList} each run one transaction per request: a key of its own ({ticketList}), the loan, the answer. {count|loan} for {member}.',
  'together.tx.look-up': '{workerList} each write the loan, {member} borrows {isbn}, then key {ticket}, each INSERT OR REPLACE over the last saved answer: {count|loan}.',
  'together.tx.look-up.mixed': '{workerList} each write a loan of {isbn}, and only then the keys, {ticketList}, some of them shared, each INSERT OR REPLACE over the last saved answer: {count|loan}.',
  'together.tx.look-up.keys': '{workerList} each write the loan, {member} borrows {isbn}, and only then a key of its own ({ticketList}): {count|loan}.',
  'together.sql.loan': '{workerList} each write the loan, {member} borrows {isbn}: {count|loan row} at once.',
  'together.result.created': '{count|answer}, each 201 Created: {phone} has loans {loanIdList}.',
  'together.result.replayed': '{count|answer}, each 201 with Idempotency-Replayed: true, and {phone} gets loan {loanId} every time.',
  'together.result.mixed':
    '{worker} answers 201 Created, loan {loanId}; {replayed} more answer 201 with Idempotency-Replayed: true, and {phone} gets loan {loanId} every time.',

  'intro.one-key': 'One loan, one key, {ticket}, against a double press, a crash and a lost answer.',
  'intro.lost-response': 'The desk app issues a loan with no Idempotency-Key. The answer gets lost on the way back.',
  'intro.ticket': 'The same loan, now with a key made once, at “issue loan”, and stored with it. The answer gets lost; the app restarts.',
  'intro.ticket.no-key': 'Switch on: the desk sends no key. The same loan, the same lost answer, the same restart.',
  'intro.ticket.key-per-try': 'Switch on: the desk makes up a new key for every attempt of this loan.',
  'intro.key-per-try': 'The desk app sends a key, but a fresh one on every attempt.',
  'intro.double-click': 'The lesson’s five concurrent requests, on a server that commits the key before the loan, as several processes do: one key, one instant, three workers.',
  'intro.double-click.no-key': 'Five concurrent requests with no key (switch on), across three workers.',
  'intro.double-click.key-per-try': 'Five concurrent requests, each with its own new key (switch on).',
  'intro.double-click.select-then-insert':
    'Five concurrent requests against a store that looks the key up, waits, and records it only after the loan (switch on).',
  'intro.mismatch':
    'One key, three requests: the same body, the same fields rearranged, then a different loan. The library keeps a sha256 of the raw body.',
  'intro.mismatch.no-body-digest': 'Switch on: the key’s row keeps no sha256 of the body. One key, three requests: the same body, rearranged, then a different loan.',
  'intro.crash': 'The key’s row, the loan and the answer share one transaction. {worker} will die inside it.',
  'intro.crash.blind-takeover': 'One transaction for key, loan and answer; {worker} will die inside it. Switch on: takeover without compare-and-set.',
  'intro.fencing': '{worker} freezes before it starts. In the library no row is in_flight outside a transaction.',
  'intro.fencing.no-fencing': '{worker} freezes before it starts. Switch on: save and release skip the fence.',
  'intro.retention': 'Keys are kept 7 days, as the lesson’s cleanup does: longer than any desk retries, no longer than storage can afford. What does a key mean after that?',
  'intro.scope': 'Desk A and desk B both send the key OD-7f21, for different loans.',
  'intro.lab': '{checkouts} loans, {lossShare} of answers lost, at most {attempts} attempts each. Three ways to name the attempts.',

  'outro.one-key': '{loans|loan}, {done|done row}: the crash rolled back whole, the second press ran right after it, and the lost answer came back saved.',
  'outro.lost-response': '{loans|loan row} for one request. Without a key, the retry was just another loan; not retrying would have risked a member without the book.',
  'outro.ticket': '{loans|loan}, {done|done row}. Stored with the loan, the key outlived the restart: the retry got the saved answer, Idempotency-Replayed, not “already exists”.',
  'outro.ticket.no-key': 'With no key, the retry after the restart created a second loan: {loans|row}.',
  'outro.ticket.key-per-try': 'A new key per try made the retry a new loan: {loans|loan} and {rows|row}. Make the key once, store it with the loan.',
  'outro.key-per-try': '{loans|loan} and {done|done row}. A key that changes every time protects nothing.',
  'outro.double-click': '{loans|loan} for five requests: the key’s primary key turned the other four away with 409 “in progress”, and they came back as told for the saved answer.',
  'outro.double-click.no-key': 'With no key, every copy became a loan: {loans|row}.',
  'outro.double-click.key-per-try': 'Every copy had its own key, so every copy became a loan: {loans|row}.',
  'outro.double-click.select-then-insert': 'Every request looked, found no key, and lent the book: {loans|loan}. The race panel runs this race on real processes.',
  'outro.mismatch': '{loans|loan}. The raw-byte digest made the reordered body another request: 409 key_conflict, like the other loan. PayFlow sorts keys first, so there they match.',
  'outro.mismatch.no-body-digest': 'With no digest of the body, the key alone matched: the other loan got loan {held}’s 201 back and was never written, silently swallowed. {loans|loan}.',
  'outro.crash': 'The rollback left no key row, no loan, no lock to wait out: nothing to take over. The retry simply ran: {loans|loan}.',
  'outro.crash.blind-takeover':
    'Blind takeover on, and nothing broke: {loans|loan}. Key, loan and answer commit together, so no stale lock is left to grab.',
  'outro.fencing': '{loans|loan}. The frozen worker woke to a done row and replayed it: nothing in_flight to fence.',
  'outro.fencing.no-fencing':
    'Fencing off, and nothing broke: {loans|loan}. The frozen worker never held a claim outside a transaction.',
  'outro.retention': 'After 7 days the key was pruned, so the old request made a new loan: {loans|loan}. Stop retrying well before keys expire.',
  'outro.scope': 'Two rows, desk-a:OD-7f21 and desk-b:OD-7f21. Each desk got its own loan back, never the other’s.',
  'outro.your-turn': 'The lesson’s store: {loans|loan}, {done|done row}. Now write yours below, run the twelve tests, and watch this scene on it.',
  'outro.lab': 'No key: {noKey} loans. A key per try: {perTry}. One key per loan: {sameKey}, with the same {calls} calls. Another seed draws other numbers; the three never change places.',

  'lab.start.same-key': 'Version 3, same-key: one key per loan, sent again on every retry.',
  'lab.order.intro': 'Member {owner}’s loan from the lab ({version}), replayed on its own: the network loses the answer to {lostAttempts}, as in the lab.',
  'lab.order.intro.calm': 'Member {owner}’s loan from the lab ({version}), replayed on its own: every answer arrived, so one attempt was enough.',
  'lab.order.outro': 'This replay wrote {owner}’s loan {hereTimes}; the lab’s own ledger holds it {ledgerTimes}.',

  // Each version's tally, by how the members with more than one loan spread
  'lab.done.no-key': 'No key: {charges} loan rows for {done} requests, no member twice. {calls} calls, {gaveUp} gave up.',
  'lab.done.no-key.twice': 'No key: {charges} loan rows for {done} requests; {twice} members got the book twice. {calls} calls, {gaveUp} gave up.',
  'lab.done.no-key.thrice':
    'No key: {charges} loan rows for {done} requests; {twice} members got the book twice and {thrice} three times. {calls} calls, {gaveUp} gave up.',
  'lab.done.no-key.more': 'No key: {charges} loan rows for {done} requests; {doubled} members got the book more than once, {often} of them four times or more.',
  'lab.done.key-per-try': 'Key per try: {charges} loan rows, no member twice.',
  'lab.done.key-per-try.twice': 'Key per try: each retry looked like a new loan, so again {charges} loan rows and {twice} members with the book twice. No better than no key.',
  'lab.done.key-per-try.thrice':
    'Key per try: each retry looked like a new loan, so again {charges} loan rows: {twice} members with the book twice, {thrice} three times. No better than no key.',
  'lab.done.key-per-try.more': 'Key per try: each retry looked like a new loan, so again {charges} loan rows; {doubled} members got it more than once. No better than no key.',
  'lab.done.same-key': 'Same key: {charges} loan rows, no member twice, though the desk still made {calls} calls.',
  'outro.sandbox': 'Your scene ends with {loans|loan} in the loan table, no member lent a book twice, and {rows|key row}, {done} of them done.',
  'outro.sandbox.doubled': 'Your scene ends with {loans|loan} in the loan table: {ownerList} lent more than once. {rows|key row}, {done} of them done.',
  'lab.limit': 'The honest limit, run: version 3 again on a store with a SELECT-then-INSERT claim and a blind takeover, {charges} loan rows, {doubled} members twice. One process runs each request to its end before the next; the double-click chapter awaits between statements, as processes do, and there they race.',
} satisfies CaptionTable;
