import type { Handler } from '../http/endpoint';
import { problem } from '../http/responses';
import type { KeyStore, StoreVariant } from '../store/IdempotencyStore';
import { readOrderStatus } from '../http/checkout';
import type { HttpMessage } from '../trace/types';
import type { SimContext, TaskMeta } from './context';
import { atPoint, WorkerCrash, type Fault, type WorkerPoint } from './faults';
import { Freezes } from './freezes';
import type { Envelope } from './network';
import { grownTail, type Extension } from './extension';
import type { Reply } from './phoneTypes';
import type { Task } from './scheduler';
import { lessonStore, type StoreFactory } from './workerStore';

/** Builds a worker's handler around its store (a restart builds a new one). */
export type HandlerFactory = (worker: string, store: KeyStore, workers: Workers) => Handler;

/** Picks the worker for a request among the live ones (default: round robin). */
export type Router = (envelope: Envelope, live: readonly string[]) => string;

export interface WorkersConfig {
  ids: string[];
  lockMs: number;
  variant?: Partial<StoreVariant>;
  faults?: Fault[];
  route?: Router;
  /** The store each process runs (default: the lesson's). */
  makeStore?: StoreFactory;
}

interface WorkerState {
  id: string;
  up: boolean;
  handler: Handler;
  /** This process's life: a crash ends it, a restart begins another. */
  life: { alive: boolean };
}

/**
 * The shop's worker processes, all sharing one database (one sql.js connection), each with its own
 * store instance. They crash, freeze and restart where the script says; a crashed worker's requests
 * are simply never resumed.
 */
export class Workers {
  private readonly workers = new Map<string, WorkerState>();
  private readonly visits = new Map<string, number>();
  /** The faults at a point that happened, by their index in the config (a live scene only grows the list). */
  private readonly fired = new Set<number>();
  /** Kills on the clock that found their worker already down. */
  private readonly idleKills: Fault[] = [];
  /** Which worker processes are frozen, and until when. */
  private readonly freezes: Freezes;
  private turn = 0;

  constructor(
    private readonly ctx: SimContext,
    private config: WorkersConfig,
    private readonly makeHandler: HandlerFactory,
  ) {
    this.freezes = new Freezes(ctx.sched);
    for (const id of config.ids) {
      const life = { alive: true };
      this.workers.set(id, { id, up: true, life, handler: this.build(id, life) });
    }
    for (const fault of config.faults ?? []) this.spawnTimer(fault);
  }

  /** How many tasks the constructor spawned (a kill or a restart on the clock each): the scene's first seqs. */
  static timers(faults: readonly Fault[] | undefined): number {
    return faults?.filter((f) => !atPoint(f)).length ?? 0;
  }

  /**
   * Takes on `faults` (more of them, see core/sim/extension.ts) if each is still ahead: a point fault
   * whose visit has not come, a kill or restart later than now (spawned with the seq `seqs` gives, as
   * if from the start).
   */
  extendTo(faults: readonly Fault[] | undefined, seqs: () => number): Extension {
    const added = grownTail(this.config.faults, faults);
    if (!added) return undefined;
    const now = this.ctx.sched.clock.now();
    const ahead = (f: Fault) => (atPoint(f) ? (this.visits.get(`${f.worker}:${f.at}`) ?? 0) < (f.occurrence ?? 1) : f.atMs > now);
    if (!added.every(ahead)) return undefined;
    return () => {
      this.config = { ...this.config, faults: [...(faults ?? [])] };
      for (const fault of added) this.spawnTimer(fault, seqs);
    };
  }

  /** A kill or a restart on the clock becomes a task; a point fault waits for its visit. */
  private spawnTimer(fault: Fault, seqs?: () => number): void {
    if (fault.kind === 'restart') this.ctx.sched.spawn(`restart:${fault.worker}`, { actor: fault.worker }, async () => this.restart(fault.worker), fault.atMs, seqs?.());
    if (fault.kind === 'kill') this.ctx.sched.spawn(`kill:${fault.worker}`, { actor: fault.worker }, async () => this.kill(fault), fault.atMs, seqs?.());
  }

  /** The workers that are up, in configuration order. */
  live(): string[] {
    return this.config.ids.filter((id) => this.workers.get(id)!.up);
  }

  /** The load balancer: which live worker gets this request (undefined if none is up). */
  route(envelope: Envelope): string | undefined {
    const live = this.live();
    if (live.length === 0) return undefined;
    if (this.config.route) return this.config.route(envelope, live);
    return live[this.turn++ % live.length];
  }

  /** Serves a request in the current task on `worker`; undefined if the worker died with it. */
  async serve(worker: string, request: Request, message: HttpMessage): Promise<Reply | undefined> {
    const task = this.ctx.current()!;
    task.meta.worker = worker;
    task.meta.actor = worker;
    await this.at('receive');
    let response: Response;
    try {
      response = await this.workers.get(worker)!.handler(request);
    } catch (error) {
      if (error instanceof WorkerCrash) {
        this.ctx.sched.kill(task);
        return this.ctx.sched.never();
      }
      // An unexpected failure inside the work (PayCo timed out): the framework answers 502.
      response = problem(502, 'upstream_failed', error instanceof Error ? error.message : String(error));
    }
    await this.at('respond');
    const body: unknown = JSON.parse(await response.text());
    const headers: Record<string, string> = {};
    for (const name of ['idempotency-replayed', 'retry-after']) {
      const value = response.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    const reply: Reply = { status: response.status, headers, body };
    const answer: HttpMessage = { requestId: message.requestId, method: message.method, path: message.path, headers, status: reply.status, body };
    this.ctx.beat(worker, 'respond', { type: 'http', direction: 'response', from: worker, to: 'network', message: answer }, respondCaption(worker, reply, message.method));
    return reply;
  }

  /**
   * A named point in the current task on its worker: a scripted crash or GC pause happens here,
   * then the scheduler may let another task run.
   */
  async at(point: WorkerPoint): Promise<void> {
    const task = this.ctx.current() as Task<TaskMeta>;
    const worker = task.meta.worker!;
    // A process that died inside its transaction (`inTransaction`) unwinds only as far as SQLite's
    // ROLLBACK: its store's next step (the release of a failed work) is code a dead process never runs.
    if (!this.workers.get(worker)!.life.alive) {
      this.ctx.sched.kill(task);
      return this.ctx.sched.never();
    }
    // Another request of a frozen process waits with it: nothing of the process runs until it wakes.
    await this.freezes.waitOut(worker);
    const visit = this.visit(worker, point);
    for (const [i, fault] of (this.config.faults ?? []).entries()) {
      if (!atPoint(fault) || fault.worker !== worker || fault.at !== point || (fault.occurrence ?? 1) !== visit) continue;
      this.fired.add(i);
      if (fault.kind === 'crash') {
        this.crash(worker, point);
        return this.ctx.sched.never();
      }
      const until = this.ctx.sched.clock.now() + fault.forMs;
      this.freezes.freeze(worker, fault.forMs, fault.untilTakeover ?? false);
      this.ctx.beat(
        worker,
        'pause',
        { type: 'worker', worker, reason: point, untilTime: fault.untilTakeover ? undefined : until },
        fault.untilTakeover ? { id: 'pause.until-takeover', vars: { worker, point } } : { id: 'pause', vars: { worker, forMs: fault.forMs, point } },
      );
      await this.ctx.sched.sleep(fault.forMs, 'gc');
      this.freezes.woke(worker);
      this.ctx.beat(worker, 'wake', { type: 'worker', worker, reason: point }, { id: 'wake', vars: { worker, point } });
    }
    await this.ctx.sched.point(point);
    // A freeze that began while this task waited its turn holds it too.
    await this.freezes.waitOut(worker);
  }

  /** The library's crash point inside the loan's transaction: throws, so SQLite rolls the transaction back. */
  inTransaction(): void {
    const task = this.ctx.current() as Task<TaskMeta>;
    const worker = task.meta.worker!;
    const visit = this.visit(worker, 'in-transaction');
    const crash = (this.config.faults ?? []).findIndex(
      (f) => f.kind === 'crash' && f.worker === worker && f.at === 'in-transaction' && (f.occurrence ?? 1) === visit,
    );
    if (crash < 0) return;
    this.fired.add(crash);
    this.crash(worker, 'in-transaction', task);
    throw new WorkerCrash(worker);
  }

  private crash(worker: string, point: WorkerPoint | 'killed', spare?: Task): void {
    this.endProcess(worker, spare);
    this.ctx.beat(worker, 'crash', { type: 'worker', worker, reason: point }, {
      id: point === 'in-transaction' ? 'crash.tx' : point === 'killed' ? 'crash.killed' : 'crash',
      vars: { worker, point },
    });
  }

  /** The worker's process ends: its memory and every task it was running. */
  private endProcess(worker: string, spare?: Task): void {
    const state = this.workers.get(worker)!;
    state.up = false;
    state.life.alive = false;
    // An answer the worker already sent is the network's now (its task's actor): it stays on the wire.
    for (const task of this.ctx.sched.all() as readonly Task<TaskMeta>[]) {
      if (task.meta.worker === worker && task.meta.actor !== 'network' && task !== spare) this.ctx.sched.kill(task);
    }
  }

  /** A kill on the clock: a worker already down stays down, and says nothing (it is then among `unused`). */
  private kill(fault: Extract<Fault, { kind: 'kill' }>): void {
    if (this.workers.get(fault.worker)?.up) this.crash(fault.worker, 'killed');
    else this.idleKills.push(fault);
  }

  /** The scripted faults that never happened: a crash or pause at a visit never reached, a kill of a worker already down. */
  unused(): { fault: Fault; reached: boolean }[] {
    const reached = (f: Fault) => atPoint(f) && (this.visits.get(`${f.worker}:${f.at}`) ?? 0) >= (f.occurrence ?? 1);
    // A point's fault that did not fire although its visit came: the worker died there first (a crash listed before it, or a kill during a pause).
    const unfired = (this.config.faults ?? []).filter((f, i) => atPoint(f) && !this.fired.has(i));
    return [...unfired.map((fault) => ({ fault, reached: reached(fault) })), ...this.idleKills.map((fault) => ({ fault, reached: true }))];
  }

  private restart(worker: string): void {
    const state = this.workers.get(worker)!;
    const replaced = state.up; // a running worker's process is stopped first, as a deploy does: its work dies with it
    if (replaced) this.endProcess(worker);
    state.up = true;
    this.freezes.clear(worker);
    state.life = { alive: true };
    state.handler = this.build(worker, state.life);
    this.ctx.beat(worker, 'restart', { type: 'worker', worker, reason: 'restart' }, { id: replaced ? 'restart.replaced' : 'restart', vars: { worker } });
  }

  private build(worker: string, life: { alive: boolean }): Handler {
    const store = (this.config.makeStore ?? lessonStore)(this.ctx.db, {
      worker,
      lockMs: this.config.lockMs,
      now: this.ctx.sched.clock.now,
      variant: this.config.variant,
      pause: (point) => this.at(point),
      onStep: (step) => {
        const task = this.ctx.current();
        if (step.step === 'took-over' && this.freezes.watching) this.freezes.tookOver(worker, (w) => this.tasksOf(w));
        this.ctx.recorder?.step(step, this.ctx.acting ?? task?.meta.actor ?? worker);
        this.ctx.onStep?.(step, task);
      },
      alive: () => life.alive,
      current: () => this.ctx.current(),
      actAs: (body) => {
        const before = this.ctx.acting;
        this.ctx.acting = worker;
        try {
          return body();
        } finally {
          this.ctx.acting = before;
        }
      },
    });
    return this.makeHandler(worker, store, this);
  }

  private tasksOf(worker: string): readonly Task<TaskMeta>[] {
    return (this.ctx.sched.all() as readonly Task<TaskMeta>[]).filter((task) => task.meta.worker === worker);
  }

  private visit(worker: string, point: WorkerPoint): number {
    const key = `${worker}:${point}`;
    const n = (this.visits.get(key) ?? 0) + 1;
    this.visits.set(key, n);
    this.ctx.recorder?.visit(worker, point, n);
    return n;
  }
}

function respondCaption(worker: string, reply: Reply, method: string): { id: string; vars: Record<string, string | number> } {
  const body = (reply.body ?? {}) as Record<string, unknown>;
  const error = typeof body.error === 'string' ? body.error : '';
  const vars: Record<string, string | number> = { worker, status: reply.status, error };
  // A read (the reconcile's GET /orders/o2) answers what PayCo holds, not a request it ran.
  const order = method === 'GET' && reply.status === 200 ? readOrderStatus(reply.body) : undefined;
  if (order) {
    const { orderId, status, chargeIds } = order;
    return { id: status === 'paid' ? 'respond.order' : 'respond.order.not-paid', vars: { ...vars, orderId, chargeList: chargeIds.join(','), charges: chargeIds.length } };
  }
  if (typeof body.chargeId === 'string') vars.chargeId = body.chargeId;
  if (typeof body.orderId === 'string') vars.orderId = body.orderId;
  if (typeof body.id === 'number') vars.loanId = body.id;
  if (reply.status < 300) return { id: reply.headers['idempotency-replayed'] === 'true' ? 'respond.replayed' : 'respond.created', vars };
  // Retry-After is quoted as the header says it (whole seconds), never as the store's own milliseconds.
  const retryAfter = reply.headers['retry-after'] ?? '';
  const retry = { retryAfter, retryAfterMs: Number(retryAfter) * 1000 };
  if (reply.status === 409 && error === 'request_in_flight') return { id: 'respond.in-flight', vars: { ...vars, ...retry } };
  if (error === 'key_conflict' || error === 'idempotency_key_mismatch') return { id: 'respond.mismatch', vars };
  if (reply.status === 409) return { id: 'respond.conflict', vars: { ...vars, ...retry } };
  if (reply.status >= 500) return { id: 'respond.error', vars };
  return { id: 'respond.rejected', vars };
}
