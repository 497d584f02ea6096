/**
 * "Change what happens" (RaftScope's fork): a scene cut at a beat keeps everything that had happened
 * by then and drops the old future — the taps not yet sent, the losses, faults and jobs that had not
 * fired. Pure data in, data out: it reads the Trace the scene built and never runs anything.
 */
import { matches, type Envelope } from '../core/sim/network';
import { atPoint } from '../core/sim/faults';
import { attemptOf, requestIdOf, type AttemptId } from '../core/sim/attempts';
import type { SceneConfig } from '../core/sim/scene';
import { unfold, type Beat, type Trace } from '../core/trace';

/** The phone attempts sent at or before `beat`, as `phone#intent.tap`. */
function sentTaps(beats: readonly Beat[]): Set<string> {
  const sent = new Set<string>();
  for (const b of beats) {
    if (b.detail.type !== 'http' || b.detail.direction !== 'request') continue;
    const a = attemptOf(b.detail.message.requestId);
    if (a) sent.add(`${a.phone}#${a.intent}.${a.tap}`);
  }
  return sent;
}

/** The envelopes the network lost at or before `beat`. */
function lostEnvelopes(beats: readonly Beat[]): Envelope[] {
  return beats.flatMap((b) => {
    if (b.kind !== 'lose' || b.detail.type !== 'http') return [];
    const a = attemptOf(b.detail.message.requestId);
    return a ? [{ ...a, direction: b.detail.direction, sent: 0, requestId: b.detail.message.requestId }] : [];
  });
}

/** `scene` as it stood at `beat` of `trace` (the Trace it built): what had happened stays, the rest goes. */
export function forkAt(scene: SceneConfig, trace: Trace, beat: number): SceneConfig {
  const past = unfold(trace.beats.slice(0, beat + 1));
  const cut = past.at(-1)!;
  const taps = sentTaps(past);
  const lost = lostEnvelopes(past);
  const requested = new Set(past.flatMap((b) => (b.detail.type === 'http' ? [b.detail.message.requestId] : [])));
  const fired = (kind: Beat['kind'], actor: string, at: number) => past.some((b) => b.kind === kind && b.actor === actor && b.time === at);
  const visited = (worker: string, point: string, visit: number) => trace.visits?.some((v) => v.worker === worker && v.point === point && v.visit === visit && v.after < beat) ?? false;

  const phones = scene.phones.map((phone) => {
    const kept = phone.intents.map((intent, i) => {
      const moreTaps = (intent.moreTaps ?? []).filter((_, t) => taps.has(`${phone.id}#${i + 1}.${t + 2}`));
      return taps.has(`${phone.id}#${i + 1}.1`) ? { ...intent, moreTaps } : undefined;
    });
    // Intents keep their numbers: only a tail that never sent is dropped.
    const last = kept.findLastIndex((k) => k !== undefined);
    const intents = phone.intents.slice(0, last + 1).map((intent, i) => kept[i] ?? { ...intent, moreTaps: [] });
    // An app restart that had not happened yet is part of the old future too.
    const restarts = phone.restartsAtMs?.filter((at) => fired('restart', phone.id, at));
    return { ...phone, intents, ...(restarts ? { restartsAtMs: restarts } : {}) };
  });
  const faults = (scene.faults ?? []).filter((f) =>
    atPoint(f) ? visited(f.worker, f.at, f.occurrence ?? 1) : fired(f.kind === 'kill' ? 'crash' : 'restart', f.worker, f.atMs),
  );
  const jobs = (scene.jobs ?? []).filter((j) => (j.kind === 'prune' ? fired('prune', 'retention', j.at) : j.at <= cut.time && past.some((b) => b.caption.id === 'tick' && b.time === j.at)));
  return {
    ...scene,
    phones,
    network: {
      ...scene.network,
      lose: scene.network.lose?.filter((m) => lost.some((e) => matches(m, e))),
      // A delay stays once its message has left (a delay always names one message exactly).
      delay: scene.network.delay?.filter((d) =>
        past.some((b) => b.detail.type === 'http' && b.detail.direction === d.match.direction && b.detail.message.requestId === requestIdOf(d.match as AttemptId)),
      ),
    },
    payco: {
      ...scene.payco,
      lose: scene.payco.lose?.filter((l) => requested.has(`payco#${l.call}`)),
      ...(scene.payco.fail ? { fail: scene.payco.fail.filter((f) => requested.has(`payco#${f.call}`)) } : {}),
    },
    faults,
    jobs,
  };
}
