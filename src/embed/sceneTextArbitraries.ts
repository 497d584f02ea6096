/**
 * fast-check arbitraries for the text forms' tests (sceneLink.test.ts, compareLink.test.ts): every
 * action any scene may hold, in every form the text writes, and whole scenes of them. Not every one
 * builds (a worker the scene lacks): these test the text, not the store.
 */
import fc from 'fast-check';
import { BREAK_IDS, STORY_IDS } from '../core/trace';
import type { Action } from '../sandbox/actions';
import { SCENE_VERSION, type SandboxScene } from '../sandbox/sceneFormat';

const moment = fc.integer({ min: 0, max: 86_400_000 });
const worker = fc.integer({ min: 1, max: 8 }).map((n) => `worker-${n}`);
const point = fc.constantFrom('receive', 'claim', 'read', 'takeover', 'work', 'save', 'release', 'respond', 'in-transaction' as const);
const small = fc.integer({ min: 1, max: 9 });
const message = fc.record({ direction: fc.constantFrom('request', 'response' as const), phone: fc.constantFrom('phone', 'phone-a', 'desk-b'), intent: small, tap: small, attempt: small });
export const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ do: fc.constant('order' as const), at: moment }),
  fc.record({ do: fc.constant('tap' as const), intent: fc.integer({ min: 1, max: 8 }), at: moment }),
  fc.record({ do: fc.constant('reuse' as const), at: moment }),
  fc.record({ do: fc.constant('wait' as const), at: moment }),
  fc.record({ do: fc.constant('wait' as const), at: moment, prune: fc.constant(true as const) }),
  message.map((m) => ({ do: 'lose' as const, ...m })),
  fc.tuple(message, fc.integer({ min: 0, max: 60_000 })).map(([m, ms]) => ({ do: 'delay' as const, ...m, ms })),
  fc.record({ do: fc.constant('lose-payco' as const), call: small }),
  fc.record({ do: fc.constant('crash' as const), worker, point, visit: small }),
  fc.record({ do: fc.constant('kill' as const), worker, at: moment }),
  fc.record({ do: fc.constant('pause' as const), worker, point, visit: small, ms: fc.integer({ min: 1, max: 60_000 }) }),
  fc.record({ do: fc.constant('restart' as const), worker, at: moment }),
  fc.record({ do: fc.constant('lock' as const), ms: fc.integer({ min: 1, max: 60_000 }) }),
  fc.record({ do: fc.constant('payco-key' as const), on: fc.boolean() }),
  fc.record({ do: fc.constant('break' as const), id: fc.constantFrom(...BREAK_IDS), on: fc.boolean() }),
  fc.constant({ do: 'add-worker' as const }),
);
export const scene: fc.Arbitrary<SandboxScene> = fc.record({
  version: fc.constant(SCENE_VERSION),
  story: fc.constantFrom(...STORY_IDS),
  from: fc.oneof(
    fc.constant({ chapter: 'sandbox' as const }),
    fc.record({ chapter: fc.constantFrom('crash', 'ticket', 'fencing' as const), beat: fc.integer({ min: 0, max: 40 }), breaks: fc.subarray([...BREAK_IDS]) }),
  ),
  actions: fc.array(action, { maxLength: 64 }),
});
