/**
 * Random learners' action lists for the sandbox's property tests (sandbox.property.test.ts,
 * liveScene.property.test.ts). Test code only.
 */
import fc from 'fast-check';
import { storyFacts } from '../core/stories/facts';
import { RECIPES, type ScriptedChapter } from '../core/scenarios/recipes';
import { storyProfile } from '../core/stories';
import { RETENTION } from '../core/stories/retention';
import type { BreakId, StoryId } from '../core/trace';
import type { Action } from './actions';

// Moments around the scene's own rhythm: together, just after, past the 3 s timeout, past lockMs.
const moment = fc.constantFrom(1, 2, 150, 400, 3_100, 5_300, 6_200, 9_000);
const point = fc.constantFrom('receive', 'claim', 'read', 'takeover', 'work', 'save', 'release', 'respond' as const);

/** The switches a learner's scene can turn on, by story (the mistakes the story's chapters teach). */
export const SCENE_SWITCHES: Record<StoryId, BreakId[]> = {
  payflow: ['no-key', 'key-per-try', 'select-then-insert', 'blind-takeover', 'no-fencing'],
  library: ['no-key', 'key-per-try', 'select-then-insert'],
};

/**
 * What a learner changes for the whole scene, and time passing: lockMs, PayCo's own key, a switch, one
 * more worker, a key reused for another body, a wait (with the retention job, before or past the window).
 */
export function wholeSceneChanges(story: StoryId): fc.Arbitrary<Action> {
  const windowMs = RETENTION[story].windowMs;
  return fc.oneof(
    fc.record({ do: fc.constant('lock' as const), ms: fc.constantFrom(1_000, 3_000, 20_000) }),
    // PayCo's key and its lost answers only where there is a PayCo (the builder refuses them in the library).
    ...(storyFacts(story).provider ? [fc.record({ do: fc.constant('payco-key' as const), on: fc.boolean() })] : []),
    fc.record({ do: fc.constant('break' as const), id: fc.constantFrom(...SCENE_SWITCHES[story]), on: fc.boolean() }),
    fc.constant({ do: 'add-worker' as const }),
    fc.record({ do: fc.constant('reuse' as const), at: moment }),
    fc.record({ do: fc.constant('wait' as const), at: fc.constantFrom(12_000, windowMs / 2, windowMs + 3_600_000), prune: fc.boolean() }),
  );
}

/**
 * Whom a learner's actions on a scene may name: its workers, and the client its orders go to (the
 * first; another's intents may not have started at the beat a fork cuts at).
 */
export interface Cast {
  workers: readonly string[];
  phone: string;
}

/** The blank sandbox's: two workers, one phone. */
const BLANK_CAST: Cast = { workers: ['worker-1', 'worker-2'], phone: 'phone' };

/** The cast of `chapter`'s scene in `story`, for forks of its beats (a chapter of one worker, the scope chapter's Ana's phone). */
export function castOf(story: StoryId, chapter: ScriptedChapter): Cast {
  const scene = RECIPES[chapter].scene(storyProfile(story));
  return { workers: scene.workers, phone: scene.phones[0]!.id };
}

/**
 * A learner's actions on a scene with `cast` (the blank sandbox's by default): orders first (so every
 * tap and loss names one), then faults and taps.
 */
export function actions(story: StoryId, cast: Cast = BLANK_CAST): fc.Arbitrary<Action[]> {
  const worker = fc.constantFrom(...cast.workers);
  return fc.integer({ min: 1, max: 2 }).chain((orders) => {
    const intent = fc.integer({ min: 1, max: orders });
    const message = fc.record({ direction: fc.constantFrom('request', 'response' as const), phone: fc.constant(cast.phone), intent, tap: fc.integer({ min: 1, max: 2 }), attempt: fc.integer({ min: 1, max: 3 }) });
    const later: fc.Arbitrary<Action> = fc.oneof(
      fc.record({ do: fc.constant('tap' as const), intent, at: moment }),
      message.map((m) => ({ do: 'lose' as const, ...m })),
      message.map((m) => ({ do: 'delay' as const, ...m, ms: 4_000 })),
      // Half of the crashes where the story's worker dies between its work and its saved answer (PayFlow's save, the library's loan transaction).
      fc.record({ do: fc.constant('crash' as const), worker, point: fc.oneof(fc.constant(storyFacts(story).afterWorkPoint), point), visit: fc.integer({ min: 1, max: 2 }) }),
      fc.record({ do: fc.constant('pause' as const), worker, point, visit: fc.integer({ min: 1, max: 2 }), ms: fc.constantFrom(6_000, 9_000) }),
      ...(storyFacts(story).provider ? [fc.record({ do: fc.constant('lose-payco' as const), call: fc.integer({ min: 1, max: 2 }) })] : []),
      fc.record({ do: fc.constant('kill' as const), worker, at: moment }),
      fc.record({ do: fc.constant('restart' as const), worker, at: moment }),
    );
    const first = fc.array(moment, { minLength: orders, maxLength: orders }).map((ats) => ats.map((at): Action => ({ do: 'order', at })));
    return fc.tuple(first, fc.array(later, { maxLength: 6 })).map(([o, l]) => [...o, ...l]);
  });
}

