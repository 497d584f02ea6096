/**
 * The sandbox's branches (DESIGN.md, "Compare and branches"; RaftScope's "TODO: save as tree"): acting
 * at a beat before the one where the scene's last action was taken does not throw that future away,
 * it starts a branch — the actions taken by then, every switch of the whole scene, and the new action —
 * while the branch it came from keeps its own. Acting on from where the learner last acted (even before
 * a crash they scheduled further on) goes on in the same branch. Pure: data in, data out.
 */
import type { Trace } from '../core/trace';
import type { Action, ActionVerb } from './actions';
import { markOf } from './marks';
import type { SandboxScene } from './sceneFormat';

/** How many branches a scene keeps. */
export const MAX_BRANCHES = 8;

/** A scene as a branch holds it: its actions, and the beat each was taken at. */
export interface Version {
  scene: SandboxScene;
  /**
   * For each action, the beat of the scene on screen it was taken at; undefined where that is not known
   * (a scene from a link): then the beat where it took effect stands in (`markOf`).
   */
  takenAt: (number | undefined)[];
}

/** One branch of the tree: its scene, its own undo, where it came from, and the learner's name for it. */
export interface Branch extends Version {
  /** From 1, in the order the branches were made: the view names an unnamed one by it ("Branch 2"). */
  id: number;
  /** The branch it was made from (undefined: the first one). */
  parent: number | undefined;
  /** The beat of its parent's scene it branched at. */
  at: number | undefined;
  /** The learner's name for it, or undefined for its number's. */
  name: string | undefined;
  /** Its versions undone, the latest last (redo takes them back). */
  undone: Version[];
}

/** A name is at most this long; a longer one is cut. */
export const MAX_BRANCH_NAME = 40;

/** What changes the whole scene: it has no beat of its own, so no branch leaves it behind. */
const SCENE_WIDE: readonly ActionVerb[] = ['lock', 'payco-key', 'break', 'add-worker'];

/** Whether `action` changes the whole scene (a switch, lockMs, PayCo's key, a worker more) rather than a moment of it. */
export function isSceneWide(action: Action): boolean {
  return SCENE_WIDE.includes(action.do);
}

/** The beat action `i` of `version` was taken at (where it took effect, when that is not known). */
function takenAt(trace: Trace, version: Version, i: number): number | undefined {
  return version.takenAt[i] ?? markOf(trace, version.scene.actions[i]!);
}

/** Acting at `at` on `version` (whose Trace is `trace`) starts a branch: it is before the beat its last action was taken at. */
export function branchesAt(trace: Trace, version: Version, at: number): boolean {
  const actions = version.scene.actions;
  for (let i = actions.length - 1; i >= 0; i--) {
    if (isSceneWide(actions[i]!)) continue; // a switch belongs to no beat
    const last = takenAt(trace, version, i);
    return last !== undefined && at < last;
  }
  return false;
}

/**
 * The version a branch made at `at` of `version` by `action` starts with: the actions taken at or
 * before `at`, every action that changes the whole scene (they shaped what happened before `at` too),
 * and `action`. Replayed on the real store, what happened up to `at` happens again.
 */
export function branchVersion(trace: Trace, version: Version, at: number, action: Action): Version {
  const kept = version.scene.actions.flatMap((a, i) => {
    const taken = takenAt(trace, version, i);
    return isSceneWide(a) || (taken !== undefined && taken <= at) ? [i] : [];
  });
  return {
    scene: { ...version.scene, actions: [...kept.map((i) => version.scene.actions[i]!), action] },
    takenAt: [...kept.map((i) => version.takenAt[i]), at],
  };
}

/** `version` with `action` taken at `at`, appended. */
export function withAction(version: Version, action: Action, at: number): Version {
  return { scene: { ...version.scene, actions: [...version.scene.actions, action] }, takenAt: [...version.takenAt, at] };
}

/** `version` without its last action. */
export function withoutLast(version: Version): Version {
  return { scene: { ...version.scene, actions: version.scene.actions.slice(0, -1) }, takenAt: version.takenAt.slice(0, -1) };
}

/** A scene from outside (a fork, a link): where each action was taken is not known. */
export function versionOf(scene: SandboxScene): Version {
  return { scene, takenAt: scene.actions.map(() => undefined) };
}

/** `name` as a branch keeps it: trimmed, cut to `MAX_BRANCH_NAME`, and undefined when empty (its number names it). */
export function branchName(name: string): string | undefined {
  const trimmed = Array.from(name.trim()).slice(0, MAX_BRANCH_NAME).join('');
  return trimmed === '' ? undefined : trimmed;
}

/** `branches` without `id`: a branch made from it now comes from its parent. */
export function withoutBranch(branches: readonly Branch[], id: number): Branch[] {
  const gone = branches.find((b) => b.id === id);
  if (!gone) return [...branches];
  return branches.filter((b) => b.id !== id).map((b) => (b.parent === id ? { ...b, parent: gone.parent } : b));
}

/** The branches in the order a tree shows them (each after its parent, siblings in the order made), with their depth. */
export function treeOrder(branches: readonly Branch[]): { branch: Branch; depth: number }[] {
  const out: { branch: Branch; depth: number }[] = [];
  const ids = new Set(branches.map((b) => b.id));
  const visit = (parent: number | undefined, depth: number) => {
    for (const branch of branches) {
      const root = parent === undefined && (branch.parent === undefined || !ids.has(branch.parent));
      if (root || (parent !== undefined && branch.parent === parent)) {
        out.push({ branch, depth });
        visit(branch.id, depth + 1);
      }
    }
  };
  visit(undefined, 0);
  return out;
}
