/**
 * The path one call of `run()` took through the lesson's decision, as nodes of the diagram: the call
 * and its steps come from core (`runCallAt`); this only says which nodes each step lights.
 */
import type { Beat, Trace } from '../../core/trace';
import { runCallAt } from '../../core/trace/runCalls';
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
  const call = runCallAt(beats, cursor);
  if (!call) return undefined;
  const nodes = new Set<DecisionNode>();
  for (const step of call.steps) for (const node of nodesOf(step)) nodes.add(node);
  let latest = nodesOf(call.steps.at(-1)!).at(-1)!;
  // The work records no beat of its own (its beats show it: the PayCo call, the loan row).
  if ((latest === 'claimed' || latest === 'took-over') && call.working) {
    nodes.add('work');
    latest = 'work';
  }
  const current = !call.crashed && (call.lastStepBeat === cursor || latest === 'work');
  return { actor: call.actor, key: call.key, nodes, latest, current, crashed: call.crashed };
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
