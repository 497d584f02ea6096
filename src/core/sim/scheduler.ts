import { VirtualClock } from './clock';

/** What a task is doing, as the scheduler sees it. */
export type TaskStatus = 'parked' | 'running' | 'done' | 'failed' | 'dead';

/** A task of the simulation: a request in flight, a phone's tap, a timer. */
export interface Task<M = unknown> {
  readonly id: number;
  readonly name: string;
  /** Whatever the owner attached (the simulation puts the worker serving the task here). */
  readonly meta: M;
  status: TaskStatus;
  /** Where it is parked: an await point of the store (`claim`, `save`, …), a network hop, `wait`, … */
  label: string;
  /** Virtual time from which it may run. */
  readyAt: number;
  /** Order of parking; with `readyAt` it makes the ready list's order total and deterministic. */
  seq: number;
  /** Set when the body threw something other than a crash. */
  error?: unknown;
}

/**
 * Picks which ready task runs next: an index into `ready` (sorted by ready time, then by the order
 * they parked). Called only when two or more tasks are ready.
 */
export type Chooser = (ready: readonly Task[], decision: number) => number;

/** The default chooser: the task that has waited longest goes first (round robin at equal times). */
export const firstReady: Chooser = () => 0;

interface Internal<M> extends Task<M> {
  resume?: () => void;
  mailbox?: Mailbox<unknown>;
}

/**
 * A cooperative, deterministic scheduler over a virtual clock. Exactly one task runs at a time,
 * from one park to the next; at every park the scheduler decides who goes next (from a script or a
 * seed, through the `Chooser`). When nobody is ready it moves the clock to the next timer. A task
 * that is killed is simply never resumed, like a process that died mid-step.
 */
export class Scheduler {
  readonly clock: VirtualClock;
  /** How many choices among two or more ready tasks were made, and how many options each had. */
  readonly branching: number[] = [];
  private readonly tasks: Internal<unknown>[] = [];
  private seq = 0;
  private nextId = 1;
  private running: Internal<unknown> | undefined;
  private settleStep: (() => void) | undefined;
  private steps = 0;

  constructor(
    private readonly chooser: Chooser = firstReady,
    clock: VirtualClock = new VirtualClock(),
    /** A runaway guard: a scene that takes more steps than this is a bug in the scene. */
    private readonly maxSteps = 100_000,
  ) {
    this.clock = clock;
  }

  /** The task running right now (the caller of `point`, `sleep`, …). */
  get current(): Task | undefined {
    return this.running;
  }

  /**
   * Registers a task; it starts when the scheduler picks it, no earlier than `atMs`. `seq` places it
   * among tasks ready at the same time (default: after every task so far): a task added to a scene
   * already running, as if it had been spawned at the start, passes the seq it would have had then
   * (a fraction between its neighbours' — seq only orders).
   */
  spawn<M>(name: string, meta: M, body: () => Promise<void>, atMs = this.clock.now(), seq = this.seq++): Task<M> {
    const task: Internal<M> = { id: this.nextId++, name, meta, status: 'parked', label: 'start', readyAt: atMs, seq };
    task.resume = () => {
      body().then(
        () => this.finish(task, 'done'),
        (error: unknown) => {
          task.error = error;
          this.finish(task, 'failed');
        },
      );
    };
    this.tasks.push(task as Internal<unknown>);
    return task;
  }

  /** A decision point: the current task parks, ready at once; the scheduler may let another run first. */
  point(label: string): Promise<void> {
    return this.park(label, this.clock.now());
  }

  /** The current task parks until `ms` from now. */
  sleep(ms: number, label: string): Promise<void> {
    return this.park(label, this.clock.now() + Math.max(0, ms));
  }

  /** Makes a parked task ready now, before the time it slept until (a frozen process woken early). */
  wakeNow(task: Task): void {
    this.wake(task as Internal<unknown>);
  }

  /** The current task waits for `mailbox` to be filled, at most `timeoutMs`; undefined on timeout. */
  async receive<T>(mailbox: Mailbox<T>, timeoutMs: number, label = 'wait'): Promise<T | undefined> {
    if (!mailbox.filled) {
      const task = this.running!;
      task.mailbox = mailbox as Mailbox<unknown>;
      mailbox.waiter = () => this.wake(task);
      await this.park(label, this.clock.now() + timeoutMs);
      task.mailbox = undefined;
      mailbox.waiter = undefined;
    }
    if (!mailbox.filled) mailbox.closed = true;
    return mailbox.value;
  }

  /** Kills a task: it is never resumed again (a crash). Killing the running task parks it for good. */
  kill(task: Task): void {
    const t = task as Internal<unknown>;
    if (t.status === 'done' || t.status === 'failed') return;
    t.status = 'dead';
    t.resume = undefined;
    if (t === this.running) {
      this.running = undefined;
      this.settleStep?.();
    }
  }

  /** A promise that never settles: what a killed running task awaits. */
  readonly never = (): Promise<never> => new Promise<never>(() => {});

  /** All tasks that were spawned, in order. */
  all(): readonly Task[] {
    return this.tasks;
  }

  /** How many steps have run (one step: one task, from one park to the next). */
  get stepsTaken(): number {
    return this.steps;
  }

  /**
   * Runs until no task can ever run again (all finished, dead, or waiting with no timer): true. Or,
   * given `untilStep`, stops once that many steps have run, before the clock moves on: false if
   * something is left to run (a later `run` goes on from there, exactly as if it had never stopped).
   */
  async run(untilStep = Infinity): Promise<boolean> {
    for (;;) {
      const ready = this.readyNow();
      if (ready.length === 0) {
        const next = this.nextTimer();
        if (next === undefined) return true;
        if (this.steps >= untilStep) return false;
        this.clock.advanceTo(next);
        continue;
      }
      if (this.steps >= untilStep) return false;
      let pick = 0;
      if (ready.length > 1) {
        pick = this.chooser(ready, this.branching.length);
        if (!(pick >= 0 && pick < ready.length)) throw new RangeError(`the chooser picked ${pick} of ${ready.length}`);
        this.branching.push(ready.length);
      }
      if (++this.steps > this.maxSteps) throw new Error(`the scene did not settle within ${this.maxSteps} steps`);
      await this.step(ready[pick]!);
    }
  }

  private readyNow(): Internal<unknown>[] {
    const now = this.clock.now();
    const ready = this.tasks.filter((t) => t.status === 'parked' && t.readyAt <= now);
    return ready.sort((x, y) => x.readyAt - y.readyAt || x.seq - y.seq);
  }

  private nextTimer(): number | undefined {
    let next: number | undefined;
    for (const t of this.tasks) {
      if (t.status === 'parked' && Number.isFinite(t.readyAt) && (next === undefined || t.readyAt < next)) next = t.readyAt;
    }
    return next;
  }

  private step(task: Internal<unknown>): Promise<void> {
    const settled = new Promise<void>((resolve) => (this.settleStep = resolve));
    const resume = task.resume!;
    task.resume = undefined;
    task.status = 'running';
    this.running = task;
    resume();
    return settled;
  }

  private park(label: string, readyAt: number): Promise<void> {
    const task = this.running;
    if (!task) throw new Error('only a running task can park');
    return new Promise<void>((resume) => {
      task.status = 'parked';
      task.label = label;
      task.readyAt = readyAt;
      task.seq = this.seq++;
      task.resume = resume;
      this.running = undefined;
      this.settleStep?.();
    });
  }

  private wake(task: Internal<unknown>): void {
    if (task.status !== 'parked') return;
    task.readyAt = this.clock.now();
    task.seq = this.seq++;
  }

  private finish(task: Internal<unknown>, status: 'done' | 'failed'): void {
    if (task.status === 'dead') return;
    task.status = status;
    if (this.running === task) {
      this.running = undefined;
      this.settleStep?.();
    }
  }
}

/** A one-shot box a task can wait on with a timeout (a phone waiting for its response). */
export class Mailbox<T> {
  filled = false;
  /** Set once the waiter gave up: a late value is refused. */
  closed = false;
  value: T | undefined;
  /** @internal */
  waiter: (() => void) | undefined;

  /** Puts the value; false if the waiter already gave up (the answer arrived too late). */
  put(value: T): boolean {
    if (this.closed || this.filled) return false;
    this.filled = true;
    this.value = value;
    this.waiter?.();
    return true;
  }
}
