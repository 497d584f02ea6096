import type { CaptionTable } from './types';

/** PayFlow: a phone pays for order o1 through POST /checkout; the shop charges at PayCo. */
export const PAYFLOW_CAPTIONS: CaptionTable = {
  // Workers' answers
  'respond.created': '{worker} answers 201 Created: order {orderId} paid, {chargeId}.',
  'respond.replayed': '{worker} answers 201 with Idempotency-Replayed: true.',
  'respond.mismatch': '{worker} answers 422 {error}: this ticket was already used for a different cart.',

  // The phone's results
  'result.ok': '{worker} answers 201 Created: {phone} has {chargeId}.',
  'result.replayed': '{worker} answers 201, Idempotency-Replayed: true: {phone} gets {chargeId} again.',
  'result.error': '{worker} answers {status} {error}; {phone} stops. Retrying cannot help: the client must fix its request.',

  // PayCo, a network hop away: the call and its outcome are one beat
  'payco.send': '{worker} calls PayCo to charge {amount} for {orderId}, with PayCo’s own key {paycoKey}.',
  'payco.send.nokey': '{worker} calls PayCo to charge {amount} for {orderId}, with no key for PayCo.',
  'payco.charged': '{worker} calls PayCo with key {paycoKey}: PayCo charges {amount}, {chargeId}.',
  'payco.charged.nokey': '{worker} calls PayCo with no key: PayCo charges {amount}, {chargeId}.',
  'payco.replayed': '{worker} calls PayCo with {paycoKey}: PayCo returns {chargeId}, no money moves.',
  'payco.lose.response': 'PayCo’s answer to {worker} is lost: the money moved, {worker} does not know.',
  'payco.lose.request': '{worker}’s call never reaches PayCo.',

  // The retention job
  prune: 'The retention job deletes {deleted|key} older than {windowMs}. That ticket no longer exists.',

  // Chapter openings (a break-it switch gets its own)
  'intro.one-key': 'One order, one key, {ticket}, against a double click, a crash and a lost answer.',
  'intro.lost-response': 'The phone pays for order o1 with no idempotency key. Watch what a lost answer costs.',
  'intro.ticket': 'The same checkout, now with a ticket: an Idempotency-Key made once for this intent.',
  'intro.ticket.no-key': 'Switch on: the phone sends no key. The same checkout, the same lost answer.',
  'intro.ticket.key-per-try': 'Switch on: the phone makes up a new key for every attempt of this checkout.',
  'intro.key-per-try': 'Now the phone sends a key, but a new one for every attempt.',
  'intro.double-click': 'A double click: two requests with one ticket reach two workers at the same instant.',
  'intro.double-click.no-key': 'A double click with no key (switch on): two bare requests at the same instant.',
  'intro.double-click.key-per-try': 'A double click, each tap with its own new key (switch on).',
  'intro.double-click.select-then-insert':
    'A double click against a store that looks the key up first and inserts it after the work (switch on).',
  'intro.mismatch': 'One ticket, three requests: the same cart, the same cart in another order, then a different cart.',
  'intro.crash': '{worker} will charge and die before saving. The lock lasts {lockMs}; PayCo gets the key charge:o1.',
  'intro.crash.no-provider-key': '{worker} will charge the card and die before saving. Switch on: PayCo gets no key from the shop.',
  'intro.crash.blind-takeover': '{worker} will charge and die before saving. Switch on: takeover without compare-and-set.',
  'intro.fencing': 'The lock lasts {lockMs}, PayCo’s timeout {paycoTimeoutMs}: a mistake. A PayCo call will hang; {worker} will freeze.',
  'intro.fencing.no-fencing':
    'lockMs {lockMs}, PayCo timeout {paycoTimeoutMs}: slow workers will outlive their locks. Switch on: save and release skip the fence.',
  'intro.fencing.no-provider-key':
    'lockMs {lockMs}, PayCo timeout {paycoTimeoutMs}: slow workers will outlive their locks. Switch on: PayCo gets no key.',
  'intro.retention': 'Keys are kept for 24 hours, as Stripe keeps them. What does a ticket mean after that?',
  'intro.scope': 'Ana’s phone and Ben’s phone both send the key k-7f21, for different orders.',
  'intro.lab': '{checkouts} checkouts, {loss} of answers lost, at most {attempts} attempts each. PayCo gets no key, so only the shop’s key can help.',

  // Chapter endings: the numbers are counted from the database
  'outro.one-key': '{charges|charge}, {done|done row}: a 409, a takeover and a replay, all under one key.',
  'outro.lost-response': 'Order o1 was charged {charges|time}. Without a ticket the shop could not tell the retry was a repeat.',
  'outro.ticket': '{charges|charge}, {done|done row}. The retry found the coat on its hook: a semantically equivalent answer, not “already exists”.',
  'outro.ticket.no-key': 'With no key, the retry was a new checkout: {charges|charge} for one order.',
  'outro.ticket.key-per-try': 'A fresh key made the retry look new: {charges|charge} and {rows|row} for one order.',
  'outro.key-per-try': '{charges|charge} and {done|done row}. A new ticket on every try is as bad as none.',
  'outro.double-click':
    '{charges|charge}. The second click got 409, waited as told, and got the saved answer. On real processes: npm run race:processes -- --variant select-then-insert --processes 6 --rounds 3.',
  'outro.double-click.no-key': 'With no key, both clicks went through: {charges|charge} for one order.',
  'outro.double-click.key-per-try': 'Each click had its own key, so the shop saw two checkouts: {charges|charge}.',
  'outro.double-click.select-then-insert':
    'Both workers looked, found nothing and charged: {charges|charge}, and the second save overwrote the first. Race it on real processes: npm run race:processes -- --variant select-then-insert --processes 6 --rounds 3.',
  'outro.mismatch':
    '{charges|charge}. The reordered cart is the same cart here (the fingerprint sorts keys); the other cart got 422. New parameters need a new key.',
  'outro.crash': '{charges|charge}. The 409 held retries back while the lock was fresh; compare-and-set let one take over; charge:o1 replayed the charge.',
  'outro.crash.no-provider-key': 'Without PayCo’s own key, the takeover charged the card again: {charges|charge} for one order.',
  'outro.crash.blind-takeover': 'Both retries took the lock and called PayCo; only charge:o1 kept it to {charges|charge}.',
  'outro.fencing': '{charges|charge}; {saver}’s answer stands, both slow workers fenced. Keep lockMs above the whole deadline plus PayCo’s timeout.',
  'outro.fencing.no-fencing': 'Without fencing, a failed worker deleted a live claim and a frozen one wrote over the newer answer. Only PayCo’s key kept it to {charges|charge}.',
  'outro.fencing.no-provider-key': 'PayCo got no key, so every takeover charged again: {charges|charge} for one order.',
  'outro.retention':
    'Pruned after 24 hours, the old ticket meant nothing: {charges|charge}. Stop retrying well before keys expire; after that, use neither key: reconcile.',
  'outro.scope': 'Two rows, phone-a:k-7f21 and phone-b:k-7f21: {charges|charge}, one per customer. Each phone got its own answer.',
  'outro.lab':
    'No key: {noKey} charges. A key per try: {perTry}. One key per checkout: {sameKey}, with the same {calls} calls. The lesson printed 132, 132, 100: other draws, the same law.',

  'lab.start.same-key': 'Version 3, same-key: one key per checkout, sent again on every retry.',
  'lab.order.intro': 'Order {owner} from the lab ({version}), replayed on its own: the network loses the answer to {lostAttempts}, just as it did in the lab.',
  'lab.order.intro.calm': 'Order {owner} from the lab ({version}), replayed on its own: every answer arrived, so one attempt was enough.',
  'lab.order.outro': 'This replay charged {owner} {hereTimes}; the lab’s own ledger charged it {ledgerTimes}.',

  'lab.progress': '{done} checkouts in: {charges} charges, {doubled} orders charged twice, {calls} calls.',
  'lab.done.no-key': 'No key: {charges} charges for {done} orders; {doubled} were charged twice. {calls} calls, {gaveUp} gave up.',
  'lab.done.key-per-try': 'Key per try: {charges} charges; {doubled} orders charged twice. No better than no key.',
  'lab.done.same-key': 'Same key: {charges} charges, {doubled} charged twice, though the phone still made {calls} calls.',
  'outro.sandbox': 'Your scene ends with {charges|charge} in PayCo’s ledger and {rows|key row}, {done} of them done.',
};
