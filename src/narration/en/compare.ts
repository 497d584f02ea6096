/**
 * A comparison's words: "Compare…" and its choices, each side's name, the regions, the difference
 * strip, the summary computed from both Traces ("A: 1 charge. B: 2 charges — ch_2 at 6.1 s, Worker 2’s
 * takeover"), the sentence said (narration, screen readers) where the two runs differ, and the checks.
 */
import type { ComparisonSummary, ExtraRow, Facet, WorkOrigin } from '../../compare';
import type { BreakId, StoryId } from '../../core/trace';
import { formatCount, formatList, formatTime } from '../format';
import { workerName } from '../lanes';

/** What each facet is, in a sentence: "the charges", "what the phone knows". */
const FACET: Record<Facet, (story: StoryId) => string> = {
  rows: () => 'the key rows',
  ledger: (story) => (story === 'payflow' ? 'the charges' : 'the loans'),
  answers: (story) => (story === 'payflow' ? 'the answers the phone read' : 'the answers the desk app read'),
  client: (story) => (story === 'payflow' ? 'what the phone knows' : 'what the desk app knows'),
};

/** How the worker behind a row held the key, after its name: "Worker 2’s takeover". */
const ORIGIN: Record<WorkOrigin, string> = {
  claim: 'claim',
  takeover: 'takeover',
  'blind-takeover': 'blind takeover',
  'look-up': 'look-up (SELECT, then INSERT)',
  'no-key': 'work with no key',
};

const UNIT = { charge: { one: '# charge', other: '# charges' }, loan: { one: '# loan', other: '# loans' } };

/** A side's switch when it is off, as a side is named by it: "with PayCo’s key". */
const OFF: Record<BreakId, string> = {
  'no-key': 'with a key',
  'key-per-try': 'one key for every try',
  'select-then-insert': 'INSERT … ON CONFLICT',
  'blind-takeover': 'compare-and-set takeover',
  'no-fencing': 'with fencing',
  'no-provider-key': 'with PayCo’s key',
  'no-body-digest': 'with the body’s digest',
};

/** A row one side has beyond the other: "ch_2 at 6.1 s, Worker 2’s takeover". */
function extraRow(row: ExtraRow, unit: ComparisonSummary['unit']): string {
  const id = unit === 'charge' ? row.id : `loan ${row.id}`;
  const who = row.worker ? `, ${workerName(row.worker)}’s ${ORIGIN[row.origin]}` : '';
  return `${id} at ${formatTime(row.time)}${who}`;
}

/** One side's tally and the rows it has beyond the other: "B: 2 charges — ch_2 at 6.1 s, Worker 2’s takeover". */
function tally(summary: ComparisonSummary, side: 'a' | 'b'): string {
  const count = formatCount(summary[side].ledger, UNIT[summary.unit]);
  const extra = summary.extra.filter((row) => row.side === side).map((row) => extraRow(row, summary.unit));
  return `${side.toUpperCase()}: ${count}${extra.length > 0 ? ` — ${formatList(extra)}` : ''}.`;
}

export const compare = {
  /** The button on every chapter and in the sandbox. */
  open: 'Compare…',
  picker: {
    title: 'Compare this scene with',
    /** What the other side is, before the choices. */
    intro: 'Both run the same scene, each on its own fresh database, side by side on one Timeline.',
    switches: 'The same chapter with other switches',
    /** A set of switches, as a choice: its switches' names, or none. */
    switchSet: (labels: readonly string[]) => (labels.length === 0 ? 'Every switch off' : labels.join(' + ')),
    yours: 'Your store',
    yoursAgainst: 'The same scene on your store',
    noYours: 'Write your own store in Your turn and run its tests: then it can play the other side.',
    branches: 'Another branch of your scene',
    noBranches: 'Step back and act at an earlier beat to make another branch.',
    nothing: 'This chapter has no switches to flip.',
    cancel: 'Cancel',
  },
  close: 'Close the comparison',
  /** The heading over both sides. */
  title: (a: string, b: string) => `A: ${a} · B: ${b}`,
  building: 'Running both sides, each on its own fresh database…',
  failed: (why: string) => `The comparison could not be made: ${why}.`,
  /** A side's name when nothing else names it. */
  sideNames: {
    asItIs: 'the chapter as it runs',
    lessonStore: 'the lesson’s store',
    yourStore: 'your store',
    scene: (letter: string) => `scene ${letter}`,
    /** A switch off, as it names a side. */
    off: OFF,
  },
  /** The region of one side: "A: with PayCo’s key". */
  region: (letter: string, name: string) => `${letter}: ${name}`,
  /** Its stage, as a screen reader lists the regions. */
  stage: (name: string) => `Stage: ${name}`,
  /** The region of a side's rows and checks: "Rows, A: with PayCo’s key". */
  rows: (letter: string, name: string) => `Rows, ${letter}: ${name}`,
  /** What a panel of a side adds to its own name ("idempotency_keys, A: with PayCo’s key"). */
  panelSide: (letter: string, name: string) => `, ${letter}: ${name}`,
  captions: (name: string) => `Captions: ${name}`,
  /** The tabs of a small box. */
  tabs: 'Sides',
  tab: (letter: string, name: string) => `${letter}: ${name}`,
  strip: 'Differences',
  nextDifference: 'Next difference',
  previousDifference: 'Previous difference',
  /** The jumps' tooltips, with their keys. */
  nextDifferenceKey: 'Next difference (D)',
  previousDifferenceKey: 'Previous difference (Shift + D)',
  /** The summary, in words computed from both Traces. */
  summary: (summary: ComparisonSummary) => `${tally(summary, 'a')} ${tally(summary, 'b')}`,
  firstAt: (time: number, facets: readonly Facet[], story: StoryId) => `First difference at ${formatTime(time)}: ${formatList(facets.map((f) => FACET[f](story)))}.`,
  same: 'The two runs agree at every beat.',
  /** The strip at the step on screen. */
  here: {
    same: 'Here: the same on both sides.',
    differ: (facets: readonly Facet[], story: StoryId) => `Here they differ: ${formatList(facets.map((f) => FACET[f](story)))}.`,
  },
  /** Said where the two runs come to differ (narration, and screen readers once per difference). */
  said: (time: number, facets: readonly Facet[], story: StoryId, rows: readonly string[]) =>
    `At ${formatTime(time)} the two runs differ: ${formatList(facets.map((f) => FACET[f](story)))}.${rows.length > 0 ? ` ${formatList(rows)}.` : ''}`,
  /** A row that appears on one side only, as `said` names it: "B charges again: ch_2, Worker 2’s takeover". */
  saidRow: (row: ExtraRow, unit: ComparisonSummary['unit']) => `${row.side.toUpperCase()} ${unit === 'charge' ? 'charges again' : 'lends again'}: ${extraRow(row, unit)}`,
  /** Both sides' captions, said together where both moved and they differ. */
  bothSaid: (a: string, b: string) => `A: ${a} B: ${b}`,
  /** The Timeline's value text. */
  timelineAt: (step: number, count: number, time: number, here: string) => `Step ${step} of ${count}, at ${formatTime(time)}. ${here}`,
  differenceMark: 'a difference',
  firstMark: 'the first difference',
  /** On a side where the two runs first differ. */
  firstBadge: 'First difference',
  checks: {
    /** Beside a verdict that differs from the other side's. */
    differs: 'not as on the other side',
  },
};
