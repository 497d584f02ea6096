/**
 * A learner's scene kept running, so that the next action re-simulates only what comes after the beat
 * it was taken at. The scene on screen is run afresh (in the background, in slices) up to just before
 * the beat the learner is on; an action whose every change is still ahead of that point grows the
 * running scene (core's `World.extend`), which then runs on to its end. The Trace is byte for byte the
 * one a fresh build gives (liveScene.property.test.ts); any other action, or a change already passed,
 * builds afresh.
 */
import type { SqlJsStatic } from 'sql.js';
import { closeScene, openScene, type SceneRequest, type SceneRun } from '../core/scenarios/buildChapter';
import type { Trace } from '../core/trace';

/** A scene run to its end: its Trace and, for each beat, how many scheduler steps ran before that beat's first step. */
export interface ClosedScene {
  trace: Trace;
  stepsBefore: number[];
}

/** Everything of two requests but the scene itself is the same: the opening, the closing, the switches, the seed. */
function sameFrame(a: SceneRequest, b: SceneRequest): boolean {
  return JSON.stringify({ ...a, scene: undefined }) === JSON.stringify({ ...b, scene: undefined });
}

/** A scene's World, started, that runs in slices and may grow before it runs to its end. */
export class LiveScene {
  private stopped = false;
  /** A slice threw: the scene fails, and a fresh build says how. */
  private failed = false;
  private slice: Promise<void> = Promise.resolve();
  private disposed = false;

  private constructor(
    private readonly request: SceneRequest,
    private readonly run: SceneRun,
  ) {}

  /** A fresh, started run of `request`'s scene: nothing has happened yet. */
  static open(SQL: SqlJsStatic, request: SceneRequest): LiveScene {
    const run = openScene(SQL, request);
    run.world.start();
    return new LiveScene(request, run);
  }

  /** How many scheduler steps it has run. */
  get steps(): number {
    return this.run.world.ctx.sched.stepsTaken;
  }

  /**
   * Runs on until `untilStep` steps have run (or the scene ends), `sliceSteps` at a time with `pause`
   * between slices, so a request that comes in meanwhile is not held up; stops at once when taken.
   */
  async prepare(untilStep: number, pause: () => Promise<void>, sliceSteps = 32): Promise<void> {
    while (!this.stopped && this.steps < untilStep) {
      const slice = this.run.world.advance(Math.min(untilStep, this.steps + sliceSteps));
      this.slice = slice.then(
        () => {},
        () => void (this.failed = true),
      );
      if (await slice) return;
      await pause();
    }
  }

  /**
   * The scene of `request` run to its end from here, if it is this scene grown by changes all still
   * ahead (else undefined: build it afresh). Either way this live scene is spent.
   */
  async grow(request: SceneRequest): Promise<ClosedScene | undefined> {
    this.stopped = true;
    await this.slice;
    if (this.failed || !sameFrame(this.request, request) || !this.run.world.extend(request.scene)) {
      await this.dispose();
      return undefined;
    }
    return this.finish(request);
  }

  /** Runs to the end and closes the Trace over `request` (the scene as it ran). Spends this live scene. */
  async finish(request: SceneRequest = this.request): Promise<ClosedScene> {
    this.stopped = true;
    await this.slice;
    try {
      await this.run.world.advance();
      const trace = closeScene(this.run, request);
      return { trace, stepsBefore: stepsBefore(trace, this.run.world.ctx.recorder!.beatSteps()) };
    } finally {
      await this.dispose();
    }
  }

  /** Stops it and frees its database (the Trace, read back as data, needs none). Once is enough; again does nothing. */
  async dispose(): Promise<void> {
    this.stopped = true;
    await this.slice;
    if (this.disposed) return;
    this.disposed = true;
    this.run.world.ctx.db.close();
  }
}

/** For each beat of `trace`, the steps run before the step that recorded its first part (`raw`: each recorded beat's step). */
function stepsBefore(trace: Trace, raw: readonly number[]): number[] {
  let recorded = 0;
  return trace.beats.map((beat) => {
    const before = Math.max(0, (raw[recorded] ?? 0) - 1);
    recorded += beat.together?.length ?? 1;
    return before;
  });
}
