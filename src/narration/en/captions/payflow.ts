import type { CaptionTable } from '../../captionTable';

/** PayFlow: a phone pays for order o1 through POST /checkout; the shop charges at PayCo. */
export const PAYFLOW_CAPTIONS = {
  // Workers' answers
  'respond.created': '{worker} answers 201 Created: order {orderId} paid, {chargeId}.',
  'respond.replayed': '{worker} answers 201 with Idempotency-Replayed: true.',
  'respond.mismatch': '{worker} answers 422 {error}: this ticket was already used for a different cart.',

  // The phone's results
  'result.ok': '{worker} answers 201 Created: {phone} has {chargeId}.',
  'result.replayed': '{worker} answers 201 with Idempotency-Replayed: true: {phone} gets {chargeId} at last.',
  'result.replayed.again': '{worker} answers 201 with Idempotency-Replayed: true, and {phone} gets {chargeId} again.',
  'result.replayed.swallowed': '{worker} answers 201 with Idempotency-Replayed: true: {phone} takes {chargeId}, the first cart’s charge, for this other cart.',
  'result.replayed.overview': '{worker} sends back the saved answer: {phone} gets {chargeId}, paid once.',
  'result.error': '{worker} answers {status} {error}; {phone} stops. Its first use never came back: a new cart needs a new key, and only once the first is known to have failed and to be over.',
  'result.error.done': '{worker} answers {status} {error}; {phone} stops. This ticket already paid for the first cart: a new cart is a new checkout, with a new key.',

  // The phone's app, closed and opened again
  'client.restart': 'The phone restarts before any answer: the request in flight is forgotten, the stored checkout is not.',
  'send.resumed': 'The app reloads the pending checkout, key {ticket} with it: attempt {attempt}, the same key.',

  // PayCo, a network hop away: the call and its outcome are one beat. The first call of a scene whose
  // client sends keys tells the two keys apart: the phone's key to the shop, the shop's own to PayCo.
  'payco.send': '{worker} calls PayCo to charge {amount} for {orderId}, with the shop’s own key for PayCo, {paycoKey}.',
  'payco.send.first': '{worker} calls PayCo to charge {amount} for {orderId}, with the shop’s own key, {paycoKey}, not the phone’s.',
  'payco.send.nokey': '{worker} calls PayCo to charge {amount} for {orderId}, with no key of the shop’s own.',
  'payco.send.nokey.first': '{worker} calls PayCo to charge {amount} for {orderId}. The phone’s key stops at the shop; PayCo gets none.',
  'payco.charged': '{worker} calls PayCo with key {paycoKey}: PayCo charges {amount}, {chargeId}.',
  'payco.charged.first': '{worker} calls PayCo with the shop’s own key, {paycoKey}, not the phone’s: PayCo charges {amount}, {chargeId}.',
  'payco.charged.nokey': '{worker} calls PayCo, no key of the shop’s own: it charges {amount}, {chargeId}.',
  'payco.charged.nokey.first': '{worker} calls PayCo. The phone’s key stops at the shop; PayCo gets none, and charges {amount}, {chargeId}.',
  'payco.charged.nokey.first.overview': 'PayCo charges {amount} for {worker}’s work: {chargeId}. The phone’s key stays with the shop.',
  'payco.failed': '{worker} calls PayCo with {paycoKey}: {status}, nothing charged.',
  'payco.failed.first': '{worker} calls PayCo with the shop’s key {paycoKey}, not the phone’s: {status}, nothing charged.',
  'payco.failed.nokey': '{worker} calls PayCo with no key of the shop’s own: PayCo answers {status} and charges nothing.',
  'payco.failed.nokey.first': '{worker} calls PayCo. The phone’s key stops at the shop; PayCo gets none, answers {status}, charges nothing.',
  'payco.replayed': '{worker} calls PayCo with {paycoKey}: PayCo returns {chargeId}, no money moves.',
  'payco.lose.response': 'PayCo’s answer to {worker} is lost: the money moved, {worker} does not know.',
  'payco.lose.request': '{worker}’s call never reaches PayCo.',
  'payco.lose.refusal': 'PayCo’s {status} answer to {worker} is lost: nothing was charged, and {worker} does not know that either.',
  'together.payco.charged': '{workerList} each call PayCo with {paycoKey}: PayCo charges {amount} {count|time}, {chargeIdList}.',
  'together.payco.charged.nokey': '{workerList} call PayCo, no shop key: it charges {amount} {count|time}, {chargeIdList}.',
  'together.payco.charged.nokey.first': '{workerList} each call PayCo. The phone’s key stops at the shop; PayCo gets none, and charges {amount} {count|time}, {chargeIdList}.',
  'together.payco.charged.first': '{workerList} each call PayCo with the shop’s own key, {paycoKey}: PayCo charges {amount} {count|time}, {chargeIdList}.',
  'together.payco.replayed': '{workerList} call PayCo with {paycoKey}: it replays {chargeId} to each.',

  // Several alike at one moment
  'together.send': 'A double click: {count|request} leave at the same instant, each with Idempotency-Key {ticket}.',
  'together.send.overview': 'A double click: {count|request} leave at once, each with the same key, {ticket}.',
  'together.result.created': '{count|answer}, each 201 Created: {phone} has {chargeIdList}.',
  'together.result.replayed': '{count|answer}, each 201 with Idempotency-Replayed: true, and {phone} gets {chargeId} every time.',
  'together.result.mixed': '{worker} answers 201 Created, {chargeId}; {replayed} more answer 201 with Idempotency-Replayed: true, and {phone} gets {chargeId} every time.',

  // The retention job: its DELETE and what it deleted are one beat
  prune: 'The retention job deletes {ticketList}, done more than {windowMs} ago: that ticket no longer exists.',
  'prune.many': 'The retention job deletes {ticketList}, done more than {windowMs} ago: those tickets no longer exist.',
  'prune.none': 'The retention job finds no key done more than {windowMs} ago: it deletes nothing.',

  // What a learner's scene asked for and never happened, said before its closing
  'unfired.delay.request': 'The request you chose to delay, attempt {attempt} of order {intent}’s {tap#} tap, was never sent.',
  'unfired.delay.response': 'The answer you chose to delay, to attempt {attempt} of order {intent}’s {tap#} tap, was never sent.',
  'unfired.lose.request': 'The request you chose to lose, attempt {attempt} of order {intent}’s {tap#} tap, was never sent.',
  'unfired.lose.response': 'The answer you chose to lose, to attempt {attempt} of order {intent}’s {tap#} tap, was never sent.',

  // Chapter openings (a break-it switch gets its own)
  'intro.one-key': 'One order, one key, {ticket}, against a double click, a crash and a lost answer.',
  'intro.lost-response': 'The phone pays for order o1 with no idempotency key. Watch what a lost answer costs.',
  'intro.ticket': 'The same checkout, now with a ticket stored with the pending order. The answer gets lost; the phone restarts.',
  'intro.ticket.no-key': 'Switch on: the phone sends no key. The same checkout, the same lost answer, the same restart.',
  'intro.ticket.key-per-try': 'Switch on: the phone makes up a new key for every attempt of this checkout.',
  'intro.key-per-try': 'Now the phone sends a key, but a new one for every attempt.',
  'intro.double-click': 'An impatient user and two workers. What stops a second charge?',
  'intro.double-click.no-key': 'A double click with no key (switch on): two bare requests at the same instant.',
  'intro.double-click.key-per-try': 'A double click, each tap with its own new key (switch on).',
  'intro.double-click.select-then-insert':
    'A double click against a store that looks the key up first and inserts it after the work (switch on).',
  'intro.mismatch': 'One ticket, three requests: the same cart, the same cart in another order, then a different cart.',
  'intro.mismatch.no-body-digest': 'Switch on: the key’s row keeps no fingerprint of the cart. One ticket, three requests: the same cart, reordered, then a different cart.',
  'intro.crash': 'PayCo fails once; then {worker} will charge and die unsaved. The lock lasts {lockMs}; PayCo gets charge:o1.',
  'intro.crash.no-provider-key': 'PayCo fails once; then {worker} will charge and die unsaved. Switch on: the shop sends PayCo no key.',
  'intro.crash.blind-takeover': 'PayCo fails once; then {worker} will charge and die unsaved. Switch on: takeover without compare-and-set.',
  'intro.fencing': 'The lock lasts {lockMs}, PayCo’s timeout {paycoTimeoutMs}: a mistake. A PayCo call will hang; {worker} will freeze.',
  'intro.fencing.no-fencing':
    'The lock lasts {lockMs}, PayCo’s timeout {paycoTimeoutMs}: slow workers will outlive their locks. Switch on: save and release skip the fence.',
  'intro.fencing.no-provider-key': 'The lock lasts {lockMs}, PayCo’s timeout {paycoTimeoutMs}: slow workers will outlive their locks. Switch on: PayCo gets no key.',
  'intro.retention': 'Keys are kept for 24 hours, as Stripe keeps them: longer than any client retries, no longer than storage can afford. PayCo’s own key is on.',
  'intro.scope': 'Ana’s phone and Ben’s phone both send the key k-7f21, for different orders.',
  'intro.lab': '{checkouts} checkouts, {lossShare} of answers lost, at most {attempts} attempts each. PayCo gets no key, so only the shop’s key can help.',

  // Chapter endings: the numbers are counted from the database
  'outro.one-key': '{charges|charge}, {done|done row}. The second tap waited out the dead worker’s lock and took it over; the lost answer came back from the saved one.',
  'outro.lost-response': 'Order o1 was charged {charges|time}. Without a ticket the shop could not tell the retry was a repeat.',
  'outro.ticket': '{charges|charge}, {done|done row}. Stored with the order, the key outlived the restart: the retry got the saved answer, not “already exists”.',
  'outro.ticket.no-key': 'With no key, the retry after the restart was a new checkout: {charges|charge} for one order.',
  'outro.ticket.key-per-try': 'A fresh key made the retry look new: {charges|charge} and {rows|row} for one order. Make the key once, store it with the order.',
  'outro.key-per-try': '{charges|charge} and {done|done row}. A new ticket on every try is as bad as none.',
  'outro.double-click': '{charges|charge}. The second click got 409, waited as told, and got the saved answer. The race panel runs this race on real processes.',
  'outro.double-click.no-key': 'With no key, both clicks went through: {charges|charge} for one order.',
  'outro.double-click.key-per-try': 'Each click had its own key, so the shop saw two checkouts: {charges|charge}.',
  'outro.double-click.select-then-insert':
    'Both workers looked, found nothing and charged: {charges|charge}, and the second save overwrote the first. The race panel runs this race on real processes.',
  'outro.mismatch': '{charges|charge}. The reordered cart is the same cart here (the fingerprint sorts keys); the other cart got 422 and charged nothing.',
  'outro.mismatch.no-body-digest': 'With no cart in the fingerprint, the ticket alone matched: the other cart got the first cart’s 201, {held}, and was never charged. {charges|charge}.',
  'outro.crash': '{charges|charge}: the release freed the key, 409 held retries off, compare-and-set let one take over, charge:o1 replayed. Stripe saves the 503 instead.',
  'outro.crash.no-provider-key': 'Without PayCo’s own key, the takeover charged the card again, {fromTakeoverList}: {charges|charge} for one order.',
  'outro.crash.no-provider-key.blind-takeover': '{takeovers|blind takeover}, no PayCo key: each charged again, {fromTakeoverList}. {charges|charge} for one order.',
  'outro.crash.blind-takeover': 'Both retries took the lock with the same clock-reading token; only charge:o1 kept it to {charges|charge}.',
  'outro.fencing': '{charges|charge}; {saver}’s answer stands, both slow workers fenced. Keep lockMs above the whole deadline plus PayCo’s timeout.',
  'outro.fencing.no-fencing': 'Without fencing, a failed worker deleted a live claim and a frozen one wrote over the newer answer. Only PayCo’s key kept it to {charges|charge}.',
  'outro.fencing.no-provider-key': 'PayCo got no key, so every takeover charged again, {fromTakeoverList}: {charges|charge} for one order.',
  'outro.fencing.no-provider-key.no-fencing':
    'No PayCo key, no fence: {fromTakeoverList} came from a takeover, {fromClaimList} from fresh claims. The row says {saved}; the phone holds {held}.',
  'outro.retention': 'Pruned, the ticket was a new request: the checkout ran again, and only PayCo’s key kept it to {charges|charge}. Stop retrying before keys expire; then reconcile.',
  'outro.scope': 'Two rows, phone-a:k-7f21 and phone-b:k-7f21: {charges|charge}, one per customer. Each phone got its own answer.',
  'outro.your-turn': 'The lesson’s store: {charges|charge}, {done|done row}. Now write yours below, run the twelve tests, and watch this scene on it.',
  'outro.lab':
    'No key: {noKey} charges. A key per try: {perTry}. One key per checkout: {sameKey}, with the same {calls} calls. The lesson printed 132, 132, 100: other draws, the same law.',

  'lab.start.same-key': 'Version 3, same-key: one key per checkout, sent again on every retry.',
  'lab.order.intro': 'Order {owner} from the lab ({version}), replayed on its own: the network loses the answer to {lostAttempts}, just as it did in the lab.',
  'lab.order.intro.calm': 'Order {owner} from the lab ({version}), replayed on its own: every answer arrived, so one attempt was enough.',
  'lab.order.outro': 'This replay charged {owner} {hereTimes}; the lab’s own ledger charged it {ledgerTimes}.',

  // Each version's tally, by how the orders charged more than once spread
  'lab.done.no-key': 'No key: {charges} charges for {done} orders, none charged twice. {calls} calls, {gaveUp} gave up.',
  'lab.done.no-key.twice': 'No key: {charges} charges for {done} orders; {twice} orders were charged twice. {calls} calls, {gaveUp} gave up.',
  'lab.done.no-key.thrice': 'No key: {charges} charges for {done} orders; {twice} orders were charged twice and {thrice} three times. {calls} calls, {gaveUp} gave up.',
  'lab.done.no-key.more': 'No key: {charges} charges for {done} orders; {doubled} orders were charged more than once, {often} of them four times or more.',
  'lab.done.key-per-try': 'Key per try: {charges} charges, none twice.',
  'lab.done.key-per-try.twice': 'Key per try: each retry looked like a new checkout, so again {charges} charges and {twice} orders paid twice. No better than no key.',
  'lab.done.key-per-try.thrice':
    'Key per try: each retry looked like a new checkout, so again {charges} charges: {twice} orders paid twice, {thrice} three times. No better than no key.',
  'lab.done.key-per-try.more': 'Key per try: each retry looked like a new checkout, so again {charges} charges; {doubled} orders paid more than once. No better than no key.',
  'lab.done.same-key': 'Same key: {charges} charges, none twice, though the phone still made {calls} calls.',
  'outro.sandbox': 'Your scene ends with {charges|charge} in PayCo’s ledger, no order charged twice, and {rows|key row}, {done} of them done.',
  'outro.sandbox.doubled': 'Your scene ends with {charges|charge} in PayCo’s ledger: {ownerList} charged more than once. {rows|key row}, {done} of them done.',
  'lab.limit.takeover': 'Then a blind takeover, one checkout in {every} dying before its work: {crashes|crash}, {takeovers|blind takeover}, {charges} charges, {doubled} orders twice. Each lock was a dead process’s; only the fencing chapter’s slow worker is a live one.',

  // Told again, right after a beat with the same id (`CaptionRef.also`).
  'respond.created.too': '{worker} answers 201 Created too: order {orderId} paid, {chargeId}.',
  'respond.replayed.too': 'This request too gets 201 with Idempotency-Replayed: true, from {worker}.',
  'result.ok.too': '{worker} answers 201 Created too: {phone} has {chargeId}.',
  'result.error.too': '{worker} answers {status} {error} here too; {phone} stops: this key’s first use never came back either.',
  'result.error.done.too': '{worker} answers {status} {error} here too; {phone} stops. This ticket already paid for the first cart.',
  'payco.charged.nokey.too': '{worker} calls PayCo too, with no key of the shop’s own: another {amount} charged, {chargeId}.',
  'payco.replayed.too': '{worker} calls PayCo with {paycoKey} too: PayCo returns {chargeId}, and no money moves.',
  'payco.lose.response.too': 'PayCo’s next answer to {worker} is lost too: the money moved, {worker} does not know.',
  'unfired.delay.request.too': 'Nor was the request you chose to delay, attempt {attempt} of order {intent}’s {tap#} tap, ever sent.',
  'unfired.delay.response.too': 'Nor was the answer you chose to delay, to attempt {attempt} of order {intent}’s {tap#} tap, ever sent.',
  'unfired.lose.request.too': 'Nor was the request you chose to lose, attempt {attempt} of order {intent}’s {tap#} tap, ever sent.',
  'unfired.lose.response.too': 'Nor was the answer you chose to lose, to attempt {attempt} of order {intent}’s {tap#} tap, ever sent.',
  'together.send.too': 'Another double click: {count|request} leave at the same instant, each with Idempotency-Key {ticket}.',
  'send.resumed.too': 'The app also reloads a pending checkout, key {ticket} with it: attempt {attempt}, the same key.',
  'payco.charged.too': '{worker} calls PayCo with key {paycoKey} too: PayCo charges another {amount}, {chargeId}.',
  'respond.mismatch.too': '{worker} answers 422 {error} again: this ticket too was already used for a different cart.',
  'result.replayed.too': 'Another 201 with Idempotency-Replayed: true, from {worker}: {phone} gets {chargeId} at last.',
  'result.replayed.again.too': 'Another 201 with Idempotency-Replayed: true, from {worker}: {phone} gets {chargeId} again.',
  'result.replayed.swallowed.too': 'Another 201 with Idempotency-Replayed: true, from {worker}: {phone} takes {chargeId} for this other cart too.',
  'payco.lose.refusal.too': 'PayCo’s next {status} answer to {worker} is lost too: nothing was charged, and {worker} does not know that either.',
  'together.payco.charged.too': '{workerList} each call PayCo with {paycoKey} again: PayCo charges {amount} {count|time} more, {chargeIdList}.',
  'together.payco.charged.nokey.too': '{workerList} call PayCo again, no shop key: it charges {amount} {count|time} more, {chargeIdList}.',
  'together.payco.replayed.too': '{workerList} call PayCo with {paycoKey} too: it replays {chargeId} to each.',
  'together.result.created.too': '{count|answer} more, each 201 Created: {phone} has {chargeIdList} too.',
  'together.result.replayed.too': '{count|answer} more, each 201 with Idempotency-Replayed: true, and {phone} gets {chargeId} every time.',
} satisfies CaptionTable;
