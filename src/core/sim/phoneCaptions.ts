import { fingerprint } from '../store/fingerprint';
import { answerOutcome, type AnswerOutcome } from '../trace/outcome';
import type { KeyMode } from './phoneConfig';

/** What the phone knows as it sends an attempt: enough to say which kind of send it is. */
export interface SendFacts {
  /** It sends an Idempotency-Key. */
  keyed: boolean;
  keyMode: KeyMode;
  attempt: number;
  /** The tap's first attempt in this run of the app (after a restart, the one it resumes with). */
  firstAttempt: number;
  tap: number;
  /** How many taps of the intent have begun so far. */
  tapsBegun: number;
  /** It sends the previous intent's ticket again. */
  reusedKey: boolean;
  /** The last answer was a 409 with Retry-After, and it waited as told. */
  toldToWait: boolean;
  /** Which of this client's intents it is, from 1: a later one comes with a key of its own. */
  intent: number;
  /** The client is one of several named ones (Ana's phone, desk B), not the scene's one phone: its sends say whose they are. */
  named: boolean;
}

/** The caption id of a send (`send.*`), chosen from what the phone knows then, never from what comes after. */
export function sendCaption({ keyed, keyMode, attempt, firstAttempt, tap, tapsBegun, reusedKey, toldToWait, intent, named }: SendFacts): string {
  const fresh = keyMode === 'per-try' && (attempt > 1 || tap > 1);
  // With several taps begun, a retry says whose it is, so no two sends read alike. (Only taps begun
  // count: a caption never knows the future, so a scene cut before the next tap reads the same.)
  const retry = tapsBegun > 1 ? 'send.retry.tap' : 'send.retry';
  // A later intent is a new operation with a new key; a named client's first send says whose it is.
  const first = reusedKey ? 'send.reused' : intent > 1 ? 'send.first.next' : named ? 'send.first.client' : 'send.first';
  // The first attempt after a restart: the app read the action, and its key, back from storage.
  const resumed = attempt === firstAttempt && firstAttempt > 1;
  const id = !keyed ? 'send.nokey' : fresh ? 'send.newkey' : resumed ? 'send.resumed' : attempt === 1 && tap > 1 ? 'send.tap' : attempt === 1 ? first : retry;
  return toldToWait && id === retry ? `${id}.retry-after` : id;
}

/** A final answer the app heard before this one: its status and body. */
export interface HeardAnswer {
  key: string | null;
  status?: number;
  body?: unknown;
}

/** What the phone knows as it takes an answer as final: enough to say which kind of answer it is. */
export interface AnswerFacts {
  outcome: AnswerOutcome;
  replayed: boolean;
  key: string | null;
  /** The body the key was first sent with, and this answer's request body. */
  firstBody: Record<string, unknown> | undefined;
  body: Record<string, unknown>;
  /** The answer's own body. */
  answer: unknown;
  /** The answers the app read before this one (a lost answer is not among them). */
  earlier: readonly HeardAnswer[];
}

/**
 * The caption id of an answer the phone takes as final (`result.*`): done or replayed, or refused. A
 * replay says `.again` only if this very answer reached the app before (its first copy may have been
 * lost), and `.swallowed` for another body than the key's first (the store kept no fingerprint of the
 * body). A refusal of the fields first sent, in another order, says so (a story that digests the raw
 * bytes sees another request); a refusal of a key whose first use is known done says `.done` (Stripe's
 * rule for a new key is for an unknown outcome).
 */
export function answerCaption({ outcome, replayed, key, firstBody, body, answer, earlier }: AnswerFacts): string {
  const done = (a: HeardAnswer) => a.status !== undefined && answerOutcome(a.status) === 'done';
  if (outcome === 'done') {
    if (!replayed) return 'result.ok';
    if (firstBody !== undefined && fingerprint(firstBody) !== fingerprint(body)) return 'result.replayed.swallowed';
    return earlier.some((a) => done(a) && sameAnswer(a.body, answer)) ? 'result.replayed.again' : 'result.replayed';
  }
  const reordered = firstBody !== undefined && JSON.stringify(firstBody) !== JSON.stringify(body) && fingerprint(firstBody) === fingerprint(body);
  if (reordered) return 'result.error.reordered';
  return key !== null && earlier.some((a) => a.key === key && done(a)) ? 'result.error.done' : 'result.error';
}

/** Two answers that name the same charge or the same loan. */
function sameAnswer(a: unknown, b: unknown): boolean {
  const [x, y] = [answerVars(a), answerVars(b)];
  return x.answer !== undefined && x.answer === y.answer;
}

/** The ids a caption names: the charge or the loan in a 2xx body (and either as `answer`), the error code in a 4xx. */
export function answerVars(body: unknown): Record<string, string | number> {
  if (typeof body !== 'object' || body === null) return {};
  const b = body as Record<string, unknown>;
  const vars: Record<string, string | number> = {};
  if (typeof b.chargeId === 'string') vars.chargeId = vars.answer = b.chargeId;
  if (typeof b.id === 'number') vars.loanId = vars.answer = b.id;
  if (typeof b.error === 'string') vars.error = b.error;
  return vars;
}
