/**
 * What a learner can do to a scene, as plain data with deterministic anchors (a worker's point and its
 * visit, an envelope's intent, tap and attempt, a PayCo call, a virtual time), and how each one
 * rewrites the scene's data. Replaying the same list on the same base gives the same scene.
 */
import type { EnvelopeMatch } from '../core/sim/network';
import type { Fault, WorkerPoint } from '../core/sim/faults';
import type { Intent } from '../core/sim/phoneConfig';
import type { SceneConfig } from '../core/sim/scene';
import type { StoryFacts } from '../core/stories/types';
import { latestOfEach } from '../core/scenarios/exclusiveBreaks';
import type { BreakId } from '../core/trace';

/** One message between a phone and the shop: which phone, intent, tap and attempt, and which way. */
export interface MessageRef {
  direction: 'request' | 'response';
  phone: string;
  intent: number;
  tap: number;
  attempt: number;
}

export type Action =
  /** A new intent (a new order, a new loan) with its own key, at `at`. */
  | { do: 'order'; at: number }
  /** Another tap of intent `intent` (the double click), at `at`. */
  | { do: 'tap'; intent: number; at: number }
  /** A new intent that sends the last intent's key with another body, at `at`. */
  | { do: 'reuse'; at: number }
  /** Time passes: a moment to stand on at `at`, and (`prune`) the retention job running first. */
  | { do: 'wait'; at: number; prune?: boolean }
  | ({ do: 'lose' } & MessageRef)
  | ({ do: 'delay'; ms: number } & MessageRef)
  /** PayCo's answer to its `call`-th call (from 1) is lost: the worker's work fails after PayCo's timeout. */
  | { do: 'lose-payco'; call: number }
  /** The worker dies at its `visit`-th visit of `point`. */
  | { do: 'crash'; worker: string; point: WorkerPoint; visit: number }
  /** The worker is killed at `at`, wherever it is. */
  | { do: 'kill'; worker: string; at: number }
  /** The worker freezes for `ms` at its `visit`-th visit of `point`. */
  | { do: 'pause'; worker: string; point: WorkerPoint; visit: number; ms: number }
  | { do: 'restart'; worker: string; at: number }
  | { do: 'lock'; ms: number }
  | { do: 'payco-key'; on: boolean }
  | { do: 'break'; id: BreakId; on: boolean }
  /** One more worker shares the database. */
  | { do: 'add-worker' };

export type ActionVerb = Action['do'];

/** The envelope matcher of a message. */
function matcherOf({ direction, phone, intent, tap, attempt }: MessageRef): EnvelopeMatch {
  return { direction, phone, intent, tap, attempt };
}

/**
 * `scene` with `action` done. Break switches are applied by the caller once all actions are read
 * (a switch changes the whole scene, not a moment of it), so `break` only records itself here.
 */
export function applyAction(scene: SceneConfig, action: Action, profile: StoryFacts): SceneConfig {
  // Copy on write: only what the action changes is new, the rest is shared with `scene` (never mutated).
  const phone = scene.phones[0]!;
  const withIntents = (intents: Intent[]): SceneConfig => ({ ...scene, phones: [{ ...phone, intents }, ...scene.phones.slice(1)] });
  switch (action.do) {
    case 'order':
      return withIntents([...phone.intents, { at: action.at, body: profile.labBody(phone.intents.length + 1) }]);
    case 'tap':
      return withIntents(phone.intents.map((intent, i) => (i === action.intent - 1 ? { ...intent, moreTaps: [...(intent.moreTaps ?? []), action.at - intent.at] } : intent)));
    case 'reuse': {
      const last = phone.intents.at(-1)!;
      return withIntents([...phone.intents, { at: action.at, body: { ...profile.mismatch.other, ...ownerOf(last.body, profile) }, reuseKey: true }]);
    }
    case 'wait': {
      const prune = action.prune ? [{ kind: 'prune' as const, at: action.at - 1, retentionMs: profile.retention.windowMs }] : [];
      // A second wait to a moment already waited for (and pruned at) is that same beat: time does not pass twice.
      const jobs = scene.jobs ?? [];
      const fresh = [...prune, { kind: 'tick' as const, at: action.at }].filter((job) => !jobs.some((j) => j.kind === job.kind && j.at === job.at));
      return { ...scene, jobs: [...jobs, ...fresh] };
    }
    case 'lose':
      return { ...scene, network: { ...scene.network, lose: [...(scene.network.lose ?? []), matcherOf(action)] } };
    case 'delay':
      return { ...scene, network: { ...scene.network, delay: [...(scene.network.delay ?? []), { match: matcherOf(action), ms: action.ms }] } };
    case 'lose-payco':
      return { ...scene, payco: { ...scene.payco, lose: [...(scene.payco.lose ?? []), { call: action.call, direction: 'response' }] } };
    case 'crash':
      return withFault(scene, { kind: 'crash', worker: action.worker, at: action.point, occurrence: action.visit });
    case 'kill':
      return withFault(scene, { kind: 'kill', worker: action.worker, atMs: action.at });
    case 'pause':
      return withFault(scene, { kind: 'pause', worker: action.worker, at: action.point, occurrence: action.visit, forMs: action.ms });
    case 'restart':
      return withFault(scene, { kind: 'restart', worker: action.worker, atMs: action.at });
    case 'lock':
      return { ...scene, lockMs: action.ms };
    case 'payco-key':
      return { ...scene, paycoKey: action.on && profile.provider };
    case 'break':
      return scene;
    case 'add-worker':
      return { ...scene, workers: [...scene.workers, `worker-${scene.workers.length + 1}`] };
  }
}

/** `scene` with one more fault. */
function withFault(scene: SceneConfig, fault: Fault): SceneConfig {
  return { ...scene, faults: [...(scene.faults ?? []), fault] };
}

/**
 * The field that names whose operation a body is (the order, the member), from `body`: a key reused
 * "with another body" keeps the operation's owner and changes what it asks for (another cart, another
 * book), which is what a client that reuses a key by mistake sends.
 */
function ownerOf(body: Record<string, unknown>, profile: StoryFacts): Record<string, unknown> {
  return profile.ownerField in body ? { [profile.ownerField]: body[profile.ownerField] } : {};
}

/** The break switches on after `actions`, from `initial`: the last one turned on wins a clash (no key, a key per try). */
export function breaksAfter(initial: readonly BreakId[], actions: readonly Action[]): BreakId[] {
  let on = [...initial];
  for (const a of actions) if (a.do === 'break') on = a.on ? latestOfEach([...on.filter((b) => b !== a.id), a.id]) : on.filter((b) => b !== a.id);
  return on;
}
