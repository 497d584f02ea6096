import type { SqlJsStatic } from 'sql.js';
import { fetchHandler } from '../http/endpoint';
import type { PayCo } from '../provider/PayCo';
import { connectionFor, type StatementEvent } from '../sqlite/connection';
import { openDatabase } from '../sqlite/openDatabase';
import { IdempotencyStore, type StoreStep } from '../store/IdempotencyStore';
import { createSchema } from '../store/schema';
import { storyProfile } from '../stories';
import { TraceRecorder, type Captioner } from '../trace/recorder';
import { ticketOf } from '../trace/ticket';
import type { Actor, BreakId, CaptionRef, ChapterId, StoryId, Trace } from '../trace/types';
import type { SimContext, TaskMeta } from './context';
import { PaycoLink } from './gateway';
import { requestIdOf } from './attempts';
import { atPoint } from './faults';
import { Network, type EnvelopeMatch } from './network';
import { Phone } from './phone';
import type { Reply, Wire } from './phoneTypes';
import { Prng } from './prng';
import type { Job, PruneJob, SceneConfig } from './scene';
import { grownTail, sameBesides, StartSeqs, type Extension } from './extension';
import { Scheduler, firstReady, type Chooser, type Task } from './scheduler';
import { Workers, type Router } from './workers';
import type { StoreFactory } from './workerStore';

/** A scene and how to run it: with the same config, a run is byte-for-byte the same. */
export interface WorldConfig extends SceneConfig {
  story: StoryId;
  chapter: ChapterId;
  breaks: BreakId[];
  seed: number;
  /** The load balancer (default: round robin over the live workers). */
  route?: Router;
  /** Who runs next when several can (default: whoever waited longest). */
  chooser?: Chooser;
  /** Record a Trace (chapters) or not (the lab and the explorer, which only count). */
  record?: { captioner: Captioner; actors: Actor[] };
  /** The store each worker process runs (default: the lesson's; a learner's, src/yourturn). */
  makeStore?: StoreFactory;
  /** Extra observers (the explorer). */
  onStep?: (step: StoreStep, task: Task<TaskMeta> | undefined) => void;
  onStatement?: (event: StatementEvent) => void;
}

/** The lane of the scene's timed jobs. */
export const JOB_ACTOR = 'retention';

/** A scene, assembled: one fresh database shared by every worker, PayCo and the library's tables. */
export class World {
  readonly ctx: SimContext;
  readonly phones: Phone[];
  readonly workers: Workers;
  readonly payco: PayCo | undefined;
  readonly link: PaycoLink | undefined;
  /** A store instance for jobs that are not requests (retention). */
  readonly janitor: IdempotencyStore;
  private readonly network: Network;
  /** The scene as it runs now (a running scene may grow: `extend`). */
  private scene: WorldConfig;
  private started = false;

  constructor(
    SQL: SqlJsStatic,
    readonly config: WorldConfig,
  ) {
    this.scene = config;
    const db = openDatabase(SQL);
    createSchema(db);
    const sql = connectionFor(db);
    const sched = new Scheduler(config.chooser ?? firstReady);
    const prng = new Prng(config.seed);
    const profile = storyProfile(config.story);
    this.payco = profile.setUp(db, sched.clock.now);

    const recorder = config.record
      ? new TraceRecorder(
          {
            chapter: config.chapter,
            story: config.story,
            breaks: config.breaks,
            seed: config.seed,
            lockMs: config.lockMs,
            now: sched.clock.now,
            ledger: profile.ledger.table,
            stepsTaken: () => sched.stepsTaken,
            request: () => (sched.current as Task<TaskMeta> | undefined)?.meta.request,
            paycoKey: config.paycoKey && profile.provider,
          },
          sql,
          config.record.captioner,
        )
      : undefined;
    for (const actor of config.record?.actors ?? []) recorder?.actor(actor);
    const current = () => sched.current as Task<TaskMeta> | undefined;
    this.ctx = {
      db,
      sql,
      sched,
      prng,
      recorder,
      current,
      onStep: config.onStep,
      beat: recorder ? (actor, kind, detail, caption) => void recorder.beat(actor, kind, detail, caption) : () => {},
    };
    const onStatement = config.onStatement;
    if (recorder || onStatement) {
      sql.observe((event) => {
        const actor = this.ctx.acting ?? current()?.meta.actor ?? 'db';
        recorder?.statement(event, actor);
        onStatement?.(event);
      });
    }

    this.link = this.payco ? new PaycoLink(this.ctx, this.payco, config.payco) : undefined;
    const keyRequired = !config.phones.some((p) => p.keyMode === 'none');
    this.workers = new Workers(this.ctx, { ids: config.workers, lockMs: config.lockMs, variant: config.variant, faults: config.faults, route: config.route, makeStore: config.makeStore }, (_worker, store, workers) =>
      fetchHandler(
        profile.endpoint({ db, store, gateway: this.link, keyRequired, paycoKey: config.paycoKey, afterLoanInsert: () => workers.inTransaction(), claimCommitsFirst: config.claimCommitsFirst, noBodyDigest: config.noBodyDigest }),
      ),
    );
    this.janitor = new IdempotencyStore(db, { lockMs: config.lockMs, now: sched.clock.now });

    this.network = new Network(this.ctx, config.network);
    const path = profile.path;
    const wire: Wire = { dispatch: (envelope, request, message, mailbox) => this.dispatch(this.network, envelope, request, message, mailbox) };
    const counter = { sent: 0 };
    this.phones = config.phones.map((p) => new Phone(this.ctx, p, path, wire, counter, profile.reconcilePath));
    for (const job of config.jobs ?? []) this.spawnJob(job);
  }

  private spawnJob(job: Job, seq?: number): void {
    const { sched } = this.ctx;
    if (job.kind === 'prune') sched.spawn(`job:${JOB_ACTOR}`, { actor: JOB_ACTOR }, async () => this.prune(job), job.at, seq);
    else sched.spawn('tick', { actor: 'scene' }, async () => this.ctx.beat('scene', 'note', { type: 'note' }, { id: 'tick', vars: { atMs: job.at } }), job.at, seq);
  }

  /**
   * Takes on `next`, a later copy of this scene's config that only added things at the end of its
   * lists (a loss, a delay, a fault, a lost PayCo call, a job, a tap, an intent), when every one of
   * them is still ahead of where the scene stands: run on, the scene then records exactly what a
   * fresh World of `next` would. False, and nothing changed, otherwise (the caller builds afresh).
   * Tasks it adds take the seqs they would have had at the start (see core/sim/extension.ts). A lane
   * the new things need (the retention job's) is the recorder's to add at the end (lanes come last).
   */
  extend(scene: SceneConfig): boolean {
    const old = this.scene;
    // What runs the scene (story, seed, recorder…) stays; `scene` is only the scene's data.
    const next: WorldConfig = { ...this.config, ...scene };
    if (!this.started || !sameBesides(old, next, ['network', 'payco', 'faults', 'jobs', 'phones']) || next.phones.length !== old.phones.length) return false;
    const now = this.ctx.sched.clock.now();
    const seqs = new StartSeqs();
    // The order the constructor and start() spawn in: kills and restarts on the clock, jobs, each phone's taps.
    const timers = Workers.timers(old.faults);
    const jobsEnd = timers + (old.jobs?.length ?? 0);
    const jobs = grownTail(old.jobs, next.jobs);
    const phoneStarts = old.phones.map((_, i) => jobsEnd + old.phones.slice(0, i).reduce((n, q) => n + Phone.starts(q), 0));
    const parts: Extension[] = [
      this.network.extendTo(next.network),
      this.link ? this.link.extendTo(next.payco) : JSON.stringify(old.payco) === JSON.stringify(next.payco) ? () => {} : undefined,
      this.workers.extendTo(next.faults, () => seqs.before(timers)),
      jobs?.every((j) => j.at > now) ? () => jobs.forEach((j) => this.spawnJob(j, seqs.before(jobsEnd))) : undefined,
      ...this.phones.map((phone, i) => phone.extendTo(next.phones[i]!, (position) => seqs.before(phoneStarts[i]! + position))),
    ];
    if (parts.some((part) => part === undefined)) return false;
    for (const part of parts) part!();
    this.scene = next;
    return true;
  }

  /** The retention job: deletes the keys older than its window, and says how many. */
  private prune(job: PruneJob): void {
    const before = this.ctx.recorder?.snapshot().idempotencyKeys ?? [];
    const deleted = this.janitor.prune(job.retentionMs);
    // Which tickets went, so the caption names them (and only them); none is a sentence of its own.
    const left = new Set(this.ctx.recorder?.snapshot().idempotencyKeys.map((r) => r.key));
    const gone = before.filter((r) => !left.has(r.key)).map((r) => ticketOf(r.key));
    const id = deleted === 0 ? 'prune.none' : deleted === 1 ? 'prune' : 'prune.many';
    this.ctx.beat(JOB_ACTOR, 'prune', { type: 'prune', deleted, retentionMs: job.retentionMs }, { id, vars: { deleted, windowMs: job.retentionMs, ticketList: gone.join(',') } });
  }

  /** Runs the scene to its end. */
  async run(): Promise<void> {
    this.start();
    await this.advance();
  }

  /** The phones begin: their taps are spawned. Once. */
  start(): void {
    if (this.started) return;
    this.started = true;
    for (const phone of this.phones) phone.start();
  }

  /**
   * Runs the scene (started) on, to its end (true), or until `untilStep` scheduler steps have run
   * (false: more is left; a later call goes on exactly as if it had never stopped).
   */
  async advance(untilStep = Infinity): Promise<boolean> {
    const over = await this.ctx.sched.run(untilStep);
    if (over) {
      for (const task of this.ctx.sched.all()) {
        if (task.status === 'failed') throw task.error;
      }
    }
    return over;
  }

  /**
   * What the scene's script asked for that never happened, as notes to close it with: a loss or a
   * delay of a message never sent, a lost answer to a PayCo call never made, a crash or pause at a
   * visit never reached, a kill of a worker already down. (A learner's action whose moment never came
   * is named, not silently dropped.) Only losses and delays that name one message exactly are told.
   */
  unfired(): CaptionRef[] {
    const notes: CaptionRef[] = [];
    const { lose, delay } = this.network.unused();
    const exact = (m: EnvelopeMatch): m is Required<Omit<EnvelopeMatch, 'sent'>> => m.direction !== undefined && m.phone !== undefined && m.intent !== undefined && m.tap !== undefined && m.attempt !== undefined;
    const message = (what: 'lose' | 'delay') => (m: EnvelopeMatch) => {
      if (!exact(m)) return;
      notes.push({ id: `unfired.${what}.${m.direction}`, vars: { phone: m.phone, intent: m.intent, tap: m.tap, attempt: m.attempt, request: requestIdOf(m) } });
    };
    lose.forEach(message('lose'));
    delay.forEach(message('delay'));
    for (const { call, made } of this.link?.unusedLosses() ?? []) notes.push({ id: made ? 'unfired.lose-payco.cut' : 'unfired.lose-payco', vars: { call } });
    for (const { fault, reached } of this.workers.unused()) {
      // A pause names its length: two pauses at one visit are two things set, and both are told.
      const pause: Record<string, number> = fault.kind === 'pause' ? { forMs: fault.forMs } : {};
      if (atPoint(fault)) notes.push({ id: `unfired.${fault.kind}${reached ? '.cut' : ''}`, vars: { worker: fault.worker, point: fault.at, visit: fault.occurrence ?? 1, ...pause } });
      else if (fault.kind === 'kill') notes.push({ id: 'unfired.kill', vars: { worker: fault.worker, atMs: fault.atMs } });
    }
    // The same thing set twice (two losses of one message) never happened once: one note tells both.
    return [...new Map(notes.map((note) => [JSON.stringify(note), note])).values()];
  }

  /** The recorded Trace (only when `record` was given). */
  trace(): Trace {
    if (!this.ctx.recorder) throw new Error('this world was not recorded');
    return this.ctx.recorder.finish();
  }

  private dispatch(network: Network, envelope: Parameters<Wire['dispatch']>[0], request: Request, message: Parameters<Wire['dispatch']>[2], mailbox: Parameters<Wire['dispatch']>[3]): void {
    this.ctx.sched.spawn(envelope.requestId, { actor: 'network', request: envelope.requestId } as TaskMeta, async () => {
      let worker: string | undefined;
      const arrive = () => (worker = this.workers.route(envelope)) ?? 'shop';
      if (!(await network.carry(envelope, message, envelope.phone, arrive))) return;
      if (worker === undefined) return; // no worker is up: nobody picks the request up
      const reply: Reply | undefined = await this.workers.serve(worker, request, message);
      if (!reply) return;
      const task = this.ctx.current()!;
      task.meta.actor = 'network';
      const answer = { ...message, headers: reply.headers, status: reply.status, body: reply.body };
      const delivered = await network.carry({ ...envelope, direction: 'response' }, answer, worker, envelope.phone, () => mailbox.closed);
      if (delivered) mailbox.put({ ...reply, worker });
    });
  }
}
