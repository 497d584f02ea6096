import type { ChargeLookup, PaymentGateway } from '../http/checkout';
import type { Charge, ChargeRequest, HeldCharge, PayCo } from '../provider/PayCo';
import type { HttpMessage } from '../trace/types';
import type { SimContext } from './context';
import { grownTail, sameBesides, type Extension } from './extension';

export interface PaycoLinkConfig {
  /** One-way latency to PayCo, ms. */
  latencyMs: number;
  /** How long a worker waits for PayCo before its work fails. */
  timeoutMs: number;
  /** Loses these PayCo calls (numbered from 1 in the scene) on the way there or back. */
  lose?: { call: number; direction: 'request' | 'response' }[];
  /** PayCo answers these calls with an error status (a 503, a decline) and charges nothing. */
  fail?: { call: number; status: number }[];
}

/** PayCo did not answer in time: the worker's work fails (and the store releases its claim). */
export class PaycoTimeout extends Error {
  constructor() {
    super('PayCo did not answer in time');
    this.name = 'PaycoTimeout';
  }
}

/** PayCo answered with an error and charged nothing: the worker's work fails (and the store releases its claim). */
export class PaycoRefused extends Error {
  constructor(readonly status: number) {
    super(`PayCo answered ${status}`);
    this.name = 'PaycoRefused';
  }
}

/**
 * PayCo a network hop away: the worker's call travels (a scheduling point), PayCo charges on its real
 * ledger (or replays from its own key), the answer travels back, and either leg may be lost.
 */
export class PaycoLink implements PaymentGateway, ChargeLookup {
  calls = 0;
  /** Look-ups so far (`GET /v1/charges`): not numbered among the calls, which the scene's losses and failures name. */
  private lookups = 0;
  /** The scripted losses that happened, as `call:direction`. */
  private readonly lostCalls = new Set<string>();

  constructor(
    private readonly ctx: SimContext,
    private readonly payco: PayCo,
    private config: PaycoLinkConfig,
  ) {}

  /** Takes on `next` (more lost or failed calls, see core/sim/extension.ts) if every call they name is still to come. */
  extendTo(next: PaycoLinkConfig): Extension {
    if (!sameBesides(this.config, next, ['lose', 'fail'])) return undefined;
    const lose = grownTail(this.config.lose, next.lose);
    const fail = grownTail(this.config.fail, next.fail);
    if (!lose || !fail || [...lose, ...fail].some((l) => l.call <= this.calls)) return undefined;
    return () => void (this.config = next);
  }

  async charge(request: ChargeRequest): Promise<Charge> {
    const { sched } = this.ctx;
    const task = this.ctx.current();
    const worker = task?.meta.actor ?? 'worker';
    const paycoKey = request.idempotencyKey ?? null;
    await sched.sleep(this.config.latencyMs, 'payco:request');
    // A call is numbered as it reaches PayCo (or is lost on the way), as the learner counts the calls they
    // see: one whose worker died on the way never arrives, and takes no number a learner's loss names.
    const call = ++this.calls;
    const message: HttpMessage = {
      requestId: `payco#${call}`,
      method: 'POST',
      path: '/v1/charges',
      headers: paycoKey ? { 'idempotency-key': paycoKey } : ({} as Record<string, string>),
      body: { orderId: request.orderId, amount: request.amount },
    };
    if (this.loses(call, 'request')) {
      this.ctx.beat(worker, 'send', { type: 'http', direction: 'request', from: worker, to: 'payco', message }, {
        id: paycoKey ? 'payco.send' : 'payco.send.nokey',
        vars: { worker, orderId: request.orderId, amount: request.amount, paycoKey: paycoKey ?? '' },
      });
      return this.lost(worker, message, 'request', this.config.timeoutMs - this.config.latencyMs);
    }

    const failure = this.config.fail?.find((f) => f.call === call);
    if (failure) {
      const answer: HttpMessage = { ...message, status: failure.status, body: { error: 'unavailable' } };
      this.ctx.beat('payco', 'respond', { type: 'http', direction: 'response', from: 'payco', to: worker, message: answer }, {
        id: paycoKey ? 'payco.failed' : 'payco.failed.nokey',
        vars: { worker, orderId: request.orderId, amount: request.amount, paycoKey: paycoKey ?? '', status: failure.status },
      });
      await sched.sleep(this.config.latencyMs, 'payco:response');
      // PayCo's refusal travels back like any answer, and can be lost like one: the worker then waits it out.
      if (this.loses(call, 'response')) return this.lost(worker, answer, 'response', this.config.timeoutMs - 2 * this.config.latencyMs);
      throw new PaycoRefused(failure.status);
    }

    const charge = this.asPayco(() => this.payco.charge(request));
    this.ctx.beat(
      'payco',
      'charge',
      // The call and its outcome are one beat: the call travels from the worker while PayCo's ledger changes.
      { type: 'charge', chargeId: charge.id, orderId: charge.orderId, amount: charge.amount, replayed: charge.replayed, paycoKey, worker },
      {
        id: `${charge.replayed ? 'payco.replayed' : 'payco.charged'}${paycoKey ? '' : '.nokey'}`,
        vars: { chargeId: charge.id, amount: charge.amount, orderId: charge.orderId, paycoKey: paycoKey ?? '', worker },
      },
    );
    await sched.sleep(this.config.latencyMs, 'payco:response');
    if (this.loses(call, 'response')) return this.lost(worker, message, 'response', this.config.timeoutMs - 2 * this.config.latencyMs);
    return charge;
  }

  /**
   * The shop asks PayCo which charges it holds for an order (`GET /v1/charges?order_id=o2`): a hop there
   * and back, PayCo's answer one beat. A read: it is never lost or refused, as no scene scripts that.
   */
  async chargesFor(orderId: string): Promise<HeldCharge[]> {
    const { sched } = this.ctx;
    const worker = this.ctx.current()?.meta.actor ?? 'worker';
    await sched.sleep(this.config.latencyMs, 'payco:request');
    const charges = this.asPayco(() => this.payco.chargesFor(orderId));
    const chargeIds = charges.map((charge) => charge.id);
    const message: HttpMessage = { requestId: `payco-lookup#${++this.lookups}`, method: 'GET', path: `/v1/charges?order_id=${orderId}`, headers: {}, status: 200, body: { charges: chargeIds } };
    this.ctx.beat('payco', 'respond', { type: 'http', direction: 'response', from: 'payco', to: worker, message }, {
      id: chargeIds.length > 0 ? 'payco.found' : 'payco.found.none',
      vars: { worker, orderId, chargeList: chargeIds.join(','), charges: chargeIds.length },
    });
    await sched.sleep(this.config.latencyMs, 'payco:response');
    return charges;
  }

  /** Runs `body` as PayCo: its statements on the shared database are PayCo's, not the calling worker's. */
  private asPayco<T>(body: () => T): T {
    const task = this.ctx.current();
    const worker = task?.meta.actor;
    if (task) task.meta.actor = 'payco';
    try {
      return body();
    } finally {
      if (task) task.meta.actor = worker!;
    }
  }

  /**
   * The scripted losses that lost nothing (a learner's): of a call the scene never made, or (`made`) of
   * an answer that never came back, its worker killed while it travelled.
   */
  unusedLosses(): { call: number; made: boolean }[] {
    return (this.config.lose ?? []).filter((l) => !this.lostCalls.has(`${l.call}:${l.direction}`)).map((l) => ({ call: l.call, made: l.call <= this.calls }));
  }

  private loses(call: number, direction: 'request' | 'response'): boolean {
    const lost = this.config.lose?.some((l) => l.call === call && l.direction === direction) ?? false;
    if (lost) this.lostCalls.add(`${call}:${direction}`);
    return lost;
  }

  private async lost(worker: string, message: HttpMessage, direction: 'request' | 'response', waitMs: number): Promise<never> {
    const from = direction === 'request' ? worker : 'payco';
    const to = direction === 'request' ? 'payco' : worker;
    // A refusal lost on its way back moved no money: its caption says so.
    const refused = message.status !== undefined && message.status >= 400;
    this.ctx.beat('network', 'lose', { type: 'http', direction, from, to, message }, refused ? { id: 'payco.lose.refusal', vars: { worker, status: message.status! } } : { id: `payco.lose.${direction}`, vars: { worker } });
    await this.ctx.sched.sleep(Math.max(0, waitMs), 'payco:timeout');
    throw new PaycoTimeout();
  }
}
