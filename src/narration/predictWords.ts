/**
 * Predict the store, in words: each choice's label per story, and the question for a prediction point.
 * A question states what the learner could see on the stage (which body, which ticket, how long the
 * row has been locked, who else is busy with it) and never the conclusion: a stale lock is given as
 * its age and lockMs, worded exactly as a fresh one is.
 */
import type { StoryId } from '../core/trace';
import type { Choice, PredictionPoint } from '../learn/predict/predictions';
import { workerName } from './lanes';
import { formatTime } from './format';

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
      return 'Take over the lock';
    case 'save-fails':
      return 'Its save fails: 0 rows changed';
  }
}

/** The question for a point, in words. */
export function promptOf(point: PredictionPoint, story: StoryId): string {
  if (point.trigger === 'wake') return `${workerName(point.worker)} wakes up and goes on to save its answer. What happens?`;
  const request = requestWords(point, story === 'payflow' ? 'checkout' : 'loan request');
  const meanwhile = point.alongside ? `, while ${workerName(point.alongside)} is still busy with the same ticket` : '';
  const lock = point.lock ? ` Its row is in_flight, locked ${formatTime(point.lock.age)} ago; a lock lasts ${formatTime(point.lock.lockMs)}.` : '';
  return `${request}, reaches ${workerName(point.worker)}${meanwhile}.${lock} What will run() do?`;
}

/** The request, told against the first one with its ticket: honest about a changed body, silent on what the store makes of it. */
function requestWords({ ticket, ticketSeen, body }: PredictionPoint, thing: string): string {
  if (!ticketSeen) return `The same ${thing} again, under a new ticket ${ticket}`;
  switch (body.kind) {
    case 'same':
      return `The same ${thing} again, carrying ticket ${ticket}`;
    case 'reordered':
      return `The same ${thing}, its fields written in another order, carrying ticket ${ticket}`;
    case 'other':
      return `A ${thing} with another ${andList(body.fields)}, carrying ticket ${ticket} again`;
  }
}

function andList(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? 'body') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
