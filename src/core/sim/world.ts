import type { SqlJsStatic } from 'sql.js';
import { createCheckoutHandler } from '../http/checkout';
import { createLibrarySchema, createLoansHandler } from '../http/loans';
import { PayCo } from '../provider/PayCo';
import { connectionFor, type StatementEvent } from '../sqlite/connection';
import { openDatabase } from '../sqlite/openDatabase';
import { IdempotencyStore, type StoreStep, type StoreVariant } from '../store/IdempotencyStore';
import { createSchema } from '../store/schema';
import { TraceRecorder, type Captioner } from '../trace/recorder';
import type { Actor, BreakId, ChapterId, StoryId, Trace } from '../trace/types';
import type { SimContext, TaskMeta } from './context';
import type { Fault } from './faults';
import { PaycoLink, type PaycoLinkConfig } from './gateway';
import { Network, type NetworkConfig } from './network';
import { Phone, type PhoneConfig, type Reply, type Wire } from './phone';
import { Prng } from './prng';
import { Scheduler, firstReady, type Chooser, type Task } from './scheduler';
import { Workers, type Router } from './workers';

/** A timed job in the scene (the retention job that prunes old keys). */
export interface Job {
  at: number;
  actor: string;
  run(world: World): void;
}

/** Everything that defines a scene; with the same config, a run is byte-for-byte the same. */
export interface WorldConfig {
  story: StoryId;
  chapter: ChapterId;
  breaks: BreakId[];
  seed: number;
  lockMs: number;
  /** The store's teaching variant (off ⇒ the correct store). */
  variant?: Partial<StoreVariant>;
  /** PayFlow: does the shop send its own key (`charge:<order>`) to PayCo? */
  paycoKey: boolean;
  workers: string[];
  network: NetworkConfig;
  payco: PaycoLinkConfig;
  phones: PhoneConfig[];
  faults?: Fault[];
  route?: Router;
  jobs?: Job[];
  /** Who runs next when several can (default: whoever waited longest). */
  chooser?: Chooser;
  /** Record a Trace (chapters) or not (the lab and the explorer, which only count). */
  record?: { captioner: Captioner; actors: Actor[] };
  /** Extra observers (the explorer). */
  onStep?: (step: StoreStep, task: Task<TaskMeta> | undefined) => void;
  onStatement?: (event: StatementEvent) => void;
}

/** A scene, assembled: one fresh database shared by every worker, PayCo and the library's tables. */
export class World {
  readonly ctx: SimContext;
  readonly phones: Phone[];
  readonly workers: Workers;
  readonly payco: PayCo | undefined;
  readonly link: PaycoLink | undefined;
  /** A store instance for jobs that are not requests (retention). */
  readonly janitor: IdempotencyStore;

  constructor(
    SQL: SqlJsStatic,
    readonly config: WorldConfig,
  ) {
    const db = openDatabase(SQL);
    createSchema(db);
    const sql = connectionFor(db);
    const sched = new Scheduler(config.chooser ?? firstReady);
    const prng = new Prng(config.seed);
    if (config.story === 'payflow') this.payco = new PayCo(db, sched.clock.now);
    else createLibrarySchema(db);

    const recorder = config.record
      ? new TraceRecorder({ chapter: config.chapter, story: config.story, breaks: config.breaks, seed: config.seed, lockMs: config.lockMs, now: sched.clock.now }, sql, config.record.captioner)
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
        const actor = current()?.meta.actor ?? 'db';
        recorder?.statement(event, actor);
        onStatement?.(event);
      });
    }

    this.link = this.payco ? new PaycoLink(this.ctx, this.payco, config.payco) : undefined;
    const keyRequired = !config.phones.some((p) => p.keyMode === 'none');
    this.workers = new Workers(this.ctx, { ids: config.workers, lockMs: config.lockMs, variant: config.variant, faults: config.faults, route: config.route }, (_worker, store, workers) =>
      config.story === 'payflow'
        ? createCheckoutHandler({ store, payco: this.link!, keyRequired, paycoKey: config.paycoKey })
        : createLoansHandler({ db, store, afterLoanInsert: () => workers.inTransaction() }),
    );
    this.janitor = new IdempotencyStore(db, { lockMs: config.lockMs, now: sched.clock.now });

    const network = new Network(this.ctx, config.network);
    const path = config.story === 'payflow' ? '/checkout' : '/loans';
    const wire: Wire = { dispatch: (envelope, request, message, mailbox) => this.dispatch(network, envelope, request, message, mailbox) };
    const counter = { sent: 0 };
    this.phones = config.phones.map((p) => new Phone(this.ctx, p, path, wire, counter));
    for (const job of config.jobs ?? []) {
      sched.spawn(`job:${job.actor}`, { actor: job.actor }, async () => job.run(this), job.at);
    }
  }

  /** Runs the scene to its end. */
  async run(): Promise<void> {
    for (const phone of this.phones) phone.start();
    await this.ctx.sched.run();
    for (const task of this.ctx.sched.all()) {
      if (task.status === 'failed') throw task.error;
    }
  }

  /** The recorded Trace (only when `record` was given). */
  trace(): Trace {
    if (!this.ctx.recorder) throw new Error('this world was not recorded');
    return this.ctx.recorder.finish();
  }

  private dispatch(network: Network, envelope: Parameters<Wire['dispatch']>[0], request: Request, message: Parameters<Wire['dispatch']>[2], mailbox: Parameters<Wire['dispatch']>[3]): void {
    this.ctx.sched.spawn(envelope.requestId, { actor: 'network' } as TaskMeta, async () => {
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
