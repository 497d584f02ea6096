/**
 * What the stage shows at each beat, derived once per Trace from its recorded beats: how each actor
 * stands (crashed, paused until a time, or fine) and what travels at this beat (a request, a response,
 * a statement to the database, a call to PayCo), and whether the network drops it.
 * Seeking is then indexing into the array this returns.
 */
import { actorConditions, answerOutcome, type Actor, type Beat, type Condition, type Trace } from '../../core/trace';
import { perLanguage } from '../../narration/language';
import { words } from '../../narration/words';
import { answerTone } from './answerTone';
import { interner } from './interned';

export type { Condition };

/** What a travelling thing is, for its colour: a request, an answer by status, a statement, a charge. */
export type TravelTone = 'request' | 'ok' | 'error' | 'conflict' | 'sql' | 'charge';

/** Something moving between two lanes at this beat. */
export interface Travel {
  from: string;
  to: string;
  tone: TravelTone;
  /** Short text on the chip ("POST /checkout", "201", "INSERT"). */
  label: string;
  /** A second line, when there is room ("key k1", "replayed"). */
  detail?: string;
  /** The network dropped it: it falls instead of arriving. */
  lost: boolean;
}

/**
 * An actor as its figure draws it at one beat. The same object at every beat where it looks the
 * same (interned per Trace), so a seek redraws only the figures it changed.
 */
export interface Figure {
  actor: Actor;
  condition: Condition;
  /** The ticket whose claim it holds (see `StageFrame.holding`). */
  holding: string | undefined;
  badge: Badge | undefined;
  /** It is the one acting at this beat. */
  active: boolean;
}

/** The stage at one beat. */
export interface StageFrame {
  conditions: Readonly<Record<string, Condition>>;
  /**
   * The ticket each worker holds a claim on right now: its `run()` claimed or took over the key and has
   * not saved or released it, or it crashed holding it and lies there, its token still the row's
   * locked_at until another worker takes the key over. The attendant holding a coat.
   */
  holding: Readonly<Record<string, string>>;
  travel: Travel | undefined;
  /** A word under the acting figure for what it just did ("timed out", "waits 0.5 s", "charged ch_1"). */
  badge: Badge | undefined;
  /** Each lane's figures, in the Trace's order of actors: the same array at every beat where the lane looks the same. */
  lanes: Readonly<Partial<Record<Actor['role'], readonly Figure[]>>>;
}

/** A few words under one actor. */
export interface Badge {
  actor: string;
  text: string;
  tone: 'ok' | 'warn' | 'bad' | 'info';
}

/** Frames carry words (badges, travel labels): one memo per language. */
const cache = perLanguage<Trace, StageFrame[]>();

/** One frame per beat of `trace` (memoised: a Trace never changes). */
export function stageFrames(trace: Trace): StageFrame[] {
  return cache.get(trace) ?? cache.set(trace, computeFrames(trace));
}

function computeFrames(trace: Trace): StageFrame[] {
  const byRole = (role: Actor['role']) => trace.actors.find((a) => a.role === role)?.id;
  const database = byRole('database');
  const provider = byRole('provider');
  const clients = new Set(trace.actors.filter((a) => a.role === 'client').map((a) => a.id));
  const conditions = actorConditions(trace);
  let holding: Record<string, string> = {};
  const lanesOf = laneFigures(trace.actors);
  return trace.beats.map((beat, i) => {
    holding = holdingOf(beat, holding);
    const badge = badgeOf(beat, clients);
    return { conditions: conditions[i]!, holding, travel: travelOf(beat, database, provider), badge, lanes: lanesOf(conditions[i]!, holding, badge, beat.actor) };
  });
}

/** Each lane's figures at a beat, interned: a figure by what it draws, a lane by its figures. */
function laneFigures(actors: readonly Actor[]) {
  const figure = interner((f: Figure) => {
    const until = f.condition.state === 'paused' ? f.condition.until : '';
    return `${f.actor.id}|${f.condition.state}|${until}|${f.holding ?? ''}|${f.badge ? `${f.badge.tone}|${f.badge.text}` : ''}|${f.active}`;
  });
  const keys = new Map<Figure, number>();
  const lane = interner((figures: readonly Figure[]) => figures.map((f) => keys.get(f)).join(','));
  return (conditions: Readonly<Record<string, Condition>>, holding: Readonly<Record<string, string>>, badge: Badge | undefined, acting: string) => {
    const byRole: Partial<Record<Actor['role'], Figure[]>> = {};
    for (const actor of actors) {
      const drawn = figure({
        actor,
        condition: conditions[actor.id] ?? UP,
        holding: holding[actor.id],
        badge: badge?.actor === actor.id ? badge : undefined,
        active: actor.id === acting,
      });
      if (!keys.has(drawn)) keys.set(drawn, keys.size);
      (byRole[actor.role] ??= []).push(drawn);
    }
    const lanes: Partial<Record<Actor['role'], readonly Figure[]>> = {};
    for (const [role, figures] of Object.entries(byRole) as [Actor['role'], Figure[]][]) lanes[role] = lane(figures);
    return lanes;
  };
}

const UP: Condition = { state: 'up' };

function badgeOf(beat: Beat, clients: ReadonlySet<string>): Badge | undefined {
  const { detail, actor } = beat;
  const say = words.stage.badges;
  if (detail.type === 'client') {
    switch (beat.kind) {
      case 'timeout':
        return { actor, text: say.timedOut(detail.attempt, detail.waitMs ?? 0), tone: 'warn' };
      case 'wait':
        return { actor, text: say.waits(detail.waitMs ?? 0), tone: 'info' };
      case 'result':
        return { actor, text: say.got(detail.reason), tone: answerOutcome(Number(detail.reason)) === 'done' ? 'ok' : 'bad' };
      case 'give-up':
        return { actor, text: say.gaveUp(detail.attempt), tone: 'bad' };
      default:
        return undefined;
    }
  }
  // An answer that reached its client is also the client's reading of it (the Trace folds them together).
  if (detail.type === 'http' && beat.kind === 'respond' && detail.direction === 'response' && clients.has(detail.to)) {
    const status = detail.message.status ?? 0;
    return { actor: detail.to, text: say.got(status), tone: answerTone(detail.message) === 'ok' ? 'ok' : 'bad' };
  }
  if (detail.type === 'charge') return { actor, text: detail.replayed ? say.replayed(detail.chargeId) : say.charged(detail.chargeId), tone: detail.replayed ? 'ok' : 'warn' };
  if (detail.type === 'prune') return { actor, text: say.pruned(detail.deleted), tone: 'info' };
  return undefined;
}

/**
 * Who holds which key, as the beat recorded it: the live worker whose token is the row's locked_at,
 * or the crashed one whose claim outlives it (the Trace's `deadHolder`). The previous object is kept
 * when nothing changed, so figures do not re-render.
 */
function holdingOf(beat: Beat, previous: Record<string, string>): Record<string, string> {
  const next: Record<string, string> = {};
  for (const claim of beat.claims ?? []) {
    const worker = claim.holder ?? claim.deadHolder;
    if (worker !== undefined) next[worker] = claim.key;
  }
  const same = Object.keys(next).length === Object.keys(previous).length && Object.entries(next).every(([w, k]) => previous[w] === k);
  return same ? previous : next;
}

function travelOf(beat: Beat, database: string | undefined, provider: string | undefined): Travel | undefined {
  const { detail } = beat;
  const say = words.stage.travel;
  if (detail.type === 'http') {
    const { message } = detail;
    const lost = beat.kind === 'lose';
    // The network's own beats (deliver, lose) start where the message waits: in the network's lane.
    // A PayCo call has no lane of its own between the worker and PayCo, so it goes straight across.
    const viaNetwork = beat.actor === 'network' && detail.from !== provider && detail.to !== provider;
    const from = viaNetwork ? beat.actor : detail.from;
    if (detail.direction === 'request') {
      const key = headerValue(message.headers, 'idempotency-key');
      return { from, to: detail.to, tone: 'request', label: `${message.method} ${message.path}`, detail: key ? say.key(key) : say.noKey, lost };
    }
    const status = message.status ?? 0;
    const replayed = headerValue(message.headers, 'idempotency-replayed') !== undefined;
    const tone: TravelTone = answerTone(message);
    return { from, to: detail.to, tone, label: status ? String(status) : say.answer, detail: replayed ? say.replayed : undefined, lost };
  }
  // PayCo's call and its outcome are one beat: the call travels from the worker to PayCo's lane.
  if (detail.type === 'charge' && provider) {
    return { from: detail.worker, to: provider, tone: 'charge', label: detail.replayed ? say.replay : say.charge, detail: detail.paycoKey ? say.key(detail.paycoKey) : say.noKey, lost: false };
  }
  // PayCo's ledger shares the database file only as a simulation convenience; its writes stay in its lane.
  if (detail.type === 'sql' && database && beat.actor !== database && beat.actor !== provider) {
    return { from: beat.actor, to: database, tone: 'sql', label: detail.sql.trim().split(/\s+/)[0]!.toUpperCase(), lost: false };
  }
  return undefined;
}

function headerValue(headers: Record<string, string>, name: string): string | undefined {
  return Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
}
