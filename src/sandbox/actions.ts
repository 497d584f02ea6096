/**
 * What a learner can do to a scene, as plain data with deterministic anchors (a worker's point and its
 * visit, an envelope's intent, tap and attempt, a PayCo call, a virtual time), and how each one
 * rewrites the scene's data. Replaying the same list on the same base gives the same scene.
 */
import type { EnvelopeMatch } from '../core/sim/network';
import type { WorkerPoint } from '../core/sim/faults';
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
  const next: SceneConfig = structuredClone(scene);
  const phone = next.phones[0]!;
  switch (action.do) {
    case 'order':
      phone.intents.push({ at: action.at, body: profile.labBody(phone.intents.length + 1) });
      break;
    case 'tap': {
      const intent = phone.intents[action.intent - 1]!;
      intent.moreTaps = [...(intent.moreTaps ?? []), action.at - intent.at];
      break;
    }
    case 'reuse': {
      const last = phone.intents.at(-1)!;
      phone.intents.push({ at: action.at, body: { ...profile.mismatch.other, ...ownerOf(last.body, profile) }, reuseKey: true });
      break;
    }
    case 'wait':
      next.jobs = [...(next.jobs ?? [])];
      if (action.prune) next.jobs.push({ kind: 'prune', at: action.at - 1, retentionMs: profile.retention.windowMs });
      next.jobs.push({ kind: 'tick', at: action.at });
      break;
    case 'lose':
      next.network.lose = [...(next.network.lose ?? []), matcherOf(action)];
      break;
    case 'delay':
      next.network.delay = [...(next.network.delay ?? []), { match: matcherOf(action), ms: action.ms }];
      break;
    case 'lose-payco':
      next.payco.lose = [...(next.payco.lose ?? []), { call: action.call, direction: 'response' }];
      break;
    case 'crash':
      next.faults = [...(next.faults ?? []), { kind: 'crash', worker: action.worker, at: action.point, occurrence: action.visit }];
      break;
    case 'kill':
      next.faults = [...(next.faults ?? []), { kind: 'kill', worker: action.worker, atMs: action.at }];
      break;
    case 'pause':
      next.faults = [...(next.faults ?? []), { kind: 'pause', worker: action.worker, at: action.point, occurrence: action.visit, forMs: action.ms }];
      break;
    case 'restart':
      next.faults = [...(next.faults ?? []), { kind: 'restart', worker: action.worker, atMs: action.at }];
      break;
    case 'lock':
      next.lockMs = action.ms;
      break;
    case 'payco-key':
      next.paycoKey = action.on && profile.provider;
      break;
    case 'break':
      break;
    case 'add-worker':
      next.workers.push(`worker-${next.workers.length + 1}`);
      break;
  }
  return next;
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
