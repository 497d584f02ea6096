import type { InvariantId, ScheduleFaults } from '../../core/explorer';
import type { BreakId } from '../../core/trace';
import { formatCount, formatList, formatTime } from '../format';
import { breaks } from './breaks';
import { INVARIANTS } from './invariants';

/**
 * How captions word the values core hands them raw, by the var's name (`captionText`): where a worker
 * stopped, how often a ledger holds an order, which attempts lost their answers, in English.
 */
export const captionVars = {
  /** Where a worker stopped (its `point`), as a sentence says it. */
  points: {
    receive: 'before it reads the request',
    claim: 'just before its claim',
    read: 'just before it reads the row',
    takeover: 'just before its takeover',
    work: 'just before its work',
    save: 'just before its save',
    release: 'just before its release',
    respond: 'just before it answers',
    'in-transaction': 'inside the transaction',
  } as Readonly<Record<string, string>>,
  /** `…Times`: 1 → "once", 2 → "twice", n → "n times". */
  times: (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : formatCount(n, { one: '# time', other: '# times' })),
  /** `…Attempts` (attempt numbers, "1,2"): "attempt 1", "attempts 1 and 2". */
  attempts: (numbers: readonly number[]) => (numbers.length === 1 ? `attempt ${numbers[0]}` : `attempts ${formatList(numbers.map((n) => formatCount(n)))}`),
  /** `…Faults`: a race schedule's faults, after its workers ("; worker 1 crashes at save, answers lost: 2"), "" for none. */
  faults: ({ crash, pause, lostAnswers, paycoLost }: ScheduleFaults) => {
    const parts: string[] = [];
    if (crash) parts.push(`worker ${crash.worker} crashes at ${crash.at}`);
    if (pause) parts.push(`worker ${pause.worker} freezes at ${pause.at}${pause.untilTakeover ? ' until another takes its key over' : ''}`);
    if (lostAnswers) parts.push(`answers lost: ${formatCount(lostAnswers)}`);
    if (paycoLost) parts.push(`PayCo answers lost: ${formatCount(paycoLost)}`);
    return parts.length ? `; ${parts.join(', ')}` : '';
  },
  /** What a language contracts once a template's words and its values stand side by side (Spanish: de el → del); English, nothing. */
  contract: (text: string) => text,
  /** The race explorer's `variant` when the store it searched is the learner's own (`YOUR_STORE`). */
  yourStore: 'your store',
  /** `…Invariants`: the rules a schedule broke, one after another. */
  invariants: (ids: readonly InvariantId[]) => ids.map((id) => INVARIANTS[id]).join('; '),
  /** Several workers in a sentence: "Worker 1 and Worker 2" (their lanes' names). */
  workers: (names: readonly string[]) => formatList(names),
  /** `…Changes`: a learner's changes to the whole scene (`lockMs=1000`, `paycoKey=off`, `break+=…`, `workers=3`), after "For the whole scene, ". */
  changes: (changes: readonly string[]) => `you ${formatList(changes.map(changePhrase))}`,
};

/** One change to the whole scene, as a verb phrase after "you". */
function changePhrase(change: string): string {
  const [name, value = ''] = change.split('=');
  switch (name) {
    case 'lockMs':
      return `set lockMs to ${formatTime(Number(value))}`;
    case 'paycoKey':
      return `turned PayCo’s own key ${value}`;
    case 'break+':
      return `switched on “${breaks.switches[value as BreakId].label}”`;
    case 'break-':
      return `switched off “${breaks.switches[value as BreakId].label}”`;
    default:
      return `set the workers to ${formatCount(Number(value))}`;
  }
}
