/**
 * The sandbox's state: the learner's scene, what was undone (for redo), and the verbs that write it —
 * fork a chapter at a beat, act, undo, redo, open a scene from a link. A vanilla store: it never runs
 * SQL itself; `build` (the engine worker's sandbox service) does, and `show` hands the Trace to the
 * player at the beat the learner acted on.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SceneConfig } from '../core/sim/scene';
import type { Trace } from '../core/trace';
import { problemOf, type Problem } from '../core/problem';
import type { Action } from './actions';
import { landingBeat } from './marks';
import { SCENE_VERSION, type SandboxScene, type SceneStart } from './sceneFormat';

/** Where the learner acted: the panel's buttons, or an action menu on the stage. */
export type ActedFrom = 'panel' | 'stage';

export interface SandboxData {
  scene: SandboxScene | undefined;
  /** Scenes undone, the latest last: `redo` takes them back. */
  undone: SandboxScene[];
  /** A scene is being re-simulated. */
  building: boolean;
  /** Why the last scene could not be built (the scene before it stays; the view words it), or undefined. */
  problem: Problem | undefined;
  /** What a screen reader hears once the last action's scene is on screen. */
  announcement: string;
  /** Where the last action was taken: the live region there says it, so a screen reader hears it once. */
  actedFrom: ActedFrom;
  /** The plain scene on screen, as it ran: the actions offered next are read against it. */
  config: SceneConfig | undefined;
}

export interface SandboxActions {
  /** "Change what happens": a scene from `start` (a chapter's beat, or the blank sandbox), with no action yet. */
  fork(story: SandboxScene['story'], start: SceneStart, at: number): Promise<void>;
  /** Appends `action` (taken at beat `at`, in words `said`, from the panel unless `from` says) and re-simulates the scene. */
  act(action: Action, at: number, said: string, from?: ActedFrom): Promise<void>;
  undo(at: number): Promise<void>;
  redo(at: number): Promise<void>;
  /** Opens a scene as a link gives it (or a first action makes it, `from` the panel or the stage), at beat `at`; `said` is announced. */
  open(scene: SandboxScene, at: number, said?: string, from?: ActedFrom): Promise<void>;
}

export type SandboxState = SandboxData & SandboxActions;
export type SandboxStore = StoreApi<SandboxState>;

export interface SandboxOptions {
  /** Builds `scene`, acted on at beat `at` (the scene on screen's); the learner lands there, or on `moveTo`'s beat (a wait). */
  build(scene: SandboxScene, at: number, moveTo?: Action): Promise<{ trace: Trace; config: SceneConfig }>;
  /** Puts the scene's Trace on the stage at `beat`. */
  show(trace: Trace, beat: number): void;
  /** Told of every scene put on screen (the page's URL carries it). */
  onScene?(scene: SandboxScene): void;
  /** How an action is announced once its scene is on screen. */
  announce(said: string, beats: number): string;
}

export function createSandboxStore(options: SandboxOptions): SandboxStore {
  return createStore<SandboxState>()((set, get) => {
    /** Builds `scene` and puts it on screen; on failure the scene on screen stays and the problem is said. */
    const show = async (scene: SandboxScene, at: number, undone: SandboxScene[], said?: string, moveTo?: Action, from: ActedFrom = 'panel'): Promise<boolean> => {
      set({ building: true, actedFrom: from });
      try {
        const { trace, config } = await options.build(scene, at, moveTo);
        const beat = landingBeat(trace, at, moveTo);
        set({ scene, config, undone, building: false, problem: undefined, announcement: said ? options.announce(said, trace.beats.length) : get().announcement });
        options.show(trace, beat);
        options.onScene?.(scene);
        return true;
      } catch (error) {
        set({ building: false, problem: problemOf(error) });
        return false;
      }
    };
    return {
      scene: undefined,
      undone: [],
      building: false,
      problem: undefined,
      announcement: '',
      actedFrom: 'panel',
      config: undefined,
      async fork(story, from, at) {
        await show({ version: SCENE_VERSION, story, from, actions: [] }, at, []);
      },
      async act(action, at, said, from) {
        const scene = get().scene;
        if (!scene) return;
        await show({ ...scene, actions: [...scene.actions, action] }, at, [], said, action, from);
      },
      async undo(at) {
        const scene = get().scene;
        if (!scene || scene.actions.length === 0) return;
        await show({ ...scene, actions: scene.actions.slice(0, -1) }, at, [...get().undone, scene]);
      },
      async redo(at) {
        const next = get().undone.at(-1);
        if (!next) return;
        await show(next, at, get().undone.slice(0, -1));
      },
      async open(scene, at, said, from) {
        await show(scene, at, [], said, scene.actions.at(-1), from);
      },
    };
  });
}
