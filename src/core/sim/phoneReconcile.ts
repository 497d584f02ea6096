import { readOrderStatus } from '../http/checkout';
import type { CaptionRef, HttpMessage } from '../trace/types';
import { requestIdOf } from './attempts';
import type { SimContext } from './context';
import type { AttemptLog, Reply, Wire } from './phoneTypes';
import type { Intent, PhoneConfig } from './phoneConfig';
import { Mailbox } from './scheduler';

/** How many attempts a tap made before it reconciled, and how long they took (for the caption). */
export interface ReconcileRetries {
  attempts: number;
  triedMs: number;
}

/** What of the phone the question uses: its context, config, wire, send counter, log, and the read's path (`/orders/{orderId}`). */
export interface AskingPhone {
  readonly ctx: SimContext;
  readonly config: PhoneConfig;
  readonly wire: Wire;
  readonly counter: { sent: number };
  readonly log: AttemptLog[];
  readonly path: string;
}

/** The tap that asks: which one, its attempt number, its intent, its retries (absent after a restart, which forgot them). */
export interface AskingTap {
  intent: number;
  tap: number;
  attempt: number;
  what: Intent;
  retries?: ReconcileRetries;
  /** Called with the mailbox the answer will land in, once the question is on the wire (a restart closes it). */
  sent(mailbox: Mailbox<Reply>): void;
}

/**
 * The app asks the shop what became of an intent it stopped retrying (`GET /orders/o2`), sending
 * neither its key nor a new one, and waits as for any answer. One question: no answer leaves the
 * outcome unknown, and nothing is sent again.
 */
export async function askWhatBecame(phone: AskingPhone, { intent, tap, attempt, what, retries, sent: onSent }: AskingTap): Promise<void> {
  const { ctx, config } = phone;
  const { sched } = ctx;
  const { id, timeoutMs } = config;
  const path = phone.path.replace(/\{(\w+)\}/g, (_, field: string) => encodeURIComponent(String(what.body[field] ?? '')));
  const requestId = requestIdOf({ phone: id, intent, tap, attempt });
  const headers = { authorization: `Bearer ${config.client}` };
  const message: HttpMessage = { requestId, method: 'GET', path, headers, body: null };
  const sent = ++phone.counter.sent;
  const sentAt = sched.clock.now();
  ctx.beat(id, 'send', { type: 'http', direction: 'request', from: id, to: 'network', message }, {
    id: retries ? 'send.reconcile' : 'send.reconcile.resumed',
    vars: { phone: id, path, ...retries },
  });
  const mailbox = new Mailbox<Reply>();
  phone.wire.dispatch({ direction: 'request', phone: id, intent, tap, attempt, sent, requestId }, new Request(`https://shop.test${path}`, { method: 'GET', headers }), message, mailbox);
  onSent(mailbox);
  const reply = await sched.receive(mailbox, timeoutMs, 'wait');
  const status = reply?.status === 200 ? readOrderStatus(reply.body) : undefined;
  phone.log.push({ phone: id, intent, tap, attempt, key: null, requestId, sentAt, outcome: reply ? 'answered' : 'timeout', ...(reply ? { status: reply.status, body: reply.body } : {}) });
  if (!status) {
    // No answer, or one that is not what became of the order: either way the outcome stays unknown.
    const caption: CaptionRef = reply ? { id: 'give-up.reconcile.refused', vars: { phone: id, path, status: reply.status } } : { id: 'give-up.reconcile', vars: { phone: id, path, timeoutMs } };
    ctx.beat(id, 'give-up', { type: 'client', client: id, requestId, attempt, reason: 'reconcile' }, caption);
    return;
  }
  const read = {
    id: status.status === 'paid' ? 'result.reconciled' : 'result.reconciled.not-paid',
    vars: { phone: id, path, worker: reply!.worker ?? '', orderId: status.orderId, chargeList: status.chargeIds.join(','), charges: status.chargeIds.length },
  };
  if (!ctx.recorder?.answered(requestId, id, read)) {
    // The reason is what the shop said of the order, which is what the client now knows.
    ctx.beat(id, 'result', { type: 'client', client: id, requestId, attempt, reason: status.status }, read);
  }
}
