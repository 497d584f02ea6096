import { fingerprint } from '../store/fingerprint';
import type { AnswerOutcome } from '../trace/outcome';
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
}

/** The caption id of a send (`send.*`), chosen from what the phone knows then, never from what comes after. */
export function sendCaption({ keyed, keyMode, attempt, firstAttempt, tap, tapsBegun, reusedKey, toldToWait }: SendFacts): string {
  const fresh = keyMode === 'per-try' && (attempt > 1 || tap > 1);
  // With several taps begun, a retry says whose it is, so no two sends read alike. (Only taps begun
  // count: a caption never knows the future, so a scene cut before the next tap reads the same.)
  const retry = tapsBegun > 1 ? 'send.retry.tap' : 'send.retry';
  const first = reusedKey ? 'send.reused' : 'send.first';
  // The first attempt after a restart: the app read the action, and its key, back from storage.
  const resumed = attempt === firstAttempt && firstAttempt > 1;
  const id = !keyed ? 'send.nokey' : fresh ? 'send.newkey' : resumed ? 'send.resumed' : attempt === 1 && tap > 1 ? 'send.tap' : attempt === 1 ? first : retry;
  return toldToWait && id === retry ? `${id}.retry-after` : id;
}

/**
 * The caption id of an answer the phone takes as final (`result.*`): done or replayed, or refused; a
 * refusal of the fields its ticket was first sent with, in another order, says so (a story that
 * digests the raw bytes sees another request).
 */
export function answerCaption(outcome: AnswerOutcome, replayed: boolean, firstBody: Record<string, unknown> | undefined, body: Record<string, unknown>): string {
  if (outcome === 'done') return replayed ? 'result.replayed' : 'result.ok';
  const reordered = firstBody !== undefined && JSON.stringify(firstBody) !== JSON.stringify(body) && fingerprint(firstBody) === fingerprint(body);
  return reordered ? 'result.error.reordered' : 'result.error';
}

/** The ids a caption names: the charge or the loan in a 2xx body, the error code in a 4xx. */
export function answerVars(body: unknown): Record<string, string | number> {
  if (typeof body !== 'object' || body === null) return {};
  const b = body as Record<string, unknown>;
  const vars: Record<string, string | number> = {};
  if (typeof b.chargeId === 'string') vars.chargeId = b.chargeId;
  if (typeof b.id === 'number') vars.loanId = b.id;
  if (typeof b.error === 'string') vars.error = b.error;
  return vars;
}
