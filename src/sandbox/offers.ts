/**
 * The actions a learner can take at a beat, each on the thing it acts on (a message, a worker, the
 * phone, PayCo, the scene), anchored where the scene stands at that beat: a message travelling now,
 * each worker's next visit of each point, the moment just after this beat. Words are narration's.
 */
import { BREAK_SWITCHES } from '../core/scenarios/breakSwitches';
import { attemptOf } from '../core/sim/attempts';
import type { SceneConfig } from '../core/sim/scene';
import { storyFacts } from '../core/stories/facts';
import { unfold, type Trace } from '../core/trace';
import { paycoCallsIn } from '../core/trace/paycoCalls';
import type { Action } from './actions';
import { SCENE_LIMITS } from './sceneFormat';

/** One action offered at a beat, and the lane of the thing it acts on. */
export interface Offer {
  action: Action;
  /** An actor id (`worker-2`, `phone`, `payco`, `network`), `time` for a wait, or `scene` for what changes the whole scene. */
  on: string;
  /** For a wait: how long from this beat, ms (the button says it). */
  waitMs?: number;
}

/** The lockMs values a learner can pick (ms). */
export const LOCK_CHOICES = [1_000, 3_000, 5_000, 10_000] as const;

/** How long a sandbox delay holds a message: long enough for the phone's 3 s timeout to fire first. */
export const DELAY_MS = 4_000;

/** Every action that applies at `beat` of `trace`, the Trace `scene` built with `taken` actions so far. */
export function offersAt(trace: Trace, scene: SceneConfig, beat: number, taken: number): Offer[] {
  if (taken >= SCENE_LIMITS.actions) return [];
  const profile = storyFacts(trace.story);
  const b = trace.beats[Math.min(beat, trace.beats.length - 1)]!;
  const now = b.time + 1;
  const past = unfold(trace.beats.slice(0, b.index + 1));
  const offers: Offer[] = [];

  // The message travelling at this beat, between a client and the shop.
  if (b.detail.type === 'http' && b.kind !== 'lose') {
    const ref = attemptOf(b.detail.message.requestId);
    if (ref) {
      const message = { ...ref, direction: b.detail.direction };
      offers.push({ action: { do: 'lose', ...message }, on: 'network' }, { action: { do: 'delay', ...message, ms: DELAY_MS }, on: 'network' });
    }
  }
  // PayCo has just charged (or replayed): its answer to this call may be lost on the way back.
  if (b.detail.type === 'charge') {
    offers.push({ action: { do: 'lose-payco', call: paycoCallsIn(trace.beats.slice(0, b.index + 1)) }, on: 'payco' });
  }

  for (const worker of scene.workers) {
    const crashed = past.filter((x) => x.actor === worker && (x.kind === 'crash' || x.kind === 'restart')).at(-1)?.kind === 'crash';
    if (crashed) {
      offers.push({ action: { do: 'restart', worker, at: now }, on: worker });
      continue;
    }
    const next = new Map<string, number>();
    for (const v of trace.visits ?? []) if (v.worker === worker && v.after >= b.index && !next.has(v.point)) next.set(v.point, v.visit);
    if (next.size === 0) offers.push({ action: { do: 'kill', worker, at: now }, on: worker });
    for (const [point, visit] of next) {
      const at = point as Extract<Action, { do: 'crash' }>['point'];
      offers.push({ action: { do: 'crash', worker, point: at, visit }, on: worker });
      offers.push({ action: { do: 'pause', worker, point: at, visit, ms: scene.lockMs + 1_000 }, on: worker });
    }
  }

  const phone = scene.phones[0]!;
  const sent = new Set(past.flatMap((x) => (x.detail.type === 'http' && x.detail.direction === 'request' ? [attemptOf(x.detail.message.requestId)?.intent] : [])));
  phone.intents.forEach((_, i) => {
    if (sent.has(i + 1)) offers.push({ action: { do: 'tap', intent: i + 1, at: now }, on: phone.id });
  });
  if (phone.intents.length < SCENE_LIMITS.intents) {
    offers.push({ action: { do: 'order', at: now }, on: phone.id });
    if (phone.intents.length > 0 && phone.keyMode !== 'none') offers.push({ action: { do: 'reuse', at: now }, on: phone.id });
  }

  const pastLock = scene.lockMs + 1_000;
  const pastRetention = profile.retention.windowMs + 60_000;
  offers.push({ action: { do: 'wait', at: now + pastLock }, on: 'time', waitMs: pastLock });
  offers.push({ action: { do: 'wait', at: now + pastRetention, prune: true }, on: 'time', waitMs: pastRetention });
  // PayCo's own key is the scene's `payco-key` switch below, not a break of its own here.
  for (const s of BREAK_SWITCHES) {
    if (s.noPaycoKey) continue;
    offers.push({ action: { do: 'break', id: s.id, on: !trace.breaks.includes(s.id) }, on: 'scene' });
  }
  for (const ms of LOCK_CHOICES) if (ms !== scene.lockMs) offers.push({ action: { do: 'lock', ms }, on: 'scene' });
  if (profile.provider) offers.push({ action: { do: 'payco-key', on: !scene.paycoKey }, on: 'scene' });
  if (scene.workers.length < SCENE_LIMITS.workers) offers.push({ action: { do: 'add-worker' }, on: 'scene' });
  return offers;
}
