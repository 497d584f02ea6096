import type { LabVersion, StoryId } from '../../core/trace';
import type { PluralForms } from '../catalog';
import { captionVars } from './captionVars';
import { formatCount, formatPercent, formatTime } from '../format';
import { parts } from '../parts';

/** What the lab counts, per story: PayFlow's checkouts, the library's loans. */
const things = {
  payflow: { one: '# checkout', other: '# checkouts' },
  library: { one: '# loan', other: '# loans' },
} satisfies Record<StoryId, PluralForms>;
const thingsPlural: Record<StoryId, string> = { payflow: 'checkouts', library: 'loans' };

/** The lab: the lesson's table, the learner's own run, the orders worth opening. */
export const lab = {
  /** The table's columns in the lesson's words, for charges (PayFlow) or loans (library). */
  columns: {
    charge: ['version', 'charges', 'double-charged orders', 'client gave up', 'refused (4xx)', 'calls'],
    loan: ['version', 'loans', 'duplicated loans', 'client gave up', 'refused (4xx)', 'calls'],
  } satisfies Record<'charge' | 'loan', readonly string[]>,
  /** `npm run lab`'s line over its table. */
  cliSettings: (story: StoryId, checkouts: number, loss: number, attempts: number, seed: number) =>
    // The counts as the arguments gave them, ungrouped, as the CLI has always printed them.
    `${checkouts} ${thingsPlural[story]}, ${formatPercent(loss)} of answers lost, up to ${formatCount(attempts, { one: '# attempt', other: '# attempts' })}, seed ${seed}`,

  title: 'Run the lab yourself',
  /** The lab's panel while its code arrives (the first time the lab chapter is shown). */
  loading: 'Loading the lab…',
  lead: (story: StoryId) =>
    parts`${story === 'payflow' ? 'A phone' : 'The desk app'} makes the ${thingsPlural[story]} one after another over a network that loses answers; each version runs on a fresh database in a worker, through the real endpoint and store. ${story === 'payflow' ? 'PayCo gets no key, as in the lesson.' : ''}`,
  fields: {
    checkouts: { payflow: 'Checkouts', library: 'Loans' } satisfies Record<StoryId, string>,
    loss: 'Answers lost',
    attempts: 'Attempts at most',
    seed: 'Seed',
  },
  /** The names the settings' check gives the fields ("Attempts must be …"). */
  checked: { loss: 'Answers lost', attempts: 'Attempts', seed: 'Seed' },
  mustBeWhole: (field: string, min: number, max: number) => `${field} must be a whole number from ${formatCount(min)} to ${formatCount(max)}.`,
  percent: '%',
  run: 'Run the lab',
  stop: 'Stop',
  progress: 'Lab progress',
  results: 'Your lab’s results',
  running: (version: number, name: LabVersion, total: number, story: StoryId) => `Running version ${version} of 3 (${name}) on ${formatCount(total, things[story])}…`,
  // Three versions of `total` each: never one, so the noun is always plural.
  done: (total: number, ms: number, story: StoryId) =>
    `Done: 3 × ${formatCount(total)} ${thingsPlural[story]} in ${formatTime(ms)}, counted from each version’s ledger.`,
  stopped: 'Stopped. The table shows what was counted up to then.',
  failed: (error: string) => `The lab could not run: ${error}`,
  /** The lab's worker answered an order with something else. */

  chart: {
    title: { charge: 'How often each order was charged', loan: 'How often each loan was written' },
    /** The bands: once, twice, three times or more. */
    bands: ['once', 'twice', '3 times or more'] as const,
    /** A band of a version's bar, in words: "8,071 orders charged once". */
    band: (count: number, band: string, unit: 'charge' | 'loan') => `${formatCount(count)} ${unit === 'charge' ? 'orders charged' : 'loans written'} ${band}`,
    /** A version's bar, for a screen reader: its bands in words, or that it has none yet. */
    track: (version: LabVersion, bands: readonly string[]) => `${version}: ${bands.join(', ') || 'nothing yet'}`,
  },

  orders: {
    title: (story: StoryId) => parts`Open one ${story === 'payflow' ? 'order' : 'loan'} as its own scene`,
    /** An order the ledger charged more than once, or a member it lent to more than once. */
    doubled: {
      // How often, as the lab order's own closing caption says it.
      payflow: (charges: number) => `charged ${captionVars.times(charges)}`,
      library: (loans: number) => (loans === 2 ? 'two loans' : formatCount(loans, { one: '# loan', other: '# loans' })),
    } satisfies Record<StoryId, (count: number) => string>,
    gaveUp: 'gave up',
    version: 'Version',
    number: { payflow: 'Order number', library: 'Loan number' } satisfies Record<StoryId, string>,
    open: 'Open in the player',
    pick: (total: number) => `Pick a number from 1 to ${formatCount(total)}.`,
    /** The scene banner's name for one opened order. */
    scene: { payflow: (owner: string, version: LabVersion) => `Order ${owner} (${version})`, library: (owner: string, version: LabVersion) => `Loan for ${owner} (${version})` },
  },
};
