import type { SqlJsStatic } from 'sql.js';
import type { StatementEvent } from '../sqlite/connection';
import type { StoreStep } from '../store/IdempotencyStore';
import type { IdempotencyRow } from '../store/schema';
import type { Fault } from '../sim/faults';
import type { Chooser } from '../sim/scheduler';
import type { StoreFactory } from '../sim/workerStore';
import type { Captioner } from '../trace/recorder';
import { World, type WorldConfig } from '../sim/world';
import { captionBeat } from '../trace/captioner';
import type { Trace } from '../trace/types';
import { lanesOf } from '../sim/lanes';
import { chargedOnce, ledgerCounts } from '../checks';
import { faultsVar } from './scheduleFaults';
import { breaksIn, brokenInvariants, describeSwitches, switchesOf, type ExplorerVariant, type InvariantId, type Schedule, type Switches, type Violation } from './schedule';

export const EXPLORER_LOCK_MS = 5_000;

export interface RunResult {
  violations: Violation[];
  /** Options at each scheduling decision (for the exhaustive search). */
  branching: number[];
}

export interface RunOptions {
  /**
   * Return the run's Trace as a replay for the player: with its opening and closing captions and the
   * `explorer` field. (Every run is recorded, because the checks judge the Trace.)
   */
  record?: boolean;
  /** Override the schedule's choices with a chooser (the exhaustive search). */
  chooser?: Chooser;
  /** Route round robin instead of from the choices. */
  roundRobin?: boolean;
  /** Another store in every worker (a learner's, src/yourturn), told by its own captioner. */
  store?: OtherStore;
}

/** A store that is not the lesson's, for the explorer to search (its switches then only set the clients and PayCo). */
export interface OtherStore {
  /** Its name in the replay's opening caption (`YOUR_STORE` for the learner's, which narration words). */
  name: string;
  /** A fresh factory for each schedule (one run's workers share it). */
  stores(): StoreFactory;
  captioner: Captioner;
}

/**
 * Runs one schedule against the real store and judges it: the scene checks of core/checks on its
 * Trace where an invariant is one of theirs, the Monitor's watch of the store's steps for the rest.
 */
export async function runSchedule(
  SQL: SqlJsStatic,
  variant: ExplorerVariant | Switches,
  schedule: Schedule,
  options: RunOptions = {},
): Promise<RunResult & { trace?: Trace }> {
  const switches = typeof variant === 'string' ? switchesOf(variant) : variant;
  let cursor = 0;
  const pick = (n: number) => (schedule.choices[cursor++] ?? 0) % n;
  const workers = Array.from({ length: schedule.workers }, (_, i) => `worker-${i + 1}`);
  const faults: Fault[] = [];
  if (schedule.crash) faults.push({ kind: 'crash', worker: workers[schedule.crash.worker % workers.length]!, at: schedule.crash.at, occurrence: schedule.crash.occurrence });
  if (schedule.pause) faults.push({ kind: 'pause', worker: workers[schedule.pause.worker % workers.length]!, at: schedule.pause.at, occurrence: schedule.pause.occurrence, forMs: schedule.pause.forMs, untilTakeover: schedule.pause.untilTakeover });

  const monitor = new Monitor();
  const taps = [...schedule.taps].sort((a, b) => a - b);
  const config: WorldConfig = {
    story: 'payflow',
    chapter: 'double-click',
    breaks: [],
    seed: 1,
    lockMs: EXPLORER_LOCK_MS,
    variant: { claim: switches.claim, takeover: switches.takeover, fencing: switches.fencing },
    paycoKey: switches.paycoKey,
    workers,
    network: { latencyMs: 100, lose: schedule.lostResponses.map((sent) => ({ direction: 'response' as const, sent })) },
    payco: { latencyMs: 100, timeoutMs: 2_000, lose: schedule.paycoFailures.map((call) => ({ call, direction: 'response' as const })) },
    phones: [
      {
        id: 'phone',
        client: 'phone',
        keyMode: switches.keyMode,
        timeoutMs: 3_000,
        maxAttempts: 4,
        backoff: { baseMs: 500, factor: 2, maxMs: 4_000 },
        intents: [{ at: taps[0]!, body: { orderId: 'o1', cart: { scarf: 1 } }, moreTaps: taps.slice(1).map((t) => t - taps[0]!) }],
      },
    ],
    faults,
    chooser: options.chooser ?? ((ready) => pick(ready.length)),
    route: options.roundRobin ? undefined : (_e, live) => (live.length > 1 ? live[pick(live.length)]! : live[0]!),
    onStep: (step) => monitor.step(step),
    onStatement: (event) => monitor.statement(event),
    record: { captioner: options.store?.captioner ?? captionBeat, actors: lanesOf('payflow', { phones: [{ id: 'phone' }], workers }) },
    makeStore: options.store?.stores(),
  };
  const world = new World(SQL, config);
  monitor.attach(world);
  const name = options.store?.name ?? (typeof variant === 'string' ? variant : describeSwitches(variant));
  if (options.record) {
    world.ctx.beat('scene', 'note', { type: 'note' }, {
      id: 'race.intro',
      vars: { variant: name, taps: taps.length, workers: workers.length, scheduleFaults: faultsVar(schedule) },
    });
  }
  await world.run();
  const violations = monitor.finish(world, world.trace());
  const result: RunResult & { trace?: Trace } = { violations, branching: [...world.ctx.sched.branching] };
  if (options.record) {
    const broken = brokenInvariants(violations);
    world.ctx.beat('scene', 'note', { type: 'note' }, broken.length ? { id: 'race.outro', vars: { brokenInvariants: broken.join(',') } } : { id: 'race.outro.held' });
    const trace = world.trace();
    trace.explorer = { variant: name, breaks: breaksIn(switches), violations: violations.map((v) => `${v.invariant}: ${v.message}`) };
    result.trace = trace;
  }
  world.ctx.db.close();
  return result;
}

/**
 * Watches the run: a shadow of `idempotency_keys` taken after every write, so each step of the store
 * can be judged against the row as it was just before that write.
 */
class Monitor {
  private world: World | undefined;
  private rows = new Map<string, IdempotencyRow>();
  private before = new Map<string, IdempotencyRow>();
  private readonly violations: Violation[] = [];
  private works = 0;
  private secondChances = 0;

  attach(world: World): void {
    this.world = world;
  }

  statement(event: StatementEvent): void {
    if (!/idempotency_keys/.test(event.sql) || /^\s*SELECT/i.test(event.sql)) return;
    this.before = this.rows;
    const rows = this.world!.ctx.sql.peek<IdempotencyRow>('SELECT * FROM idempotency_keys');
    this.rows = new Map(rows.map((r) => [r.key, r]));
  }

  step(step: StoreStep): void {
    const row = this.before.get(step.key);
    const mine = (token: number) => row !== undefined && row.status === 'in_flight' && row.locked_at === token;
    switch (step.step) {
      case 'work-started':
        this.works++;
        return;
      case 'took-over':
        this.secondChances++;
        if (!mine(step.oldLockedAt)) this.violate('one-takeover', `took over ${step.key} from locked_at ${step.oldLockedAt}, but the row already said ${describe(row)}`);
        return;
      case 'released':
        this.secondChances++;
        if (!mine(step.lockedAt)) this.violate('claim-kept', `a worker holding locked_at ${step.lockedAt} deleted ${step.key} while it was ${describe(row)}`);
        return;
      case 'saved':
        // A first save by a worker that never claimed (SELECT-then-INSERT) replaces nothing when no row exists.
        if (row !== undefined && !mine(step.lockedAt)) this.violate('answer-kept', `a worker holding locked_at ${step.lockedAt} saved over ${step.key} while it was ${describe(row)}`);
        return;
    }
  }

  /** The run's violations: the store's steps (already judged), then the Trace's and the phones'. */
  finish(world: World, trace: Trace): Violation[] {
    // The same property as the scene check `charged-once`, so the check judges it; the message counts
    // the order's charges at the end (the explorer's one order).
    const charged = chargedOnce(trace);
    if (!charged.holds) {
      const owner = String(charged.facts!.owner);
      this.violate('no-double-charge', `order ${owner} was charged ${ledgerCounts(trace, trace.beats.at(-1)!.state).get(owner)} times`);
    }
    const seen = new Set<string>();
    for (const line of world.phones.flatMap((p) => p.log)) {
      if (line.status !== undefined && line.status < 300) seen.add(String((line.body as { chargeId?: string }).chargeId));
    }
    if (seen.size > 1) this.violate('same-charge', `the client saw ${seen.size} different charges: ${[...seen].sort().join(', ')}`);
    if (this.works > 1 + this.secondChances) {
      this.violate('work-once', `the work ran ${this.works} times with ${this.secondChances} takeover(s) or release(s)`);
    }
    return this.violations;
  }

  private violate(invariant: InvariantId, message: string): void {
    this.violations.push({ invariant, message });
  }
}


function describe(row: IdempotencyRow | undefined): string {
  return row ? `${row.status}, locked_at ${row.locked_at}` : 'gone';
}

