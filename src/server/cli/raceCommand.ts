import { defaultLockMs, MIN_PROCESSES, type RaceResult, type RoundResult } from '../race/raceProcesses';
import { RACE_VARIANTS, type RaceAnswer, type RaceVariant } from '../race/protocol';
import { choiceFlag, intFlag, parseFlags, UsageError } from './flags';

export const raceUsage = `npm run race:processes -- --variant V [--processes 6 --rounds 3 --json --store correct --lock-ms 1000]

Real OS processes share one SQLite file (WAL) and send one order with the same Idempotency-Key through
the page's own POST /checkout, meeting at each await point of the store and leaving it at the same
instant. PayCo gets no key, as in the lesson's lab. Prints each round's charges and answers.

  --variant V     ${RACE_VARIANTS.join(' | ')}
  --processes N   how many processes (2–32; no-fencing needs 3)             default 6
  --rounds R      how many rounds, one order each (1–1000)                  default 3
  --store correct run the variant's schedule against the correct store
  --lock-ms N     how long a claim is trusted (50–60000)   default 10000 (no-fencing: 1000)
  --json          one JSON object instead of the table
`;

export interface RaceFlags {
  variant: RaceVariant;
  processes: number;
  rounds: number;
  correctStore: boolean;
  lockMs: number;
  json: boolean;
  help: boolean;
}

/** The command line of `npm run race:processes`; a mistake is a one-line `UsageError`. */
export function parseRaceFlags(args: string[]): RaceFlags {
  const values = parseFlags(args, {
    variant: { type: 'string' },
    processes: { type: 'string' },
    rounds: { type: 'string' },
    store: { type: 'string' },
    'lock-ms': { type: 'string' },
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) return { variant: 'correct', processes: 0, rounds: 0, correctStore: false, lockMs: 0, json: false, help: true };
  const variant = choiceFlag('variant', values.variant, RACE_VARIANTS);
  const processes = intFlag('processes', values.processes, 6, 2, 32);
  if (processes < MIN_PROCESSES[variant]) throw new UsageError(`--variant ${variant} needs --processes ${MIN_PROCESSES[variant]} or more`);
  if (values.store !== undefined) choiceFlag('store', values.store, ['correct'] as const);
  return {
    variant,
    processes,
    rounds: intFlag('rounds', values.rounds, 3, 1, 1_000),
    correctStore: values.store === 'correct',
    lockMs: intFlag('lock-ms', values['lock-ms'], defaultLockMs(variant), 50, 60_000),
    json: values.json ?? false,
    help: false,
  };
}

/** The run's heading. */
export function raceHeading(flags: RaceFlags): string {
  const store = flags.correctStore ? `the ${flags.variant} schedule on the correct store` : `${flags.variant}`;
  return `${store}: ${flags.processes} processes × ${count(flags.rounds, 'round')} on one SQLite file (WAL), lockMs ${flags.lockMs}, PayCo without its key`;
}

/** One round as a line: its charges and its answers, alike answers counted together. */
export function formatRound(round: RoundResult, rounds: number): string {
  const width = String(rounds).length;
  const charges = count(round.charges, 'charge');
  return `round ${String(round.round).padStart(width)}: ${charges.padEnd(10)} answers: ${groupAnswers(round.answers)}`;
}

/** The closing line: how many rounds charged twice. */
export function formatSummary(result: RaceResult): string {
  const total = result.rounds.reduce((sum, r) => sum + r.charges, 0);
  return `rounds that charged twice or more: ${result.doubled} of ${result.rounds.length} (${count(total, 'charge')} for ${count(result.rounds.length, 'order')})`;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

function groupAnswers(answers: RaceAnswer[]): string {
  const counts = new Map<string, number>();
  for (const a of answers) {
    const text = `${a.status} ${a.chargeId ?? a.error ?? ''}`.trim();
    counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  return [...counts].map(([text, n]) => (n === 1 ? text : `${text} ×${n}`)).join(', ');
}
