import type { HttpMessage } from '../trace/types';
import type { SimContext } from './context';
import { grownTail, sameBesides, type Extension } from './extension';

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

/**
 * Which messages a fault picks, as data (a scene travels as JSON): every field given must equal the
 * envelope's. `{ direction: 'response', intent: 1, tap: 1, attempt: 1 }` is the first answer to the
 * first tap; `{ direction: 'response', sent: 3 }` is the answer to the third attempt sent in the scene.
 */
export type EnvelopeMatch = Partial<Pick<Envelope, 'direction' | 'phone' | 'intent' | 'tap' | 'attempt' | 'sent'>>;

/** True if `envelope` is one `match` picks. */
export function matches(match: EnvelopeMatch, envelope: Envelope): boolean {
  return (Object.keys(match) as (keyof EnvelopeMatch)[]).every((field) => match[field] === undefined || match[field] === envelope[field]);
}

export interface NetworkConfig {
  /** One-way latency of each hop, ms. */
  latencyMs: number;
  /** Extra latency drawn from the seed, 0…jitterMs. */
  jitterMs?: number;
  /** Loses exactly the messages these pick (a script). */
  lose?: EnvelopeMatch[];
  /** Holds the messages these pick `ms` longer on their hop (a slow link, a message stuck in a queue). */
  delay?: { match: EnvelopeMatch; ms: number }[];
  /** Or loses each message with this probability, drawn from the seed. */
  lossProbability?: { request?: number; response?: number };
}

/**
 * The network between the phones and the shop: every hop takes time (a scheduling point: while a
 * message travels, others run) and may be lost, by script or by probability.
 */
export class Network {
  private readonly random;
  /** Envelopes whose hop began (their delay was read), and those whose fate was decided (lost or not). */
  private readonly carried: Envelope[] = [];
  private readonly decided: Envelope[] = [];

  constructor(
    private readonly ctx: SimContext,
    private config: NetworkConfig,
  ) {
    this.random = ctx.prng.fork('network');
  }

  /** Takes on `next` (more losses or delays, see core/sim/extension.ts) if none of them picks a message whose hop already read it. */
  extendTo(next: NetworkConfig): Extension {
    if (!sameBesides(this.config, next, ['lose', 'delay'])) return undefined;
    const lose = grownTail(this.config.lose, next.lose);
    const delay = grownTail(this.config.delay, next.delay);
    if (!lose || !delay) return undefined;
    if (lose.some((m) => this.decided.some((e) => matches(m, e))) || delay.some((d) => this.carried.some((e) => matches(d.match, e)))) return undefined;
    return () => void (this.config = next);
  }

  /** Carries a message one hop; records `deliver` or `lose`; true if it arrived. */
  /** `to` is asked on arrival (the load balancer picks a worker that is up then). */
  async carry(envelope: Envelope, message: HttpMessage, from: string, destination: string | (() => string), isLate?: () => boolean): Promise<boolean> {
    this.carried.push(envelope);
    const jitter = this.config.jitterMs ? this.random.int(this.config.jitterMs + 1) : 0;
    const delay = this.config.delay?.filter((d) => matches(d.match, envelope)).reduce((sum, d) => sum + d.ms, 0) ?? 0;
    await this.ctx.sched.sleep(this.config.latencyMs + jitter + delay, `net:${envelope.direction}`);
    const to = typeof destination === 'string' ? destination : destination();
    this.decided.push(envelope);
    const p = this.config.lossProbability?.[envelope.direction] ?? 0;
    const lost = (this.config.lose?.some((m) => matches(m, envelope)) ?? false) || (p > 0 && this.random.chance(p));
    const detail = { type: 'http', direction: envelope.direction, from, to, message, ...(delay > 0 ? { delayMs: delay } : {}) } as const;
    // A request names the worker it was meant for; an answer names the worker that gave it.
    const vars = { status: message.status ?? '', worker: envelope.direction === 'request' ? to : from, attempt: envelope.attempt };
    if (lost) {
      // Held back and then dropped: the caption says both, as the learner set both.
      const caption = delay > 0 ? { id: `lose.${envelope.direction}.delayed`, vars: { ...vars, delayMs: delay } } : { id: `lose.${envelope.direction}`, vars };
      // A loss ends its sender's beat, unless the message was held back first: then it is a beat of its own, as a delivery would be.
      if (delay > 0 || !this.ctx.recorder?.lost(message.requestId, envelope.direction, to, caption)) this.ctx.beat('network', 'lose', detail, caption);
      return false;
    }
    const late = envelope.direction === 'response' && (isLate?.() ?? false);
    // A message held back arrives in a beat of its own that says so: the hold is what changed.
    if (delay > 0) {
      this.ctx.beat('network', 'deliver', late ? { ...detail, late: true } : detail, { id: `deliver.delayed.${late ? 'late' : envelope.direction}`, vars: { ...vars, delayMs: delay, phone: envelope.phone, tap: envelope.tap, intent: envelope.intent } });
      return true;
    }
    // An arrival ends the journey its sender's beat began; a late one says so in that same beat.
    const recorder = this.ctx.recorder;
    const folded = late ? recorder?.late(message.requestId, to, { id: 'deliver.late', vars }) : recorder?.delivered(message.requestId, envelope.direction, to);
    // A request that finds no worker up ('shop', from the router) reaches the shop and no one reads it.
    const nobody = envelope.direction === 'request' && to === 'shop';
    // Unfolded, the worker's answer was told in its own beat already: this beat tells its arrival.
    if (!folded) this.ctx.beat('network', 'deliver', detail, { id: late ? 'deliver.late.arrives' : nobody ? 'deliver.request.nobody' : `deliver.${envelope.direction}`, vars });
    return true;
  }

  /** The scripted losses and delays that picked no message of the scene (a learner's, for a message never sent). */
  unused(): { lose: EnvelopeMatch[]; delay: EnvelopeMatch[] } {
    const picked = (m: EnvelopeMatch) => this.decided.some((e) => matches(m, e));
    return { lose: (this.config.lose ?? []).filter((m) => !picked(m)), delay: (this.config.delay ?? []).map((d) => d.match).filter((m) => !this.carried.some((e) => matches(m, e))) };
  }
}
