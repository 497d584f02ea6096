import type { Database, SqlJsStatic } from 'sql.js';
import type { ChargeLookup, PaymentGateway } from '../http/checkout';
import type { Endpoint } from '../http/endpoint';
import { plainProblem } from '../http/responses';
import { Prng } from '../sim/prng';
import { connectionFor, type Connection } from '../sqlite/connection';
import { openDatabase } from '../sqlite/openDatabase';
import { IdempotencyStore, type KeyStore, type StoreStep, type StoreVariant } from '../store/IdempotencyStore';
import type { StoreFactory } from '../sim/workerStore';
import { createSchema } from '../store/schema';
import { storyProfile, type StoryProfile } from '../stories';
import type { LabVersion } from '../trace/types';
import { outcomeOf, type AttemptLine, type LabKeyMaker, type LabSettings, type LabTally, type OrderLog } from './labLog';

export { outcomeOf } from './labLog';
export type { AttemptLine, LabKeyMaker, LabSettings, LabTally, OrderLog } from './labLog';

const EXAMPLES = 12;

/** The lab store's lockMs (its clock stands still, unless a run sets crashes). */
const LAB_LOCK_MS = 5_000;

/**
 * Crashes the honest limit's takeover run sets: every `every`-th checkout's first attempt dies just
 * before its work, its claim left in flight; the phone hears nothing and comes back once lockMs is past.
 */
export interface LabCrashes {
  every: number;
}

/** What a run's store is, when it is not the lesson's correct one, and how its keys are made. */
export interface LabRunOptions {
  /** Only for tests that need a key reused on purpose; the lab's keys come from the seed. */
  newKey?: LabKeyMaker;
  /** The store with teaching mistakes in it (the lab's honest limit: in one process they cannot race). */
  variant?: Partial<StoreVariant>;
  /** Crashes before the work (the honest limit's takeover run); none by default. */
  crashes?: LabCrashes;
  /** Another store in the lab's one process (a learner's, src/yourturn), made over the run's database. */
  makeStore?: StoreFactory;
}

/** A lab process dying at its crash point (not an error of the store's). */
class LabCrash extends Error {}

/**
 * One version of the l4 experiment on its own fresh database: the phone's checkouts run one at a
 * time (`checkout()`), so a caller can pause between them (the page's worker yields to its messages,
 * and reports progress). The ledger is counted in slices: a checkout's charges are contiguous rows,
 * and a tally only ever happens between checkouts, so every slice holds whole orders.
 */
export class LabVersionRun {
  readonly db: Database;
  /** Checkouts finished. */
  done = 0;
  private readonly sql: Connection;
  private readonly endpoint: Endpoint;
  private readonly losses: Prng;
  private readonly keys: Prng;
  private readonly profile: StoryProfile;
  private readonly log: (AttemptLine & { key: string | null })[] = [];
  /** Where each checkout's lines start in `log` (index = order). */
  private readonly starts: number[] = [0, 0];
  private readonly gaveUpOrders: number[] = [];
  private gaveUp = 0;
  private refused = 0;
  private readonly newKey: LabKeyMaker;
  /** The lab's clock, in ms: it moves only when a crash makes the phone wait out lockMs. */
  private clockMs = 0;
  /** The next request's process dies at its crash point. */
  private dying = false;
  /** Processes that died at their crash point, and takeovers of the locks they left, as the store's steps say. */
  readonly faults = { crashes: 0, takeovers: 0 };
  private counted = { lastRowid: 0, charges: 0, doubled: 0, perOrder: {} as Record<number, number>, doubledExamples: [] as { order: number; charges: number }[] };

  private readonly crashes: LabCrashes | undefined;
  /** The store is not the lesson's (`makeStore`): its own errors are answered, not the lab's to stop on. */
  private readonly otherStore: boolean;

  constructor(
    SQL: SqlJsStatic,
    readonly version: LabVersion,
    readonly settings: LabSettings,
    { newKey, variant, crashes, makeStore }: LabRunOptions = {},
  ) {
    this.db = openDatabase(SQL);
    createSchema(this.db);
    this.sql = connectionFor(this.db);
    this.crashes = crashes;
    this.otherStore = makeStore !== undefined;
    // The lab's clock stands still (no lock goes stale) unless a crash leaves one: then it moves past lockMs.
    const now = () => this.clockMs;
    const crashing = crashes
      ? {
          pause: async (point: string) => this.crashAt(point),
          onStep: (step: StoreStep) => {
            if (step.step === 'took-over') this.faults.takeovers++;
          },
        }
      : {};
    // Another store runs as the lab's one process would: alive throughout, nothing else in flight.
    const store = makeStore
      ? makeStore(this.db, { worker: 'worker-1', lockMs: LAB_LOCK_MS, now, variant, pause: crashing.pause ?? (async () => {}), onStep: crashing.onStep ?? (() => {}), alive: () => true, current: () => undefined, actAs: (body) => body() })
      : new IdempotencyStore(this.db, { lockMs: LAB_LOCK_MS, now, ...(variant ? { variant } : {}), ...crashing });
    this.profile = storyProfile(settings.story);
    this.endpoint = labEndpoint(this.profile, this.db, store);
    this.losses = new Prng(settings.seed).fork('lab:network');
    this.keys = new Prng(settings.seed).fork(`lab:keys:${version}`);
    this.newKey = newKey ?? (() => this.keys.uuid());
  }

  get finished(): boolean {
    return this.done >= this.settings.checkouts;
  }

  /** The phone makes the next checkout: up to `attempts` tries, each answer lost with probability `loss`. */
  async checkout(): Promise<void> {
    const i = ++this.done;
    const { attempts, loss } = this.settings;
    const body = JSON.stringify(this.profile.labBody(i));
    const intentKey = this.newKey();
    let outcome: ReturnType<typeof outcomeOf> = 'retry';
    for (let attempt = 1; attempt <= attempts && outcome === 'retry'; attempt++) {
      const headers: Record<string, string> = { authorization: 'Bearer phone', 'content-type': 'application/json' };
      const key = this.version === 'no-key' ? null : this.version === 'same-key' ? intentKey : this.newKey();
      if (key !== null) headers['idempotency-key'] = key;
      this.dying = this.crashes !== undefined && attempt === 1 && i % this.crashes.every === 0;
      const response = await this.endpoint({ method: 'POST', path: this.profile.path, headers, body }).catch((error: unknown) => {
        if (error instanceof LabCrash) return undefined;
        // Another store's own failure (a learner's throws) is the framework's 500, as a server answers it.
        if (this.otherStore) return plainProblem(500, 'internal_error', error instanceof Error ? error.message : String(error));
        throw error;
      });
      if (response === undefined) {
        // The process died holding the claim: no answer comes, and the phone tries again once lockMs is past.
        this.log.push({ answered: false, key });
        this.clockMs += LAB_LOCK_MS + 1;
        continue;
      }
      if (this.losses.chance(loss)) {
        this.log.push({ answered: false, key });
        continue;
      }
      this.log.push({ answered: true, status: response.status, key });
      outcome = outcomeOf(response.status, response.headers);
    }
    if (outcome === 'refused') this.refused++;
    if (outcome === 'retry') {
      this.gaveUp++;
      if (this.gaveUpOrders.length < EXAMPLES) this.gaveUpOrders.push(i);
    }
    this.starts[i + 1] = this.log.length;
  }

  /**
   * The version's figures so far. Only the ledger rows added since the last tally are read (by rowid),
   * so tallying often stays cheap; call it between checkouts.
   */
  tally(): LabTally {
    const { table, owner } = this.profile.ledger;
    const c = this.counted;
    const last = this.sql.peek<{ last: number }>(`SELECT COALESCE(MAX(rowid), 0) AS last FROM ${table}`)[0]!.last;
    if (last > c.lastRowid) {
      const slice = [c.lastRowid, last];
      const histogram = this.sql.peek<{ n: number; orders: number }>(
        `SELECT n, COUNT(*) AS orders FROM (SELECT COUNT(*) AS n FROM ${table} WHERE rowid > ? AND rowid <= ? GROUP BY ${owner}) GROUP BY n`,
        slice,
      );
      for (const { n, orders } of histogram) {
        c.charges += n * orders;
        if (n > 1) c.doubled += orders;
        c.perOrder[n] = (c.perOrder[n] ?? 0) + orders;
      }
      if (c.doubledExamples.length < EXAMPLES && histogram.some((h) => h.n > 1)) {
        const rows = this.sql.peek<{ who: string; n: number }>(
          `SELECT ${owner} AS who, COUNT(*) AS n FROM ${table} WHERE rowid > ? AND rowid <= ? GROUP BY ${owner} HAVING COUNT(*) > 1 ORDER BY MIN(rowid) LIMIT ?`,
          [...slice, EXAMPLES - c.doubledExamples.length],
        );
        for (const r of rows) c.doubledExamples.push({ order: this.profile.orderOf(r.who), charges: r.n });
      }
      c.lastRowid = last;
    }
    return {
      row: { version: this.version, charges: c.charges, doubleCharged: c.doubled, gaveUp: this.gaveUp, refused: this.refused, calls: this.log.length },
      chargesPerOrder: { ...c.perOrder },
      examples: { doubled: [...c.doubledExamples], gaveUp: [...this.gaveUpOrders] },
    };
  }

  /** The store's pause point: the process meant to die here dies, just before its work. */
  private async crashAt(point: string): Promise<void> {
    if (point !== 'work' || !this.dying) return;
    this.dying = false;
    this.faults.crashes++;
    throw new LabCrash();
  }

  /** The phone's log for one finished checkout. */
  order(order: number): OrderLog {
    if (!(Number.isInteger(order) && order >= 1 && order <= this.done)) throw new RangeError(`Number ${order} did not run in this version (it ran ${this.done}).`);
    const lines = this.log.slice(this.starts[order], this.starts[order + 1]);
    const last = lines[lines.length - 1];
    const outcome = last?.answered ? outcomeOf(last.status!) : 'retry';
    return {
      version: this.version,
      order,
      owner: this.profile.ownerOf(order),
      intentKey: this.version === 'same-key' ? (lines[0]?.key ?? null) : null,
      attempts: lines.map(({ answered, status }) => (answered ? { answered, status: status! } : { answered })),
      gaveUp: outcome === 'retry',
      refused: outcome === 'refused',
    };
  }

  /** How many charges (loans) the ledger holds for one order. */
  ledgerCharges(order: number): number {
    const { table, owner } = this.profile.ledger;
    return this.sql.peek<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE ${owner} = ?`, [this.profile.ownerOf(order)])[0]!.n;
  }

  close(): void {
    this.db.close();
  }
}

/** The story's endpoint as the lab runs it: PayCo answers at once, and gets no key from the shop, as in the lesson. */
function labEndpoint(profile: StoryProfile, db: Database, store: KeyStore): Endpoint {
  const payco = profile.setUp(db, () => 0);
  const gateway: (PaymentGateway & ChargeLookup) | undefined = payco && { charge: async (request) => payco.charge(request), chargesFor: async (orderId) => payco.chargesFor(orderId) };
  return profile.endpoint({ db, store, gateway, keyRequired: false, paycoKey: false });
}

/**
 * The same-key version run again on another store: one with teaching mistakes in it (and crashes, if
 * any), or a learner's (src/yourturn). Its tally, and the crashes and takeovers it had.
 */
export async function sameKeyTally(SQL: SqlJsStatic, settings: LabSettings, store: LabRunOptions, onCheckout?: (done: number) => void): Promise<LabTally & LabVersionRun['faults']> {
  const run = new LabVersionRun(SQL, 'same-key', settings, store);
  try {
    while (!run.finished) {
      await run.checkout();
      onCheckout?.(run.done);
    }
    return { ...run.tally(), ...run.faults };
  } finally {
    run.close();
  }
}
