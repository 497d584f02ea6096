import type { Actor, StoryId } from '../../core/trace';
import { formatCount, formatTime, plural } from '../format';
import { parts } from '../parts';

/** The stage: its lanes, what a figure is doing, the messages on their way, the clock; and the lab's stage. */
export const stage = {
  name: 'Stage',
  /** Each lane's title, by the role of the actors in it. */
  lanes: {
    payflow: { client: 'Phones', network: 'Network', worker: 'Shop', database: 'SQLite', provider: 'PayCo', clock: 'Jobs' },
    library: { client: 'Desks', network: 'Network', worker: 'Library server', database: 'SQLite', provider: 'Provider', clock: 'Jobs' },
  } satisfies Record<StoryId, Record<Actor['role'], string>>,
  /** What an actor just did, in a few words, under its figure. */
  badges: {
    timedOut: (attempt: number, waitMs: number) => `attempt ${attempt} timed out; waits ${formatTime(waitMs)}`,
    waits: (waitMs: number) => `waits ${formatTime(waitMs)}`,
    /** The answer a client got: its status, or its status and reason ("got 409 …"). */
    got: (answer: string | number) => `got ${answer}`,
    gaveUp: (attempts: number) => `gave up after ${formatCount(attempts, { one: '# attempt', other: '# attempts' })}`,
    charged: (chargeId: string) => `charged ${chargeId}`,
    replayed: (chargeId: string) => `replayed ${chargeId}`,
    pruned: (rows: number) => `pruned ${formatCount(rows, { one: '# row', other: '# rows' })}`,
  },
  /** A message on its way between lanes. */
  travel: {
    key: (key: string) => `key ${key}`,
    noKey: 'no key',
    answer: 'answer',
    replayed: 'replayed',
    charge: 'charge',
    replay: 'replay',
    lost: 'lost',
  },
  actor: {
    /** Before the ticket, its space included. */
    holds: 'holds ',
    holding: 'This worker holds the claim: the row is in_flight',
    deadHolding: 'Its token is still the row’s locked_at: the claim outlives it until a takeover',
    crashed: 'crashed',
    paused: 'paused',
    until: (time: number) => ` until ${formatTime(time)}`,
  },
  clock: {
    /** The pieces around the clock's figures keep their spaces. */
    virtualTime: 'virtual time ',
    at: (time: number) => parts`t = ${formatTime(time)}`,
    lockMs: 'lockMs = ',
    ms: (ms: number) => formatCount(ms),
    msUnit: ' ms',
  },
  lab: {
    name: 'The lab',
    results: 'Lab results',
    /** The lesson's settings, over its table. */
    settings: (total: number, unit: 'charge' | 'loan') =>
      parts`${formatCount(total)} ${plural(total, unit === 'loan' ? { one: 'loan', other: 'loans' } : { one: 'checkout', other: 'checkouts' })}, 20% of answers lost, up to 5 attempts, each version on a fresh database`,
    progress: 'progress',
    done: (done: number, total: number) => `${formatCount(done)}/${formatCount(total)}`,
    bar: (value: number, unit: 'charge' | 'loan') =>
      parts`${formatCount(value)} ${plural(value, unit === 'loan' ? { one: 'loan row', other: 'loan rows' } : { one: 'charge', other: 'charges' })}`,
    goal: (total: number) => parts`dashed line: ${formatCount(total)}, one per order`,
  },
};
