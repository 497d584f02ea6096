/**
 * The sandbox's state: the learner's scene as a tree of branches (each with its own undo), and the
 * verbs that write it — fork a chapter at a beat, act (at a beat before the scene's last action, a new
 * branch: branches.ts), undo, redo, switch, rename and delete a branch, open a scene from a link. A
 * vanilla store: it never runs SQL itself; `build` (the engine worker's sandbox service) does, and
 * `show` hands the Trace to the player at the beat the learner acted on.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SceneConfig } from '../core/sim/scene';
import type { Trace } from '../core/trace';
import { problemOf, Refusal, type Problem } from '../core/problem';
import type { Action } from './actions';
import { branchesAt, branchName, branchVersion, MAX_BRANCHES, versionOf, withAction, withoutBranch, withoutLast, type Branch, type Version } from './branches';
import { landingBeat } from './marks';
import { SCENE_VERSION, type SandboxScene, type SceneStart } from './sceneFormat';

/** Where the learner acted: the panel's buttons, or an action menu on the stage. */
export type ActedFrom = 'panel' | 'stage';

export interface SandboxData {
  /** The current branch's scene. */
  scene: SandboxScene | undefined;
  /** Where each of the current branch's actions was taken (branches.ts). */
  takenAt: (number | undefined)[];
  /** The current branch's versions undone, the latest last: `redo` takes them back. */
  undone: Version[];
  /** Every branch of the learner's scene (at most `MAX_BRANCHES`), in the order they were made. */
  branches: Branch[];
  /** The id of the branch on screen. */
  current: number;
  /** Each branch's Trace as it was last built, by id: the one on screen says where its actions took effect, the others compare without running again. */
  traces: Partial<Record<number, Trace>>;
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
  /**
   * Takes `action` at beat `at` (in words `said`, from the panel unless `from` says) and re-simulates the
   * scene: appended to the current branch, or, before the beat of its last action, as a new branch from there.
   */
  act(action: Action, at: number, said: string, from?: ActedFrom): Promise<void>;
  undo(at: number): Promise<void>;
  redo(at: number): Promise<void>;
  /** Puts branch `id` on screen, near beat `at`. */
  switchBranch(id: number, at: number): Promise<void>;
  /** Names branch `id` (an empty name gives it back its number's). */
  renameBranch(id: number, name: string): void;
  /** Deletes branch `id` (not the one on screen); the branches made from it now come from its parent. */
  deleteBranch(id: number): void;
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
  /** How an action is announced once its scene is on screen; `branch`: the branch it made, if it made one. */
  announce(said: string, beats: number, branch?: Branch): string;
}

/** Where a scene built goes: the branch it belongs to, a new branch, or a new tree (a fork, a link). */
type Into = { branch: number } | { newBranch: { parent: number; at: number } } | 'newTree';

export function createSandboxStore(options: SandboxOptions): SandboxStore {
  return createStore<SandboxState>()((set, get) => {
    /** Builds `version` and puts it on screen in `into`; on failure the scene on screen stays and the problem is said. */
    const show = async (version: Version, at: number, into: Into, undone: Version[], said?: string, moveTo?: Action, from: ActedFrom = 'panel'): Promise<boolean> => {
      set({ building: true, actedFrom: from });
      const { scene, takenAt } = version;
      try {
        const { trace, config } = await options.build(scene, at, moveTo);
        const beat = landingBeat(trace, at, moveTo);
        const { branches, traces } = get();
        const tree = into === 'newTree';
        const made = tree || 'newBranch' in into;
        const id = tree ? 1 : 'branch' in into ? into.branch : Math.max(...branches.map((b) => b.id)) + 1;
        const branch: Branch = made
          ? { id, parent: tree ? undefined : into.newBranch.parent, at: tree ? undefined : into.newBranch.at, name: undefined, scene, takenAt, undone }
          : { ...branches.find((b) => b.id === id)!, scene, takenAt, undone };
        set({
          scene,
          takenAt,
          config,
          undone,
          branches: tree ? [branch] : made ? [...branches, branch] : branches.map((b) => (b.id === id ? branch : b)),
          current: id,
          traces: tree ? { [id]: trace } : { ...traces, [id]: trace },
          building: false,
          problem: undefined,
          announcement: said ? options.announce(said, trace.beats.length, made && !tree ? branch : undefined) : get().announcement,
        });
        options.show(trace, beat);
        options.onScene?.(scene);
        return true;
      } catch (error) {
        set({ building: false, problem: problemOf(error) });
        return false;
      }
    };
    const here = (): Into => ({ branch: get().current });
    /** The current branch's version. */
    const version = (): Version | undefined => {
      const { scene, takenAt } = get();
      return scene && { scene, takenAt };
    };
    return {
      scene: undefined,
      takenAt: [],
      undone: [],
      branches: [],
      current: 0,
      traces: {},
      building: false,
      problem: undefined,
      announcement: '',
      actedFrom: 'panel',
      config: undefined,
      async fork(story, from, at) {
        await show(versionOf({ version: SCENE_VERSION, story, from, actions: [] }), at, 'newTree', []);
      },
      async act(action, at, said, from) {
        const now = version();
        if (!now) return;
        const trace = get().traces[get().current];
        if (!trace || !branchesAt(trace, now, at)) {
          await show(withAction(now, action, at), at, here(), [], said, action, from);
          return;
        }
        if (get().branches.length >= MAX_BRANCHES) {
          set({ actedFrom: from ?? 'panel', problem: new Refusal({ kind: 'tooManyBranches', max: MAX_BRANCHES }).problem });
          return;
        }
        await show(branchVersion(trace, now, at, action), at, { newBranch: { parent: get().current, at } }, [], said, action, from);
      },
      async undo(at) {
        const now = version();
        if (!now || now.scene.actions.length === 0) return;
        await show(withoutLast(now), at, here(), [...get().undone, now]);
      },
      async redo(at) {
        const next = get().undone.at(-1);
        if (!next) return;
        await show(next, at, here(), get().undone.slice(0, -1));
      },
      async switchBranch(id, at) {
        const branch = get().branches.find((b) => b.id === id);
        if (!branch || id === get().current) return;
        await show(branch, at, { branch: id }, branch.undone);
      },
      renameBranch(id, name) {
        set({ branches: get().branches.map((b) => (b.id === id ? { ...b, name: branchName(name) } : b)) });
      },
      deleteBranch(id) {
        if (id === get().current || !get().branches.some((b) => b.id === id)) return;
        const { [id]: _gone, ...traces } = get().traces;
        set({ branches: withoutBranch(get().branches, id), traces });
      },
      async open(scene, at, said, from) {
        // A first action taken on the stage was taken here; a link's actions were taken who knows where.
        const taken = versionOf(scene);
        if (said !== undefined && taken.takenAt.length > 0) taken.takenAt[taken.takenAt.length - 1] = at;
        await show(taken, at, 'newTree', [], said, scene.actions.at(-1), from);
      },
    };
  });
}
