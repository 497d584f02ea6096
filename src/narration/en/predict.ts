/**
 * Predict the store, in words: each choice's label per story, the question for a prediction point, and
 * the feedback. A question states what the learner could see on the stage (which body, which ticket, how
 * long the row has been locked, who else is busy with it) and never the conclusion: a stale lock is
 * given as its age and lockMs, worded exactly as a fresh one is.
 */
import type { StoryId } from '../../core/trace';
import { formatList, formatTime } from '../format';
import { workerName } from '../lanes';
import { parts } from '../parts';

/**
 * What `run()` can do, as learn/predict's `Choice` names it (declared here, not imported, so words
 * never depend on the learning tools; a new choice there fails to compile where it is worded).
 */
type Choice = 'replay' | 'conflict' | 'mismatch' | 'run' | 'take-over' | 'save-fails';

/** What a prediction point lets the question state: the facts of learn/predict's `PredictionPoint`. */
interface PromptFacts {
  trigger: 'repeat' | 'stale' | 'wake';
  /** The worker the request reaches (an actor id). */
  worker: string;
  ticket: string;
  ticketSeen: boolean;
  body: { kind: 'same' } | { kind: 'reordered' } | { kind: 'other'; fields: readonly string[] };
  lock?: { age: number; lockMs: number };
  /** Another worker busy with the same ticket (an actor id). */
  alongside?: string;
}

/** A key reused for another request, as each story's endpoint answers it (its profile's mismatch status). */
const MISMATCH: Record<StoryId, string> = { payflow: '422: same key, other parameters', library: '409 key_conflict: same key, other body' };

/** The choice's words in a story (the library answers a reused key 409 key_conflict, not 422). */
function choice(choice: Choice, story: StoryId): string {
  switch (choice) {
    case 'replay':
      return 'Replay the saved answer';
    case 'conflict':
      return '409: someone holds the key, come back';
    case 'mismatch':
      return MISMATCH[story];
    case 'run':
      return 'Run the work';
    case 'take-over':
      return 'Take over the lock';
    case 'save-fails':
      return 'Its save fails: 0 rows changed';
  }
}

/** What the client's request is called in each story. */
const REQUEST: Record<StoryId, string> = { payflow: 'checkout', library: 'loan request' };

/** The question for a point, in words. */
function prompt(point: PromptFacts, story: StoryId): string {
  if (point.trigger === 'wake') return `${workerName(point.worker)} wakes up and goes on to save its answer. What happens?`;
  const request = requestWords(point, REQUEST[story]);
  const meanwhile = point.alongside ? `, while ${workerName(point.alongside)} is still busy with the same ticket` : '';
  const lock = point.lock ? ` Its row is in_flight, locked ${formatTime(point.lock.age)} ago; a lock lasts ${formatTime(point.lock.lockMs)}.` : '';
  return `${request}, reaches ${workerName(point.worker)}${meanwhile}.${lock} What will run() do?`;
}

/** The request, told against the first one with its ticket: honest about a changed body, silent on what the store makes of it. */
function requestWords({ ticket, ticketSeen, body }: PromptFacts, thing: string): string {
  if (!ticketSeen) return `The same ${thing} again, under a new ticket ${ticket}`;
  switch (body.kind) {
    case 'same':
      return `The same ${thing} again, carrying ticket ${ticket}`;
    case 'reordered':
      return `The same ${thing}, its fields written in another order, carrying ticket ${ticket}`;
    case 'other':
      return `A ${thing} with another ${body.fields.length ? formatList(body.fields) : 'body'}, carrying ticket ${ticket} again`;
  }
}

export const predict = {
  choice,
  prompt,
  kicker: 'Predict the store.',
  skip: 'Skip this one',
  right: 'Right.',
  /** After "Right.": the answer, then what to do now. */
  rightThen: (did: string) => parts`${did}: watch the store do it.`,
  wrong: 'Not this time.',
  /** Straight after "Not this time.", its space included. */
  wrongThen: (said: string, did: string) => parts` You said “${said}”; the store’s answer is “${did}”. Watch why.`,
  score: (right: number, asked: number) => parts`Score: ${right} of ${asked}`,
  /** The learning tools' switch for predictions, and where it stands. */
  toggle: 'Predict the store',
  on: 'On: the player stops before each decision and asks what run() will do.',
  off: 'Off: turn it on to be asked at each decision.',
  scoreSoFar: (right: number, asked: number) => `Score so far: ${right} of ${asked}.`,
};
