/**
 * The path one call of `run()` took through the lesson's decision, read from the store steps the
 * Trace recorded: decisions (`detail.type === 'store'`) and the store's reading of its own writes
 * (`detail.step` on a `sql` beat). The diagram lights these nodes; it decides nothing.
 */
import type { Beat, Trace } from '../../core/trace';
import type { StoreStep } from '../../core/store';

/** The diagram's nodes, in the order of the contract (DESIGN.md, "The store contract"). */
export type DecisionNode =
  | 'claim'
  | 'claimed'
  | 'read'
  | 'mismatch'
  | 'replayed'
  | 'in-flight'
  | 'stale'
  | 'took-over'
  | 'takeover-lost'
  | 'work'
  | 'saved'
  | 'save-fenced'
  | 'work-failed'
  | 'released'
  | 'release-fenced';

/** Steps after which that call of `run()` is over. */
const LAST_STEPS = new Set<StoreStep['step']>([
  'mismatch',
  'replayed',
  'in-flight',
  'vanished',
  'takeover-lost',
  'saved',
  'save-fenced',
  'released',
  'release-fenced',
]);

/** One call of run(): who made it, on which key, and the nodes it has passed. */
export interface DecisionPath {
  /** The worker whose call this is, and the key it works on. */
  actor: string;
  key: string;
  nodes: Set<DecisionNode>;
  /** The node reached at the cursor's beat, if the current beat is a store step. */
  latest: DecisionNode;
  /** True if the current beat is one of this call's steps. */
  current: boolean;
  /** The worker died after its last step: this call never finished. */
  crashed: boolean;
}

/** The most recent call of `run()` at or before `cursor`, with every node it has passed so far. */
export function decisionPathAt(beats: readonly Beat[], cursor: number): DecisionPath | undefined {
  let end = -1;
  for (let i = Math.min(cursor, beats.length - 1); i >= 0; i--) {
    if (stepOf(beats[i]!)) {
      end = i;
      break;
    }
  }
  if (end < 0) return undefined;
  const last = beats[end]!;
  const lastStep = stepOf(last)!;
  const steps: StoreStep[] = [lastStep];
  // Walk back through the same worker's steps on the same key until the previous call ended.
  for (let i = end - 1; i >= 0; i--) {
    const step = stepOf(beats[i]!);
    if (!step || beats[i]!.actor !== last.actor || step.key !== lastStep.key) continue;
    if (LAST_STEPS.has(step.step)) break;
    steps.unshift(step);
  }
  const nodes = new Set<DecisionNode>();
  for (const step of steps) for (const node of nodesOf(step)) nodes.add(node);
  let latest = nodesOf(lastStep).at(-1)!;
  const since = beats.slice(end + 1, cursor + 1).filter((b) => b.actor === last.actor);
  const crashed = since.some((b) => b.kind === 'crash');
  // The work records no beat of its own (its beats show it: the PayCo call, the loan row); the Trace
  // says at each beat whether the holder's work has started.
  const working = beats[Math.min(cursor, beats.length - 1)]!.claims?.some((c) => c.holder === last.actor && c.key === lastStep.key && c.working);
  if ((latest === 'claimed' || latest === 'took-over') && working) {
    nodes.add('work');
    latest = 'work';
  }
  const current = !crashed && (end === cursor || latest === 'work');
  return { actor: last.actor, key: lastStep.key, nodes, latest, current, crashed };
}

const pathsOf = new WeakMap<Trace, readonly (DecisionPath | undefined)[]>();

/**
 * The path at each beat of `trace` (memoised: a Trace never changes), so every node of the tree reads
 * the same object for a beat, and a seek works it out for none of them.
 */
export function decisionPaths(trace: Trace): readonly (DecisionPath | undefined)[] {
  let paths = pathsOf.get(trace);
  if (!paths) {
    paths = trace.beats.map((_, cursor) => decisionPathAt(trace.beats, cursor));
    pathsOf.set(trace, paths);
  }
  return paths;
}

/** The store step a beat records, if any. */
export function stepOf(beat: Beat): StoreStep | undefined {
  if (beat.detail.type === 'store') return beat.detail.step;
  if (beat.detail.type === 'sql') return beat.detail.step;
  return undefined;
}

// Which nodes a step lights. A decision on an existing row means the claim's INSERT changed 0 rows.
function nodesOf(step: StoreStep): DecisionNode[] {
  switch (step.step) {
    case 'claimed':
      return ['claim', 'claimed'];
    case 'looked-up':
      return ['read'];
    case 'vanished':
      return ['claim', 'read', 'in-flight'];
    case 'mismatch':
    case 'replayed':
    case 'in-flight':
    case 'stale':
      return ['claim', 'read', step.step];
    case 'took-over':
      return ['stale', 'took-over'];
    case 'takeover-lost':
      return ['stale', 'takeover-lost'];
    case 'work-started':
      return ['work'];
    case 'work-failed':
      return ['work', 'work-failed'];
    case 'saved':
    case 'save-fenced':
      return ['work', step.step];
    case 'released':
    case 'release-fenced':
      return ['work-failed', step.step];
  }
}
