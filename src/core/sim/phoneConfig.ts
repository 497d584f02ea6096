/**
 * What a scene tells a phone (or the library's desk app) to do: who it is, how it names its attempts,
 * how long it waits and how it backs off, and the intents it sends. Plain data, as scenes are.
 */

/** How a client names its attempts: no key, a fresh key per attempt (the bug), one key per intent (right). */
export type KeyMode = 'none' | 'per-try' | 'same-key';

/** One thing the user does: pay for an order, borrow a book. Each tap sends it (a double click is two taps). */
export interface Intent {
  /** When the first tap happens, ms. */
  at: number;
  /** The JSON body, sent as written (key order included). */
  body: Record<string, unknown>;
  /** Offsets of further taps of the same intent from `at` (a double click: [0]). */
  moreTaps?: number[];
  /** Use this ticket instead of generating one (two clients that happen to pick the same key string). */
  key?: string;
  /**
   * Send an earlier intent's ticket again (a client that reuses a key, or resends an old intent): `true`
   * the previous intent's, a number that intent's (from 1).
   */
  reuseKey?: true | number;
}

export interface PhoneConfig {
  /** Actor id, e.g. `phone` (narration names it: "the phone", "the desk app", "Ana's phone"). */
  id: string;
  /** What it sends as `Authorization: Bearer <client>`. */
  client: string;
  keyMode: KeyMode;
  /** How its keys begin: the phone's `k-7f21`, the library desk's `OD-7f21`. Default `k-`. */
  keyPrefix?: string;
  /** How long it waits for an answer before it counts the attempt as lost. */
  timeoutMs: number;
  /** Stops after this many attempts per tap. */
  maxAttempts: number;
  /** Exponential backoff between attempts after a timeout or a 5xx. */
  backoff: { baseMs: number; factor: number; maxMs: number; jitter?: boolean };
  /** Retry budget: no new attempt starts later than this after the tap's first one. */
  budgetMs?: number;
  /**
   * Once one tap of an intent has its answer, the other taps of that intent stop retrying (the app
   * shows the order as paid and drops the requests still waiting). Off: each tap retries on its own.
   */
  oneAnswerPerIntent?: boolean;
  /**
   * When the app is closed and opened again (ms): what it had in flight is forgotten; each action
   * still pending is read back from the app's storage, with the key stored beside it, and sent again.
   */
  restartsAtMs?: number[];
  /**
   * Once a tap gives up with its outcome unknown, the app sends the intent with neither its key nor a
   * new one: it asks the shop what became of it, once (`GET` the story's `reconcilePath`), as Stripe
   * says to once a retry window is over. Only where the story has such a read (PayFlow's orders).
   */
  reconcile?: boolean;
  intents: Intent[];
}
