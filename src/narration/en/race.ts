import type { BreakId } from '../../core/trace';
import { formatCount, formatTime, plural } from '../format';
import { parts } from '../parts';
import { breaks } from './breaks';
import { INVARIANTS } from './invariants';

const schedules = { one: 'schedule', other: 'schedules' };

// The race's one order has one body: a switch about bodies has no race of its own.
const notes: Record<'correct' | Exclude<BreakId, 'no-key' | 'no-body-digest'>, string> = {
  correct: 'Atomic claim, compare-and-set, fencing, and PayCo’s own key.',
  'select-then-insert': 'The claim looks first and inserts after the work; PayCo gets no key, as in the double-click chapter.',
  'key-per-try': 'Every attempt carries a fresh key; PayCo gets no key, as in the ticket chapter.',
  'blind-takeover': 'A stale lock is taken whatever it says now; PayCo keeps its key, as in the crash chapter.',
  'no-fencing': 'Save and release ignore the worker’s token; PayCo keeps its key, as in the fencing chapter.',
  'no-provider-key': 'The store is correct, but the shop calls PayCo without a key of its own.',
};

/** The race finder: its shops, its search and what it found, and the race on real processes. */
export const race = {
  title: 'Find a race',
  lead: (runs: number) =>
    parts`Pick a shop. Up to ${formatCount(runs)} random schedules run against its real store, each checked against the lesson’s rules: no order charged twice, a saved answer never replaced, one takeover per stale lock…`,
  which: 'Which shop?',
  /** A shop's name and where it stands, in one line; a shop with a lesson's mistake in it is named by its break-it switch. */
  shop: (id: 'correct' | Exclude<BreakId, 'no-key' | 'no-body-digest'>) => ({ label: id === 'correct' ? 'The correct store' : breaks.switches[id].label, note: notes[id] }),
  stop: 'Stop',
  find: 'Find a race',
  trying: (shop: string, tried: number) => parts`Trying schedules against “${shop}”: ${formatCount(tried)} so far…`,
  stopped: (tried: number) => parts`Stopped after ${formatCount(tried)}${plural(tried, { one: ' schedule.', other: ' schedules.' })}`,
  failed: (error: string) => parts`The race finder could not run: ${error}`,
  held: (tried: number, ms: number, shop: string) =>
    parts`Tried ${formatCount(tried)}${plural(tried, { one: ' schedule in ', other: ' schedules in ' })}${formatTime(ms)} (${`${formatCount(Math.round(tried / (ms / 1000)))} per second`}): none broke “${shop}”. Every invariant held.`,
  found: 'Found a race',
  /** Straight after "Found a race". */
  foundWhere: (shop: string, after: number, shrinks: number, tried: number, ms: number) =>
    parts` in “${shop}” after ${formatCount(after)} ${plural(after, schedules)}, shrunk${' '}${shrinks} ${plural(shrinks, { one: 'time', other: 'times' })} to the smallest one (${formatCount(tried)} runs in ${formatTime(ms)}).`,
  /** Each invariant, as a rule says it. */
  invariants: INVARIANTS,
  broken: (rule: string) => parts`Broken: ${rule}.`,
  play: 'Play the race',
  /** The race, as the scene banner names it. */
  scene: (shop: string) => `The race in “${shop}”`,
  forReal: 'Run it for real',
  forRealLead: (processes: number, rounds: number) =>
    parts`The race is not a trick of the page. In a clone of Cloakroom, ${processes} real OS processes share one SQLite file and send the same key at the same instant, ${rounds} rounds, and the charges of each round are printed:`,
  variants: 'Variants: ',
};
