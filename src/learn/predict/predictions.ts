/**
 * Predict the store: where to pause a chapter and ask what `run()` will do, and the right answer, read
 * from the step the real store recorded in the Trace. Pure: a Trace in, prediction points out.
 */
import type { StoreStep } from '../../core/store';
import { ticketOf } from '../../core/trace/ticket';
import type { Beat, StoryId, Trace } from '../../core/trace';

/** What `run()` can do with a request (or a woken worker's write). */
export const CHOICES = ['replay', 'conflict', 'mismatch', 'run', 'take-over', 'save-fails'] as const;
export type Choice = (typeof CHOICES)[number];

/** Why the player paused here. */
export type Trigger = 'repeat' | 'stale' | 'wake';

export interface PredictionPoint {
  /** Pause on this beat and ask. */
  beat: number;
  /** The beat where the store's recorded step gives the answer. */
  answerBeat: number;
  answer: Choice;
  trigger: Trigger;
  worker: string;
  /** The ticket the request carries (unscoped), for the question's wording. */
  ticket: string;
  /** Another worker busy with the same ticket when this request arrived (a double click), if any. */
  alongside?: string;
}

/** The choice's words in a story (the library answers a reused key 409 key_conflict, not 422). */
export function choiceLabel(choice: Choice, story: StoryId): string {
  switch (choice) {
    case 'replay':
      return 'Replay the saved answer';
    case 'conflict':
      return '409: someone holds the key, come back';
    case 'mismatch':
      return story === 'payflow' ? '422: same key, other parameters' : '409 key_conflict: same key, other body';
    case 'run':
      return 'Run the work';
    case 'take-over':
      return 'Take over the stale lock';
    case 'save-fails':
      return 'Its save fails: 0 rows changed';
  }
}

/** The question for a point, in words. */
export function promptOf(point: PredictionPoint, story: StoryId): string {
  const worker = point.worker.replace('worker-', 'Worker ');
  const what = story === 'payflow' ? 'checkout' : 'loan';
  if (point.trigger === 'wake') return `${worker} wakes up and goes on to save its answer. What happens?`;
  if (point.trigger === 'stale') {
    return `A retry with ticket ${point.ticket} reaches ${worker}, and its row has been in_flight for longer than the lock lasts. What will run() do?`;
  }
  const meanwhile = point.alongside ? `, while ${point.alongside.replace('worker-', 'Worker ')} is still busy with the same ticket` : '';
  return `The same ${what} again, carrying ticket ${point.ticket}, reaches ${worker}${meanwhile}. What will run() do?`;
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
  const seen = new Set<string>();
  const queues = new Map<string, Request[]>();
  const open = new Map<string, Request>();
  // Which ticket each worker is serving, from its request's arrival until its answer.
  const busy = new Map<string, string>();
  const woken = new Map<string, number>();

  const workers = new Set(trace.actors.filter((a) => a.role === 'worker').map((a) => a.id));
  for (const beat of trace.beats) {
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
      queue.push({ beat: beat.index, ticket, repeat: seen.has(sameTicket) || seen.has(sameIntent), alongside });
      queues.set(detail.to, queue);
      busy.set(detail.to, ticket);
      seen.add(sameTicket).add(sameIntent);
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
        points.push({ beat: wokeAt, answerBeat: beat.index, answer: 'save-fails', trigger: 'wake', worker, ticket: ticketOf(step.key) });
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
    .filter((p, i, all) => i === 0 || p.answer === 'take-over' || all[i - 1]!.answer !== p.answer || all[i - 1]!.beat + 1 !== p.beat);
}

interface Request {
  beat: number;
  ticket: string;
  repeat: boolean;
  alongside: string | undefined;
}

function point(trace: Trace, request: Request, answerAt: Beat, answer: Choice, worker: string): PredictionPoint {
  const at = trace.beats[request.beat]!;
  const row = at.state.idempotencyKeys.find((r) => ticketOf(r.key) === request.ticket);
  const stale = row !== undefined && row.status === 'in_flight' && at.time - row.locked_at >= trace.lockMs;
  const p: PredictionPoint = { beat: request.beat, answerBeat: answerAt.index, answer, trigger: stale ? 'stale' : 'repeat', worker, ticket: request.ticket };
  if (request.alongside) p.alongside = request.alongside;
  return p;
}

function stepOf(beat: Beat): StoreStep | undefined {
  const { detail } = beat;
  return (detail.type === 'sql' || detail.type === 'store') && detail.step ? detail.step : undefined;
}
