import type { AwaitPoint, PauseHook } from '../store/IdempotencyStore';

type Where = AwaitPoint | 'done' | 'failed';

interface Task {
  parkedAt: Where | 'running';
  resume?: () => void;
  settled: Promise<unknown>;
  wake: () => void;
  woken: Promise<void>;
}

/**
 * A tiny hand-driven scheduler for tests: each labelled task runs until it reaches the store's next
 * await point and parks there; `step(label)` lets exactly that task go on to its next point.
 * A task that is never stepped again behaves like a worker that died at that point.
 */
export class StepScheduler {
  private readonly tasks = new Map<string, Task>();

  /** The pause hook for the store instance that runs `label`'s requests. */
  hook(label: string): PauseHook {
    return (point: AwaitPoint) =>
      new Promise<void>((resume) => {
        const task = this.task(label);
        task.parkedAt = point;
        task.resume = resume;
        task.wake();
      });
  }

  /** Starts `label`'s task and returns where it parked first (or that it finished). */
  async start<T>(label: string, body: () => Promise<T>): Promise<Where> {
    const task = this.task(label);
    task.parkedAt = 'running';
    task.settled = body().then(
      (value) => {
        task.parkedAt = 'done';
        task.wake();
        return value;
      },
      (error: unknown) => {
        task.parkedAt = 'failed';
        task.wake();
        throw error;
      },
    );
    task.settled.catch(() => {}); // observed through result()
    return this.settle(task);
  }

  /** Lets `label` go on from its await point to the next one; returns where it parked (or that it finished). */
  async step(label: string): Promise<Where> {
    const task = this.task(label);
    const resume = task.resume;
    if (!resume) throw new Error(`${label} is not parked (it is ${task.parkedAt})`);
    task.resume = undefined;
    task.parkedAt = 'running';
    resume();
    return this.settle(task);
  }

  /** Steps `label` until it finishes. */
  async finish(label: string): Promise<Where> {
    let where = this.task(label).parkedAt;
    while (where !== 'done' && where !== 'failed') where = await this.step(label);
    return where;
  }

  /** The task's result, or its error. */
  result(label: string): Promise<unknown> {
    return this.task(label).settled;
  }

  private async settle(task: Task): Promise<Where> {
    while (task.parkedAt === 'running') {
      await task.woken;
      task.woken = new Promise((wake) => (task.wake = wake));
    }
    return task.parkedAt;
  }

  private task(label: string): Task {
    let task = this.tasks.get(label);
    if (!task) {
      let wake = () => {};
      const woken = new Promise<void>((resolve) => (wake = resolve));
      task = { parkedAt: 'running', settled: Promise.resolve(), wake, woken };
      this.tasks.set(label, task);
    }
    return task;
  }
}
