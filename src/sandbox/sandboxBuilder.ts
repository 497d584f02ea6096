/**
 * What the engine worker's sandbox service does for each scene: builds it, growing the live scene
 * prepared for it when it can (liveScene.ts), or recalls it if it was one of the last few (undo, redo), answers, and then, in the background, prepares the next
 * live scene — the one just built, run afresh up to just before the beat the learner stands on — in
 * slices that yield, so an incoming request is never held up behind it.
 */
import type { SqlJsStatic } from 'sql.js';
import { buildSandbox, type BaseCache, type BuiltSandbox } from './buildSandbox';
import { LiveScene } from './liveScene';
import { landingBeat } from './marks';
import type { BuildRequest, BuiltScene } from './sandboxProtocol';

/** How many built scenes are kept for undo and redo. */
const RECENT = 8;

/** Builds learners' scenes one after another, each prepared for while the learner looks at the last. */
export class SandboxBuilder {
  private readonly bases: BaseCache = new Map();
  private live: LiveScene | undefined;
  /** Counts builds: a preparation for an older one stops. */
  private generation = 0;
  /** The latest scenes built, by their JSON, the latest last: undo and redo go back to one of them. */
  private readonly recent = new Map<string, BuiltSandbox>();
  /** The preparation after the latest build, as it runs (the bench times it). */
  preparing: Promise<void> = Promise.resolve();

  constructor(
    private readonly SQL: SqlJsStatic,
    /** Lets other work run between slices (a macrotask in a worker). */
    private readonly pause: () => Promise<void>,
  ) {}

  /** The scene of `request`, built; `ms` is the real time of this build. Then the next live scene is prepared. */
  async build({ scene, at, moveTo }: BuildRequest): Promise<BuiltScene> {
    const started = performance.now();
    const live = this.live;
    this.live = undefined;
    const generation = ++this.generation;
    const key = JSON.stringify(scene);
    const recalled = this.recent.get(key);
    // A scene that cannot be built, or one recalled, leaves the live scene unused: freed all the same.
    const built = recalled ?? (await buildSandbox(this.SQL, scene, this.bases, live).finally(() => live?.dispose()));
    if (recalled) await live?.dispose();
    const ms = performance.now() - started;
    this.remember(key, built);
    this.preparing = this.prepare(generation, built.request, built.stepsBefore[landingBeat(built.trace, at, moveTo)] ?? 0);
    return { trace: built.trace, config: built.config, ms, how: recalled ? 'recalled' : built.grown ? 'grown' : 'rebuilt' };
  }

  /** Keeps `built` among the latest few (the same scene always builds the same Trace, so one kept is as good as new). */
  private remember(key: string, built: BuiltSandbox): void {
    this.recent.delete(key);
    this.recent.set(key, built);
    if (this.recent.size > RECENT) this.recent.delete(this.recent.keys().next().value!);
  }

  private async prepare(generation: number, request: Parameters<typeof LiveScene.open>[1], untilStep: number): Promise<void> {
    await this.pause(); // after the answer has gone
    if (generation !== this.generation) return;
    const live = LiveScene.open(this.SQL, request);
    this.live = live;
    // A scene that fails says how when it is built afresh; its preparation only stops.
    await live.prepare(untilStep, this.pause).catch(() => {});
  }
}
