import { answerOutcome } from '../trace/outcome';
import type { HttpMessage } from '../trace/types';
import type { SimContext } from './context';
import { requestIdOf } from './attempts';
import type { Envelope } from './network';
import { Mailbox, type Task } from './scheduler';
import { grownTail, sameBesides, type Extension } from './extension';
import { answerCaption, answerVars, sendCaption } from './phoneCaptions';
import type { Intent, PhoneConfig } from './phoneConfig';
import { askWhatBecame, type ReconcileRetries } from './phoneReconcile';
import type { AttemptLog, Reply, TapResult, Wire } from './phoneTypes';

/** A tap still trying: its task, its latest attempt, the answer it waits for, and whether it has stopped retrying to reconcile. */
interface Trying {
  task: Task;
  intent: number;
  tap: number;
  what: Intent;
  ticket: string | null;
  attempt: number;
  mailbox?: Mailbox<Reply>;
  reconciling?: boolean;
}

/**
 * The phone (or the library's desk app): sends each intent's taps through the handlers, waits up to
 * `timeoutMs`, retries with backoff, honours `Retry-After` on 409, stops after `maxAttempts` or its
 * budget, and names attempts by its key mode. Its log is where the lab counts calls and give-ups.
 */
export class Phone {
  readonly log: AttemptLog[] = [];
  readonly results: TapResult[] = [];
  /** The taps of each intent started so far (by intent number): a retry names its tap once another has begun. */
  private readonly startedTaps = new Map<number, number>();
  private readonly keys;
  private readonly jitter;
  /** Each intent's ticket, by intent (null: it sends none, or a new one each attempt). */
  private readonly tickets: (string | null)[] = [];
  /** How many times the app restarted so far. */
  private restarts = 0;
  /** The body each ticket was first sent with (a refusal of the same fields in another order says so). */
  private readonly firstBodies = new Map<string, Record<string, unknown>>();
  /** Each tap still trying, by `intent.tap`: its task, its latest attempt and the answer it waits for. */
  private readonly trying = new Map<string, Trying>();

  constructor(
    private readonly ctx: SimContext,
    /** The phone's config (once a running scene grew, the grown one). */
    public config: PhoneConfig,
    private readonly path: string,
    private readonly wire: Wire,
    private readonly counter: { sent: number },
    /** Where the app asks what became of an intent (`/orders/{orderId}`), if the story has such a read. */
    private readonly reconcilePath?: string,
  ) {
    this.keys = ctx.prng.fork(`keys:${config.id}`);
    this.jitter = ctx.prng.fork(`jitter:${config.id}`);
  }

  /** Spawns one task per tap of every intent. */
  start(): void {
    this.config.intents.forEach((intent, i) => this.startIntent(i, intent));
    for (const at of this.config.restartsAtMs ?? []) this.ctx.sched.spawn(`${this.config.id}:restart`, { actor: this.config.id }, async () => this.restart(), at);
  }

  /** How many tasks `start` spawns: the phone's share of the scene's first seqs. */
  static starts(config: PhoneConfig): number {
    return config.intents.reduce((n, intent) => n + 1 + (intent.moreTaps?.length ?? 0), 0) + (config.restartsAtMs?.length ?? 0);
  }

  /**
   * Takes on `next` (more taps of an intent, more intents at the end; see core/sim/extension.ts) if each
   * new tap is later than now and the app has not restarted (a restart takes every tap it holds, sent or
   * not). `seqs(position)` gives a new tap the seq it would have had at the start, `position` counted
   * among this phone's first tasks.
   */
  extendTo(next: PhoneConfig, seqs: (position: number) => number): Extension {
    const { intents } = this.config;
    if (this.restarts > 0 || !sameBesides(this.config, next, ['intents']) || next.intents.length < intents.length) return undefined;
    const now = this.ctx.sched.clock.now();
    const moreTaps: number[][] = [];
    for (const [i, intent] of intents.entries()) {
      const grown = sameBesides(intent, next.intents[i]!, ['moreTaps']) ? grownTail(intent.moreTaps, next.intents[i]!.moreTaps) : undefined;
      if (!grown || grown.some((offset) => intent.at + offset <= now)) return undefined;
      moreTaps.push(grown);
    }
    const added = next.intents.slice(intents.length);
    if (added.some((intent) => [0, ...(intent.moreTaps ?? [])].some((offset) => intent.at + offset <= now))) return undefined;
    return () => {
      let position = 0;
      for (const [i, grown] of moreTaps.entries()) {
        const intent = next.intents[i]!;
        position += 1 + (intents[i]!.moreTaps?.length ?? 0);
        const first = 2 + (intents[i]!.moreTaps?.length ?? 0);
        grown.forEach((offset, t) => this.spawnTap(i + 1, first + t, intent, this.tickets[i]!, intent.at + offset, 1, seqs(position)));
      }
      added.forEach((intent, k) => this.startIntent(intents.length + k, intent, () => seqs(position)));
      // A restart takes the taps it holds in the order they were spawned at the start: by intent, then tap.
      const trying = [...this.trying].sort(([, a], [, b]) => a.intent - b.intent || a.tap - b.tap);
      this.trying.clear();
      for (const [key, t] of trying) this.trying.set(key, t);
      this.config = next;
    };
  }

  /** Draws intent `i`'s ticket (in intent order, as the app does) and spawns a task per tap, each with the seq `seq` gives. */
  private startIntent(i: number, intent: Intent, seq?: () => number): void {
    const reused = intent.reuseKey === undefined ? undefined : ((intent.reuseKey === true ? this.tickets.at(-1) : this.tickets[intent.reuseKey - 1]) ?? null);
    const ticket = intent.key ?? (reused !== undefined ? reused : this.config.keyMode === 'same-key' ? this.newKey() : null);
    this.tickets.push(ticket);
    const taps = [0, ...(intent.moreTaps ?? [])];
    taps.forEach((offset, t) => this.spawnTap(i + 1, t + 1, intent, ticket, intent.at + offset, 1, seq?.()));
  }

  private spawnTap(intent: number, tap: number, what: Intent, ticket: string | null, at: number, firstAttempt: number, seq?: number, reconciling = false): void {
    const name = `${this.config.id}:${intent}.${tap}${firstAttempt > 1 ? `@${firstAttempt}` : ''}`;
    const run = reconciling ? () => this.reconcileTap(intent, tap, what, firstAttempt) : () => this.tap(intent, tap, what, ticket, firstAttempt);
    const task = this.ctx.sched.spawn(name, { actor: this.config.id }, run, at, seq);
    this.trying.set(`${intent}.${tap}`, { task, intent, tap, what, ticket, attempt: firstAttempt, reconciling });
  }

  /**
   * The app is closed and opened again: every tap still trying dies with the old process (an answer on
   * its way finds nobody), and each comes back from storage with the key stored beside it, its next
   * attempt sent at once.
   */
  private restart(): void {
    this.restarts++;
    const pending = [...this.trying.values()];
    for (const t of pending) {
      this.ctx.sched.kill(t.task);
      if (t.mailbox) t.mailbox.closed = true;
    }
    this.trying.clear();
    const last = pending[0];
    this.ctx.beat(
      this.config.id,
      'restart',
      { type: 'client', client: this.config.id, requestId: last ? requestIdOf({ phone: this.config.id, intent: last.intent, tap: last.tap, attempt: last.attempt }) : '', attempt: last?.attempt ?? 0, reason: 'restart' },
      { id: 'client.restart', vars: { phone: this.config.id, pending: pending.length } },
    );
    const now = this.ctx.sched.clock.now();
    // A tap that was reconciling asks again: it had stopped retrying, and a restart does not change that.
    for (const t of pending) this.spawnTap(t.intent, t.tap, t.what, t.ticket, now, t.attempt + 1, undefined, t.reconciling);
  }

  private newKey(): string {
    return `${this.config.keyPrefix ?? 'k-'}${this.keys.hex(4)}`;
  }

  private async tap(intent: number, tap: number, what: Intent, ticket: string | null, firstAttempt: number): Promise<void> {
    // A tap resumed after the app's restart was begun before it.
    if (firstAttempt === 1) this.startedTaps.set(intent, (this.startedTaps.get(intent) ?? 0) + 1);
    const { sched } = this.ctx;
    const { id, maxAttempts, timeoutMs, budgetMs } = this.config;
    const firstAt = sched.clock.now();
    const trying = this.trying.get(`${intent}.${tap}`)!;
    const stop = (): void => void this.trying.delete(`${intent}.${tap}`);
    // Set when the last answer was a 409 with Retry-After: the next send says it waited as told.
    let toldToWaitMs: number | undefined;
    for (let attempt = firstAttempt; ; attempt++) {
      // Another tap of this intent already has the answer: the app shows it and sends nothing more here.
      if (attempt > firstAttempt && this.config.oneAnswerPerIntent && this.results.some((r) => r.intent === intent && r.outcome === 'answered')) return stop();
      trying.attempt = attempt;
      const key = this.config.keyMode === 'none' ? null : this.config.keyMode === 'per-try' ? (what.key ?? this.newKey()) : ticket;
      // A key's first body is the one it first left with, not its intent's: a later intent can send first.
      if (key !== null && !this.firstBodies.has(key)) this.firstBodies.set(key, what.body);
      const sent = ++this.counter.sent;
      const sentAt = sched.clock.now();
      const requestId = requestIdOf({ phone: id, intent, tap, attempt });
      const headers: Record<string, string> = { authorization: `Bearer ${this.config.client}` };
      if (key !== null) headers['idempotency-key'] = key;
      const text = JSON.stringify(what.body);
      const request = new Request(`https://shop.test${this.path}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: text,
      });
      const message: HttpMessage = { requestId, method: 'POST', path: this.path, headers, body: what.body };
      const caption = sendCaption({
        keyed: key !== null,
        keyMode: this.config.keyMode,
        attempt,
        firstAttempt,
        tap,
        tapsBegun: this.startedTaps.get(intent) ?? 1,
        reusedKey: what.reuseKey !== undefined,
        toldToWait: toldToWaitMs !== undefined,
        intent,
        // One of several lettered clients (phone-a, desk-b: the scope chapter), not the scene's one phone.
        named: /-[a-z]$/.test(this.config.id),
      });
      this.ctx.beat(id, 'send', { type: 'http', direction: 'request', from: id, to: 'network', message }, {
        id: caption,
        vars: { phone: this.config.id, attempt, ticket: key ?? '', tap, intent, waitMs: toldToWaitMs ?? 0 },
      });
      toldToWaitMs = undefined;
      const mailbox = new Mailbox<Reply>();
      const envelope: Envelope = { direction: 'request', phone: id, intent, tap, attempt, sent, requestId };
      this.wire.dispatch(envelope, request, message, mailbox);
      trying.mailbox = mailbox;
      const reply = await sched.receive(mailbox, timeoutMs, 'wait');
      const line: AttemptLog = { phone: id, intent, tap, attempt, key, requestId, sentAt, outcome: reply ? 'answered' : 'timeout' };
      let waitMs: number;
      let reason: 'backoff' | 'retry-after';
      if (!reply) {
        this.log.push(line);
        // Another tap of this intent already has the answer: the app shows it and stops waiting here.
        if (this.config.oneAnswerPerIntent && this.results.some((r) => r.intent === intent && r.outcome === 'answered')) return stop();
        waitMs = this.backoff(attempt);
        reason = 'backoff';
      } else {
        const replayed = reply.headers['idempotency-replayed'] === 'true';
        this.log.push({ ...line, status: reply.status, replayed, body: reply.body });
        // A 409 with Retry-After means "in progress, come back"; without it (the library's key_conflict) it is final.
        const outcome = answerOutcome(reply.status, reply.headers);
        if (outcome === 'busy') {
          waitMs = Number(reply.headers['retry-after'] ?? '1') * 1000;
          reason = 'retry-after';
        } else if (outcome === 'failed') {
          waitMs = this.backoff(attempt);
          reason = 'backoff';
        } else {
          this.results.push({ phone: id, intent, tap, attempts: attempt, outcome: 'answered', status: reply.status, replayed, body: reply.body });
          const caption = answerCaption({
            outcome,
            replayed,
            key,
            firstBody: key === null ? undefined : this.firstBodies.get(key),
            body: what.body,
            answer: reply.body,
            earlier: this.log.slice(0, -1),
          });
          const read = { id: caption, vars: { phone: this.config.id, status: reply.status, worker: reply.worker ?? '', ticket: key ?? '', ...answerVars(reply.body) } };
          if (!this.ctx.recorder?.answered(requestId, id, read)) {
            this.ctx.beat(id, 'result', { type: 'client', client: id, requestId, attempt, reason: String(reply.status) }, read);
          }
          return stop();
        }
      }
      const outOfBudget = budgetMs !== undefined && sched.clock.now() + waitMs - firstAt > budgetMs;
      const vars = { phone: this.config.id, attempt, next: attempt + 1, timeoutMs, waitMs, tap };
      if (attempt >= maxAttempts || outOfBudget) {
        this.results.push({ phone: id, intent, tap, attempts: attempt, outcome: 'gave-up', status: reply?.status });
        // Its outcome unknown and its retries over, the app reconciles instead of sending the intent again:
        // one decision, told by the question it sends.
        if (this.config.reconcile && this.reconcilePath !== undefined) {
          trying.reconciling = true;
          return this.reconcileTap(intent, tap, what, attempt + 1, { attempts: attempt, triedMs: sched.clock.now() - firstAt });
        }
        this.ctx.beat(id, 'give-up', { type: 'client', client: id, requestId, attempt, reason: outOfBudget ? 'budget' : 'attempts' }, {
          id: reply ? 'give-up' : 'give-up.timeout',
          vars: { ...vars, attempts: attempt },
        });
        return stop();
      }
      // A timeout and the back-off after it are one beat: the phone's one decision, to wait and try again.
      // Waiting as a 409's Retry-After says is told by the answer and by the next send: no beat of its own.
      // The shop failed (5xx): the answer and the back-off it brings are one beat, the client's reading of it.
      const failed = reply && reason === 'backoff' ? { id: 'result.failed', vars: { ...vars, status: reply.status, worker: reply.worker ?? '' } } : undefined;
      if (reason === 'retry-after') toldToWaitMs = waitMs;
      else if (!(failed && this.ctx.recorder?.answered(requestId, id, failed))) {
        this.ctx.beat(id, reply ? 'wait' : 'timeout', { type: 'client', client: id, requestId, attempt, reason: reply ? reason : 'timeout', waitMs }, {
          // With several taps begun, the timeout says whose attempt it was, as a retry's send does.
          id: reply ? `wait.${reason}` : (this.startedTaps.get(intent) ?? 1) > 1 ? 'timeout.tap' : 'timeout',
          vars,
        });
      }
      await sched.sleep(waitMs, 'backoff');
    }
  }

  /** The tap's one question after its retries (see phoneReconcile.ts); the tap stops trying once it is answered or not. */
  private async reconcileTap(intent: number, tap: number, what: Intent, attempt: number, retries?: ReconcileRetries): Promise<void> {
    const trying = this.trying.get(`${intent}.${tap}`)!;
    trying.attempt = attempt;
    const { ctx, config, wire, counter, log } = this;
    await askWhatBecame({ ctx, config, wire, counter, log, path: this.reconcilePath! }, { intent, tap, attempt, what, retries, sent: (mailbox) => (trying.mailbox = mailbox) });
    this.trying.delete(`${intent}.${tap}`);
  }

  private backoff(attempt: number): number {
    const { baseMs, factor, maxMs, jitter } = this.config.backoff;
    const ms = Math.min(maxMs, baseMs * factor ** (attempt - 1));
    // Full jitter (from the seed) when asked; the chapters keep round numbers a learner can follow.
    return jitter ? this.jitter.int(ms + 1) : ms;
  }
}

