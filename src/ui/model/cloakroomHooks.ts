/**
 * The cloakroom's hooks at each beat: every row of `idempotency_keys` with the claim on it the beat
 * recorded. Each beat reads its rows back from SQLite as new objects; interned per Trace, the hooks
 * are the same array at every beat where the rack looks the same, so a seek redraws it only then.
 */
import type { IdempotencyRow } from '../../core/store';
import type { KeyClaim, Trace } from '../../core/trace';
import { interner } from './interned';

/** A row of `idempotency_keys` and the claim on it the beat recorded, if it is in flight. */
export interface HookModel {
  row: IdempotencyRow;
  claim: KeyClaim | undefined;
}

const hooksByTrace = new WeakMap<Trace, (readonly HookModel[])[]>();

/** The hooks after each beat of `trace` (memoised: a Trace never changes). */
export function hooksOf(trace: Trace): (readonly HookModel[])[] {
  let all = hooksByTrace.get(trace);
  if (!all) {
    const same = interner((hooks: readonly HookModel[]) => JSON.stringify(hooks));
    all = trace.beats.map((beat) => same(beat.state.idempotencyKeys.map((row) => ({ row, claim: beat.claims?.find((c) => c.key === row.key) }))));
    hooksByTrace.set(trace, all);
  }
  return all;
}
