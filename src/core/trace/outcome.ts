/**
 * What an HTTP answer means to the client that gets it, decided once here from its status and headers
 * (STYLE.md 11) for the phone's retry loop, the lab's count and the views' colours alike.
 */
export type AnswerOutcome =
  /** 2xx: the operation happened (or its saved answer was replayed). */
  | 'done'
  /** 409 with Retry-After: another request holds the key; come back with the same key and body. */
  | 'busy'
  /** 409 without Retry-After: the key was used for another request (the library's `key_conflict`). */
  | 'conflict'
  /** Any other 4xx: the request itself is wrong; retrying it cannot help. */
  | 'refused'
  /** 5xx: the shop failed; the outcome is unknown, and a retry with the same key is safe. */
  | 'failed';

/** The outcome of an answer with `status` and `headers` (header names in lower case, as recorded). */
export function answerOutcome(status: number, headers: Readonly<Record<string, string>> = {}): AnswerOutcome {
  if (status >= 200 && status < 300) return 'done';
  if (status === 409) return headers['retry-after'] !== undefined ? 'busy' : 'conflict';
  if (status >= 500) return 'failed';
  return 'refused';
}

/** Outcomes after which a client tries again (with the same key, if it has one). */
export function comesBack(outcome: AnswerOutcome): boolean {
  return outcome === 'busy' || outcome === 'failed';
}
