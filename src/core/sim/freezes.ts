/**
 * Which worker processes are frozen (a long GC pause) and until when: a freeze stops the whole
 * process, every request of it, not one task. A freeze may end early, at another worker's takeover
 * (a pause `untilTakeover`): then every task of the frozen process is woken at once.
 */
import type { Scheduler, Task } from './scheduler';

export class Freezes {
  private readonly until = new Map<string, number>();
  /** Frozen workers whose freeze ends at another worker's takeover. */
  private readonly untilTakeover = new Set<string>();

  constructor(private readonly sched: Scheduler) {}

  /** `worker` freezes for `forMs` from now (a freeze already longer is kept). */
  freeze(worker: string, forMs: number, untilTakeover: boolean): void {
    const until = this.sched.clock.now() + forMs;
    this.until.set(worker, Math.max(until, this.until.get(worker) ?? 0));
    if (untilTakeover) this.untilTakeover.add(worker);
  }

  /** The freeze of `worker` is over (its pause's sleep returned). */
  woke(worker: string): void {
    this.untilTakeover.delete(worker);
  }

  /** A restart: the new process is not frozen. */
  clear(worker: string): void {
    this.until.delete(worker);
    this.untilTakeover.delete(worker);
  }

  /** Worker `by` took a key over: each process frozen until then wakes now, with every task of it. */
  tookOver(by: string, tasksOf: (worker: string) => readonly Task[]): void {
    for (const worker of this.untilTakeover) {
      if (worker === by) continue;
      this.untilTakeover.delete(worker);
      this.until.set(worker, this.sched.clock.now());
      for (const task of tasksOf(worker)) if (task.status === 'parked' && (task.label === 'gc' || task.label === 'frozen')) this.sched.wakeNow(task);
    }
  }

  /** True while some freeze waits for a takeover (the store's steps are then watched). */
  get watching(): boolean {
    return this.untilTakeover.size > 0;
  }

  /** Waits until `worker`'s process is no longer frozen, also when a freeze is extended meanwhile (a second pause at the wake). */
  async waitOut(worker: string): Promise<void> {
    const left = () => (this.until.get(worker) ?? 0) - this.sched.clock.now();
    while (left() > 0) await this.sched.sleep(left(), 'frozen');
  }
}
