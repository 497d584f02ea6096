import type { CaptionTable } from './types';

/** PayFlow: a phone pays for order o1 through POST /checkout; the shop charges at PayCo. */
export const PAYFLOW_CAPTIONS: CaptionTable = {
  // Workers' answers
  'respond.created': '{worker} answers 201 Created: order {orderId} is paid with charge {chargeId}.',
  'respond.replayed': '{worker} answers 201 with Idempotency-Replayed: true. Charge {chargeId} again: the same coat, fetched off the hook.',
  'respond.mismatch': '{worker} answers 422 {error}: this ticket was already used for a different cart.',

  // The phone's results
  'result.ok': '{phone} finally has its answer: 201, charge {chargeId}.',
  'result.replayed': '{phone} gets charge {chargeId}, replayed from the saved answer. The customer paid once.',
  'result.error': '{phone} stops at {status} ({error}). Retrying would not help: the client has to fix its request.',

  // PayCo, a network hop away
  'payco.send': '{worker} asks PayCo to charge {amount} for {orderId}, passing PayCo’s own key {paycoKey}.',
  'payco.send.nokey': '{worker} asks PayCo to charge {amount} for {orderId}, with no key for PayCo.',
  'payco.charged': 'PayCo charges {amount} for {orderId}: charge {chargeId}.',
  'payco.replayed': 'PayCo already knows {paycoKey}: it returns charge {chargeId} and takes no money.',
  'payco.lose.response': 'PayCo’s answer to {worker} is lost on the way. The money moved; {worker} just does not know it.',
  'payco.lose.request': '{worker}’s call never reaches PayCo.',
  'sql.charge': 'A new row in PayCo’s ledger: {chargeId} for {orderId}. Money has left the customer’s account.',

  // The retention job
  prune: 'The retention job runs: {deleted} key older than {window} is deleted. That ticket no longer exists.',

  // Chapter openings
  'intro.lost-response': 'The phone pays for order o1, with no idempotency key and no PayCo key. Watch what a lost answer costs.',
  'intro.ticket': 'Same checkout, but this time the phone sends a ticket: an Idempotency-Key made once for this intent.',
  'intro.key-per-try': 'Now the phone sends a key, but invents a new one for every attempt.',
  'intro.double-click': 'A double click: two requests with one ticket reach two workers at the same instant.',
  'intro.mismatch': 'The phone reuses one ticket three times: the same cart in another order, then a different cart.',
  'intro.crash': 'Worker 1 charges the card and dies before saving. The lock lasts {lockSeconds} s; PayCo now gets its own key, charge:o1.',
  'intro.fencing':
    'Three workers and a lock of {lockSeconds} s. Worker 1’s PayCo call hangs, worker 2 freezes before saving: both are slow, neither is dead.',
  'intro.retention': 'Keys are kept for 24 hours, as Stripe keeps them. What happens to a ticket used after that?',
  'intro.scope': 'Ana’s phone and Ben’s phone both happen to send the key k-7f21, for different orders.',
  'intro.lab': '{checkouts} checkouts, {loss} of answers lost, at most {attempts} attempts each. PayCo gets no key, so only the shop’s key can help.',

  // Chapter endings: the numbers are counted from the database
  'outro.lost-response': 'Order o1 was charged {charges} times. Without a ticket, the shop had no way to know the retry was a repeat.',
  'outro.ticket': 'One charge, one done row. The retry found the coat on its hook and got the same answer back.',
  'outro.ticket.no-key': 'With no key, the retry was a new checkout: {charges} charges for one order.',
  'outro.ticket.key-per-try': 'A fresh key made the retry look brand new: {charges} charges and {rows} rows for one order.',
  'outro.key-per-try': '{charges} charges and {rows} done rows. A new ticket on every try is as bad as no ticket.',
  'outro.double-click': 'One charge. The second click got 409, waited as told, and then received the saved answer.',
  'outro.double-click.no-key': 'With no key, both clicks went through: {charges} charges for one order.',
  'outro.double-click.key-per-try': 'Each click carried its own key, so the shop saw two checkouts: {charges} charges.',
  'outro.double-click.select-then-insert':
    'Both workers looked, saw nothing and charged: {charges} charges, and the second save overwrote the first answer.',
  'outro.mismatch': 'One charge. The reordered cart was the same cart; the different cart got 422 and the row did not change.',
  'outro.crash':
    '{charges} charge. The 409 held retries back while the lock was fresh; compare-and-set let one retry take over, and PayCo’s key replayed the charge.',
  'outro.crash.no-provider-key': 'Without PayCo’s own key, the takeover charged the card again: {charges} charges for one order.',
  'outro.crash.blind-takeover':
    'Both retries took the lock over and both called PayCo. Only charge:o1 kept it to {charges} charge; without it, money would have moved twice.',
  'outro.fencing': '{charges} charge, and worker 3’s answer stands. Both slow workers hit the fence: 0 rows changed.',
  'outro.fencing.no-fencing':
    'Without fencing, worker 1 deleted a claim that was not its own and worker 2 wrote over worker 3’s answer. Only PayCo’s key kept it to {charges} charge.',
  'outro.fencing.no-provider-key': 'PayCo got no key, so every takeover charged again: {charges} charges for one order.',
  'outro.retention': 'Pruned after 24 hours, the old ticket meant nothing: {charges} charges. Retries must stop well before keys expire.',
  'outro.scope': 'Two rows, one per client: phone-a:k-7f21 and phone-b:k-7f21. Each phone got its own answer, never the other’s.',
  'outro.lab':
    'No key: {noKey} charges. A key per try: {perTry}. One key per checkout: {sameKey}, with the same {calls} calls. Only the ticket that stays the same helps.',

  'lab.order.intro': 'Order {owner} from the lab ({version}), replayed on its own: the network loses the answer to {lost}, just as it did in the lab.',
  'lab.order.intro.calm': 'Order {owner} from the lab ({version}), replayed on its own: every answer arrived, so one attempt was enough.',
  'lab.order.outro': 'This replay charged {owner} {here}; the lab’s own ledger charged it {ledger}.',

  'lab.progress': '{done} checkouts in: {charges} charges, {doubled} orders charged twice, {calls} calls.',
  'lab.done.no-key': 'No key: {charges} charges for {done} orders; {doubled} were charged twice. {calls} calls, {gaveUp} gave up.',
  'lab.done.key-per-try': 'Key per try: {charges} charges; {doubled} orders charged twice. No better than no key.',
  'lab.done.same-key': 'Same key: {charges} charges, {doubled} charged twice, though the phone still made {calls} calls.',
};
