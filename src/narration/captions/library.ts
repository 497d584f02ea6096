import type { CaptionTable } from './types';

/** The library: the desk app issues a loan through POST /loans; the loan lives in the same database as the key. */
export const LIBRARY_CAPTIONS: CaptionTable = {
  'respond.created': '{worker} answers 201 Created: loan {loanId}.',
  'respond.replayed': '{worker} answers 201 with Idempotency-Replayed: true: loan {loanId} again, straight off the hook.',
  'respond.mismatch': '{worker} answers 409 key_conflict: this ticket already belongs to a different loan.',

  'result.ok': '{phone} has its answer: 201, loan {loanId}.',
  'result.replayed': '{phone} gets loan {loanId}, replayed. Still one loan on the shelf record.',
  'result.error': '{phone} stops at {status} ({error}). Only the client can fix a ticket used for something else.',

  'sql.loan': '{worker} writes the loan: {member} borrows {isbn}. It is inside the same transaction as the ticket.',
  'sql.rollback': 'ROLLBACK: the unfinished transaction is undone. The ticket row and the loan vanish together.',
  'crash.tx': '{worker} dies inside the transaction, after writing the loan and before COMMIT.',
  prune: 'The retention job runs: {deleted} key older than {window} is deleted. Its ticket is forgotten.',

  'intro.lost-response': 'The desk app issues a loan with no Idempotency-Key. The answer gets lost on the way back.',
  'intro.ticket': 'The same loan, now with a ticket: one Idempotency-Key made when the librarian pressed “issue loan”.',
  'intro.key-per-try': 'The desk app sends a key, but a fresh one on every attempt.',
  'intro.double-click': 'Five copies of one request with one ticket, all at the same instant, across three workers.',
  'intro.mismatch': 'One ticket used three times: the same body with its fields reordered, then a different loan.',
  'intro.crash':
    'Here the loan lives in the shop’s own database, so ticket, loan and answer go in one transaction. Worker 1 dies inside it.',
  'intro.fencing': 'Worker 1 freezes before it even starts. In the library, no row is ever in_flight outside a transaction.',
  'intro.retention': 'Keys are kept for 7 days. What does a ticket mean after that?',
  'intro.scope': 'Desk A and desk B both send the key OD-7f21, for different loans.',
  'intro.lab': '{checkouts} loans, {loss} of answers lost, at most {attempts} attempts each. Three ways to name the attempts.',

  'outro.lost-response': '{loans} loan rows for one request. Without a ticket, the retry was just another loan.',
  'outro.ticket': 'One loan and one done row. The retry got the saved answer, marked Idempotency-Replayed.',
  'outro.ticket.no-key': 'With no key, the retry created a second loan: {loans} rows.',
  'outro.ticket.key-per-try': 'A new key per try made the retry a new loan: {loans} loans and {rows} rows.',
  'outro.key-per-try': '{loans} loans and {rows} done rows. A ticket that changes every time protects nothing.',
  'outro.double-click':
    'Five requests, {loans} loan. Each transaction ran whole; the four later ones found the ticket done and replayed its answer.',
  'outro.double-click.no-key': 'With no key, every copy became a loan: {loans} rows.',
  'outro.double-click.key-per-try': 'Every copy had its own key, so every copy became a loan: {loans} rows.',
  'outro.double-click.select-then-insert':
    'Every request looked, found no ticket, and went on to lend the book: {loans} loans for one ticket, and each save wrote over the last answer.',
  'outro.mismatch': 'One loan. The digest is of the raw bytes, so the reordered body was another request: 409 key_conflict, like the different loan. Nothing changed.',
  'outro.crash': 'The rollback left nothing behind: no ticket, no loan, no lock to wait out. The retry simply ran again: {loans} loan.',
  'outro.crash.blind-takeover':
    'The blind takeover was switched on, and nothing broke: {loans} loan. Ticket, loan and answer commit together, so no in_flight row outlives its transaction and no stale lock is left to grab.',
  'outro.fencing': '{loans} loan. The frozen worker woke to a done row and replayed it. With no in_flight row outside a transaction, there was nothing to fence.',
  'outro.fencing.no-fencing':
    'Fencing was switched off, and nothing broke: {loans} loan. The frozen worker never held a claim outside a transaction, so it had nothing stale to write over.',
  'outro.retention': 'After 7 days the ticket was pruned, so the old request made a new loan: {loans} loans.',
  'outro.scope': 'Two rows, desk-a:OD-7f21 and desk-b:OD-7f21. Each desk got its own loan back, never the other’s.',
  'outro.lab':
    'No key: {noKey} loans. A key per try: {perTry}. One key per loan: {sameKey}, with the same {calls} calls. Only the ticket that stays the same helps.',

  'lab.order.intro': 'Member {owner}’s loan from the lab ({version}), replayed on its own: the network loses the answer to {lost}, as in the lab.',
  'lab.order.intro.calm': 'Member {owner}’s loan from the lab ({version}), replayed on its own: every answer arrived, so one attempt was enough.',
  'lab.order.outro': 'This replay wrote {owner}’s loan {here}; the lab’s own ledger holds it {ledger}.',

  'lab.progress': '{done} loans in: {charges} loan rows, {doubled} members with a duplicate, {calls} calls.',
  'lab.done.no-key': 'No key: {charges} loan rows for {done} requests; {doubled} members got a duplicate. {calls} calls, {gaveUp} gave up.',
  'lab.done.key-per-try': 'Key per try: {charges} loan rows; {doubled} duplicates. No better than no key.',
  'lab.done.same-key': 'Same key: {charges} loan rows, {doubled} duplicates, though the desk still made {calls} calls.',
};
