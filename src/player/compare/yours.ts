/**
 * The learner's own store as one side of a comparison (DESIGN.md, "Your turn"). Your turn (issue 32)
 * runs the learner's code in a worker of its own and offers it here (src/yourturn/storeOfYours.ts); a side played by it is run there,
 * and its Trace is handed to the comparison service as it is. Until a store is offered, a side that
 * asks for one is refused by name (`noStoreOfYours`) and the picker does not offer it.
 */
import { Refusal } from '../../core/problem';
import type { Trace } from '../../core/trace';
import type { CompareRequest, SideInput } from './messages';
import { sideRun, SIDES, type CompareSpec, type SideRun } from './spec';

/** What Your turn offers: whether the learner has a store to play, and a scene run on it. */
export interface StoreOfYours {
  /** The learner has written (or opened) a store that can play a scene. */
  ready(): boolean;
  /** Runs `run` with the learner's store in its own worker; rejects with the problem a learner is told (a test timed out, a throw). */
  trace(run: SideRun): Promise<Trace>;
}

let offered: StoreOfYours | undefined;

/** Your turn's offer of the learner's store (undefined: withdrawn). */
export function offerStoreOfYours(store: StoreOfYours | undefined): void {
  offered = store;
}

/** The learner's store, if Your turn has offered one that can play. */
export function storeOfYours(): StoreOfYours | undefined {
  return offered?.ready() ? offered : undefined;
}

/** The request for `spec`'s two runs: each side the engine runs, or (the learner's store) the Trace their worker ran. */
export async function compareRequest(spec: CompareSpec, yours: StoreOfYours | undefined = storeOfYours()): Promise<CompareRequest> {
  const [a, b] = await Promise.all(
    SIDES.map(async (side): Promise<SideInput> => {
      const run = sideRun(spec, side);
      if (spec[side].store === 'lesson') return run;
      if (!yours) throw new Refusal({ kind: 'noStoreOfYours' });
      return { trace: await yours.trace(run) };
    }),
  );
  return { a: a!, b: b! };
}
