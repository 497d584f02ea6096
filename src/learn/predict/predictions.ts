/**
 * Predict the store: where to pause a chapter and ask what `run()` will do, and the right answer, read
 * from the step the real store recorded in the Trace. Pure: a Trace in, prediction points out. A point
 * carries the facts a question may state (how the body compares with the ticket's first, how long the
 * row has been locked), never the answer: the words are narration's (`narration/en/predict.ts`).
 */
import type { StoreStep } from '../../core/store';
import { fingerprint } from '../../core/store/fingerprint';
import { unfold, type Beat, type Trace } from '../../core/trace';
import { ticketOf } from '../../core/trace/ticket';

/** What `run()` can do with a request (or a woken worker's write). */
export const CHOICES = ['replay', 'conflict', 'mismatch', 'run', 'take-over', 'save-fails'] as const;
export type Choice = (typeof CHOICES)[number];

/** Why the player paused here: a repeat (its row's lock may be fresh or stale), or a frozen worker waking. */
export type Trigger = 'repeat' | 'stale' | 'wake';

/**
 * How a repeat's body compares with the first request that carried the same ticket: the same bytes,
 * the same fields in another order (PayFlow's canonical fingerprint matches; the library's digest of
 * the raw body does not), or other values in `fields`. A fresh ticket for the same intent counts as `same`.
 */
export type BodyChange = { kind: 'same' } | { kind: 'reordered' } | { kind: 'other'; fields: string[] };

export interface PredictionPoint {
  /** Pause on this beat and ask. */
  beat: number;
  /** The beat where the store's recorded step gives the answer. */
  answerBeat: number;
  answer: Choice;
  trigger: Trigger;
  /** The worker the request reaches (an actor id; narration names it). */
  worker: string;
  /** The ticket the request carries (unscoped), for the question's wording. */
  ticket: string;
  /** Whether an earlier request carried this ticket (false: the same intent under a fresh ticket). */
  ticketSeen: boolean;
  body: BodyChange;
  /** The ticket's row, when it is in_flight as the request arrives: how long ago it was locked, and how long a lock lasts. */
  lock?: { age: number; lockMs: number };
  /** Another worker busy with the same ticket when this request arrived (a double click), by actor id, if any. */
  alongside?: string;
}

// Steps that begin a request's decision, and what they answer on their own (undefined: wait for the next one).
const OPENING: Partial<Record<StoreStep['step'], Choice | undefined>> = {
  claimed: 'run',
  replayed: 'replay',
  'in-flight': 'conflict',
  mismatch: 'mismatch',
  vanished: 'conflict',
  stale: undefined,
  'looked-up': undefined,
};
const FOLLOW_UP: Partial<Record<StoreStep['step'], Choice>> = {
  'took-over': 'take-over',
  'takeover-lost': 'conflict',
  replayed: 'replay',
  mismatch: 'mismatch',
  'in-flight': 'conflict',
};

/**
 * The moments worth a question in a chapter: each repeat of a ticket reaching a worker (a stale lock
 * when its row is in_flight past lockMs) and each frozen worker that wakes up before a write, with the
 * answer the store gave. Requests are matched to the store's steps in the order each worker received
 * them. A point whose outcome is not one of the choices is left out.
 */
export function predictionPoints(trace: Trace): PredictionPoint[] {
  if (trace.explorer || trace.chapter === 'lab') return [];
  const points: PredictionPoint[] = [];
  // Intents seen, and the body each ticket first came with (by client and ticket).
  const seen = new Set<string>();
  const firstBodies = new Map<string, unknown>();
  const queues = new Map<string, Request[]>();
  const open = new Map<string, Request>();
  // Which ticket each worker is serving, from its request's arrival until its answer.
  const busy = new Map<string, string>();
  const woken = new Map<string, number>();

  const workers = new Set(trace.actors.filter((a) => a.role === 'worker').map((a) => a.id));
  // Each part of a beat that tells several at once (two taps sent together) is its own request or step.
  for (const beat of unfold(trace.beats)) {
    const { detail } = beat;
    // A request reaches a worker in the beat that sent it (the delivery is folded into it).
    if ((beat.kind === 'send' || beat.kind === 'deliver') && detail.type === 'http' && detail.direction === 'request' && workers.has(detail.to)) {
      const ticket = detail.message.headers['idempotency-key'];
      if (ticket === undefined) continue;
      // A repeat: the same ticket again, or the same intent again under a new ticket (a key per try).
      const sameTicket = `ticket ${detail.message.headers.authorization ?? ''} ${ticket}`;
      const sameIntent = `intent ${detail.message.requestId.split('.')[0]}`;
      const queue = queues.get(detail.to) ?? [];
      const alongside = [...busy].find(([w, t]) => w !== detail.to && t === ticket)?.[0];
      const first = firstBodies.get(sameTicket);
      queue.push({
        beat: beat.index,
        ticket,
        repeat: firstBodies.has(sameTicket) || seen.has(sameIntent),
        ticketSeen: firstBodies.has(sameTicket),
        body: firstBodies.has(sameTicket) ? compareBodies(first, detail.message.body) : { kind: 'same' },
        alongside,
      });
      queues.set(detail.to, queue);
      busy.set(detail.to, ticket);
      if (!firstBodies.has(sameTicket)) firstBodies.set(sameTicket, detail.message.body);
      seen.add(sameIntent);
      continue;
    }
    if (beat.kind === 'respond' || beat.kind === 'crash') busy.delete(beat.actor);
    if (beat.kind === 'wake') {
      woken.set(beat.actor, beat.index);
      continue;
    }
    const step = stepOf(beat);
    if (!step) continue;
    const worker = beat.actor;

    const wokeAt = woken.get(worker);
    if (wokeAt !== undefined) {
      woken.delete(worker);
      if (step.step === 'save-fenced') {
        const ticket = ticketOf(step.key);
        points.push({ beat: wokeAt, answerBeat: beat.index, answer: 'save-fails', trigger: 'wake', worker, ticket, ticketSeen: true, body: { kind: 'same' } });
      }
    }

    const pending = open.get(worker);
    if (pending) {
      const answer = FOLLOW_UP[step.step];
      if (answer === undefined) continue;
      open.delete(worker);
      if (pending.repeat) points.push(point(trace, pending, beat, answer, worker));
      continue;
    }
    if (!(step.step in OPENING)) continue;
    const request = queues.get(worker)?.shift();
    if (!request) continue;
    // SELECT-then-INSERT: finding no row means the work runs, unguarded.
    const answer = step.step === 'looked-up' && !step.found ? 'run' : OPENING[step.step];
    if (answer === undefined) open.set(worker, request);
    else if (request.repeat) points.push(point(trace, request, beat, answer, worker));
  }
  // Copies arriving together that all get the same answer (the library's five) are asked about once;
  // two retries that both take a lock over (a blind takeover) are each worth asking.
  return points
    .sort((a, b) => a.beat - b.beat)
    .filter((p, i, all) => i === 0 || p.answer === 'take-over' || all[i - 1]!.answer !== p.answer || (all[i - 1]!.beat + 1 !== p.beat && all[i - 1]!.beat !== p.beat));
}

interface Request {
  beat: number;
  ticket: string;
  repeat: boolean;
  ticketSeen: boolean;
  body: BodyChange;
  alongside: string | undefined;
}

function point(trace: Trace, request: Request, answerAt: Beat, answer: Choice, worker: string): PredictionPoint {
  const at = trace.beats[request.beat]!;
  // The claim on the ticket's row as the beat recorded it (its age, whether it is stale): never worked out here.
  const claim = at.claims?.find((c) => ticketOf(c.key) === request.ticket);
  const lock = claim ? { age: claim.ageMs, lockMs: trace.lockMs } : undefined;
  const stale = claim?.stale ?? false;
  const { ticket, ticketSeen, body, alongside } = request;
  const trigger = stale ? 'stale' : 'repeat';
  const p: PredictionPoint = { beat: request.beat, answerBeat: answerAt.index, answer, trigger, worker, ticket, ticketSeen, body };
  if (lock) p.lock = lock;
  if (alongside) p.alongside = alongside;
  return p;
}

/** How `next` compares with `first`, as the two stories' fingerprints would see it. */
export function compareBodies(first: unknown, next: unknown): BodyChange {
  if (JSON.stringify(first) === JSON.stringify(next)) return { kind: 'same' };
  if (fingerprint(first) === fingerprint(next)) return { kind: 'reordered' };
  const a = asRecord(first);
  const b = asRecord(next);
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => fingerprint(a[k]) !== fingerprint(b[k]));
  return { kind: 'other', fields };
}

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function stepOf(beat: Beat): StoreStep | undefined {
  const { detail } = beat;
  return (detail.type === 'sql' || detail.type === 'store') && detail.step ? detail.step : undefined;
}
