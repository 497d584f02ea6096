/**
 * What a scene already running can take on from a later copy of its config (a learner's next action,
 * src/core/sim/world.ts `World.extend`): lists that only grew at their end, everything else the same.
 * Each part of the world says whether its share of the change is still in its future, and only then
 * is anything applied, so a refused extension leaves the world as it was.
 */

/** The entries `next` added at the end of `old`, or undefined if it changed an entry already there (or dropped one). */
export function grownTail<T>(old: readonly T[] | undefined, next: readonly T[] | undefined): T[] | undefined {
  const before = old ?? [];
  const after = next ?? [];
  if (after.length < before.length) return undefined;
  for (let i = 0; i < before.length; i++) if (JSON.stringify(before[i]) !== JSON.stringify(after[i])) return undefined;
  return after.slice(before.length);
}

/** True if `a` and `b` are the same data once `fields` are set aside. */
export function sameBesides<T extends object>(a: T, b: T, fields: readonly (keyof T)[]): boolean {
  const aside = Object.fromEntries(fields.map((f) => [f, undefined]));
  return JSON.stringify({ ...a, ...aside }) === JSON.stringify({ ...b, ...aside });
}

/** A part's share of an extension, checked and ready to apply; undefined when the part refuses it. */
export type Extension = (() => void) | undefined;

/**
 * Seqs for tasks added to a running scene as if they had been spawned with the others at its start:
 * the tasks spawned then have seqs 0, 1, 2… in spawn order, so a task that would have been spawned
 * just before the one at `position` takes a fraction between that one's and the one before, later
 * additions to the same gap closer to `position`.
 */
export class StartSeqs {
  private readonly added = new Map<number, number>();

  /** The seq of one more task spawned at the start just before the task at `position`. */
  before(position: number): number {
    const k = (this.added.get(position) ?? 0) + 1;
    this.added.set(position, k);
    return position - 1 / (k + 1);
  }
}
