import type { BreakId, StoryId } from '../../core/trace';
import { parts } from '../parts';

/** Each break-it switch in a learner's words: its button (and the race finder's shop), and what it does to the shop. */
const switches: Record<BreakId, { label: string; does(story: StoryId): string }> = {
  'no-key': { label: 'No key', does: () => 'The client sends no Idempotency-Key at all.' },
  'key-per-try': { label: 'A new key per try', does: () => 'The client invents a fresh key for every attempt.' },
  'select-then-insert': {
    label: 'SELECT, then INSERT',
    does: (story) =>
      story === 'payflow'
        ? 'The store looks the key up, does the work, and only then inserts it.'
        : 'The store looks the key up, waits, and only then writes the loan and the key.',
  },
  'blind-takeover': { label: 'Takeover without compare-and-set', does: () => 'A stale lock is taken over without checking locked_at.' },
  'no-fencing': { label: 'No fencing', does: () => 'Save and release no longer check the worker’s own locked_at.' },
  'no-provider-key': { label: 'No PayCo key', does: () => 'The shop calls PayCo without a key of its own.' },
  'no-body-digest': {
    label: 'No body digest',
    does: (story) =>
      story === 'payflow'
        ? 'The key’s row keeps no fingerprint of the cart, only the method and path: another cart under the same key matches.'
        : 'The key’s row keeps no sha256 of the body, only the method and path: another loan under the same key matches.',
  },
};

export const breaks = {
  switches,
  title: 'Break it:',
  /** Under the switches: what the ones on do, and that the scene re-ran with them. */
  note: (does: string, mistakes: number) => parts`${does} The scene re-ran on a fresh database with ${mistakes === 1 ? 'this mistake' : 'these mistakes'} in it.`,
};
