import type { HttpMessage } from '../trace/types';
import type { SimContext } from './context';

/** Which message: the phone, the intent (the user's action), its tap, the attempt — and the request's id. */
export interface Envelope {
  direction: 'request' | 'response';
  phone: string;
  intent: number;
  tap: number;
  attempt: number;
  /** Counts every attempt the phones send in this scene, from 1. */
  sent: number;
  requestId: string;
}

export interface NetworkConfig {
  /** One-way latency of each hop, ms. */
  latencyMs: number;
  /** Extra latency drawn from the seed, 0…jitterMs. */
  jitterMs?: number;
  /** Loses exactly the messages this picks (a script). */
  lose?: (message: Envelope) => boolean;
  /** Or loses each message with this probability, drawn from the seed. */
  lossProbability?: { request?: number; response?: number };
}

/**
 * The network between the phones and the shop: every hop takes time (a scheduling point: while a
 * message travels, others run) and may be lost, by script or by probability.
 */
export class Network {
  private readonly random;

  constructor(
    private readonly ctx: SimContext,
    private readonly config: NetworkConfig,
  ) {
    this.random = ctx.prng.fork('network');
  }

  /** Carries a message one hop; records `deliver` or `lose`; true if it arrived. */
  /** `to` is asked on arrival (the load balancer picks a worker that is up then). */
  async carry(envelope: Envelope, message: HttpMessage, from: string, destination: string | (() => string), isLate?: () => boolean): Promise<boolean> {
    const jitter = this.config.jitterMs ? this.random.int(this.config.jitterMs + 1) : 0;
    await this.ctx.sched.sleep(this.config.latencyMs + jitter, `net:${envelope.direction}`);
    const to = typeof destination === 'string' ? destination : destination();
    const p = this.config.lossProbability?.[envelope.direction] ?? 0;
    const lost = (this.config.lose?.(envelope) ?? false) || (p > 0 && this.random.chance(p));
    const detail = { type: 'http', direction: envelope.direction, from, to, message } as const;
    // A request names the worker it was meant for; an answer names the worker that gave it.
    const vars = { status: message.status ?? '', worker: envelope.direction === 'request' ? to : from, attempt: envelope.attempt };
    if (lost) {
      const caption = { id: `lose.${envelope.direction}`, vars };
      if (!this.ctx.recorder?.lost(message.requestId, envelope.direction, to, caption)) this.ctx.beat('network', 'lose', detail, caption);
      return false;
    }
    const late = envelope.direction === 'response' && (isLate?.() ?? false);
    // An arrival ends the journey its sender's beat began; a late one says so in that same beat.
    const recorder = this.ctx.recorder;
    const folded = late ? recorder?.late(message.requestId, to, { id: 'deliver.late', vars }) : recorder?.delivered(message.requestId, envelope.direction, to);
    if (!folded) this.ctx.beat('network', 'deliver', detail, { id: late ? 'deliver.late' : `deliver.${envelope.direction}`, vars });
    return true;
  }
}
