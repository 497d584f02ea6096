import { formatCount, formatMoney, formatTime } from '../format';

/**
 * The scene as a screen reader hears it beside the stage (PhET's parallel description): one short
 * line per thing, made from the beat's recorded state; what an announcement adds after a scrub; the
 * Checks whose verdict a new scene changed; and the `?describe=1` review page's own headings.
 * Names come in already worded ("Worker 2", "k-e515"); identifiers (in_flight, locked_at) stay as they are.
 */
export const description = {
  /** The region's name, beside the stage. */
  title: 'Scene description',
  time: (ms: number, lockMs: number) => `Virtual time ${formatTime(ms)}; lockMs is ${formatTime(lockMs)}.`,
  /** A worker's line: `name` is its lane's ("Worker 2"), `ticket` the key it holds ("k-e515"). */
  worker: {
    idle: (name: string) => `${name}: up, holds no key.`,
    holds: (name: string, ticket: string, working: boolean) => `${name}: up, holds ${ticket}${working ? ', its work started' : ''}.`,
    paused: (name: string, until: number | undefined, ticket: string | undefined) =>
      `${name}: paused${until === undefined ? '' : ` until ${formatTime(until)}`}${ticket === undefined ? '' : `, holds ${ticket}`}.`,
    crashed: (name: string, ticket: string | undefined) => `${name}: down, crashed${ticket === undefined ? '' : `; its claim on ${ticket} outlives it`}.`,
  },
  /** A row of idempotency_keys: its key as the store holds it, its status and locked_at, as the table shows them. */
  row: {
    none: 'idempotency_keys: no rows.',
    done: (key: string, lockedAt: number, answer: string) => `Row ${key}: done, locked_at ${lockedAt}, saved answer ${answer}.`,
    inFlight: (key: string, lockedAt: number, holder: string, ageMs: number, stale: boolean, lockMs: number) =>
      `Row ${key}: in_flight, locked_at ${lockedAt}, ${holder}, claimed ${formatTime(ageMs)} ago; ${stale ? 'stale: a retry may take it over' : `stale after ${formatTime(lockMs)}`}.`,
    /** Who holds an in_flight row: `count` workers' names, already listed ("Worker 1 and Worker 2"). */
    heldBy: (names: string, _count: number) => `held by ${names}`,
    deadHolder: (name: string) => `its holder ${name} crashed`,
    heldByNobody: 'held by no one',
    /** Said of a row a beat deleted, when an announcement tells what changed. */
    gone: (key: string) => `Row ${key}: deleted.`,
    /** Said of a row the learner stepped back from: the beat they came to is before its INSERT. */
    notYet: (key: string) => `Row ${key}: not written yet at this beat.`,
  },
  ledger: {
    charges: (count: number, list: string) => (count === 0 ? 'PayCo charges: none.' : `PayCo charges: ${formatCount(count)}, ${list}.`),
    charge: (id: string, order: string, cents: number) => `${id} for order ${order}, ${formatMoney(cents)}`,
    loans: (count: number, list: string) => (count === 0 ? 'Loan rows: none.' : `Loan rows: ${formatCount(count)}, ${list}.`),
    loan: (id: number, member: string, isbn: string) => `loan ${id} for member ${member}, book ${isbn}`,
  },
  /** What a client knows of one intent: `who` is "What the phone knows", `intent` "order 1", `knows` "outcome unknown". */
  intent: (who: string, intent: string, knows: string) => `${who}: ${intent}, ${knows}.`,
  /** Before the client's first send: `who` as for `intent`. */
  nothingSent: (who: string) => `${who}: nothing sent yet.`,
  /** The lab: one version's tally so far, `cells` its table's columns and values ("charges 52"). */
  lab: (version: string, done: number, total: number, cells: string) => `${version}: ${formatCount(done)} of ${formatCount(total)} done; ${cells}.`,
  /** One column of the lab's table and its value: "charges 52". */
  labCell: (column: string, value: number) => `${column} ${formatCount(value)}`,
  /** A Check whose verdict the new scene changed, by its name (`sandbox.checks.name`); beats from 1, as on screen. */
  verdict: (check: string, holds: boolean, brokeAt: number | undefined) =>
    holds ? `Check now holds: ${check}.` : `Check now broken: ${check}${brokeAt === undefined ? '' : `, first at beat ${brokeAt}`}.`,
  /** The `?describe=1` review page, beside the stage: the exact text a screen reader gets. */
  review: {
    title: 'What a screen reader gets',
    played: 'Reached by playing on',
    stepped: 'Reached by a step from the beat before',
    announced: 'Announced so far (newest first)',
    nothingYet: 'Nothing announced yet.',
  },
};
