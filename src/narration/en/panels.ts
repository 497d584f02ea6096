import { formatCount, formatTime, plural } from '../format';
import { parts } from '../parts';

const rows = { one: '# row', other: '# rows' };

/** The panels beside the stage: the tables, the SQL, the HTTP exchange, run()'s decision, the cloakroom. */
export const panels = {
  keys: {
    title: { payflow: 'The shop’s memory', library: 'The library’s memory' },
    empty: 'No rows: no key is on a hook right now.',
  },
  ledger: {
    charges: { title: 'Money taken', name: 'PayCo charges', empty: 'No charges: no money has moved.' },
    loans: { title: 'Loans written', empty: 'No loans written.' },
  },
  table: {
    rows: (count: number) => parts`${formatCount(count)} ${plural(count, { one: 'row', other: 'rows' })}`,
    starting: 'Starting SQLite…',
    firstRows: (shown: number, count: number) => parts`The first ${formatCount(shown)} of ${formatCount(count)}${plural(count, { one: ' row.', other: ' rows.' })}`,
    deleted: 'Deleted by this beat:',
    /** After the first deleted keys, when there were more than are listed. */
    moreDeleted: (count: number) => parts`and ${formatCount(count)} more`,
    highlighted: 'highlighted',
    changedByBeat: ' = changed by this beat',
  },
  sql: {
    justRan: 'that just ran',
    ranLast: 'that ran last',
    /** Who ran it, by its name mid-sentence (`nameInSentence`). */
    by: (actor: string) => parts`by ${actor}`,
    none: 'No SQL has run yet in this scene.',
    bound: 'bound value',
    opened: 'transaction opened',
    landed: 'transaction landed',
    returned: (count: number) => `${formatCount(count, rows)} returned`,
    changed: (count: number) => `${formatCount(count, rows)} changed`,
  },
  http: {
    title: 'HTTP exchange',
    /** A beat that tells several answers at once (five copies of one request, answered together). */
    together: (n: number) => `${n} answers at this beat`,
    /** Who answered, by its name mid-sentence (`nameInSentence`). */
    who: (name: string) => `from ${name}`,
    replayed: 'Idempotency-Replayed: true',
    none: 'No request yet.',
    waiting: 'waiting for an answer…',
    lost: 'lost by the network',
    absent: '(none)',
  },
  decision: {
    title: 'run(): the decision',
    crashed: ' · crashed before it finished',
    broken: (mistakes: readonly string[]) =>
      parts`This store is broken: ${mistakes.join(', ')}. The tree is the correct run(); the lit steps are what this store really did.`,
    none: 'No call of run() yet in this scene: nothing has asked the store about a key.',
    /** Said before a node's words while the path has taken it. */
    taken: '(taken) ',
    claim: 'claim',
    claimed: '1 row changed → the key is ours',
    /** "0 rows → SELECT the row", around the statement. */
    read: ['0 rows → ', ' the row'] as const,
    mismatch: (status: string) => parts`other fingerprint → ${status}, work never runs`,
    replayed: 'done → replay the saved response, work never runs',
    inFlight: 'in_flight, younger than lockMs → 409 + Retry-After',
    /** Before the statement it runs, its space included; so are `save` and `workFailed`. */
    stale: 'in_flight, older than lockMs → take over ',
    tookOver: '1 row → the key is ours',
    takeoverLost: '0 rows → another retry won: 409',
    work: 'work:',
    /** The work `run()` guards, by what the story's ledger counts. */
    workOf: { charge: 'charge at PayCo', loan: 'write the loan row' },
    save: 'save ',
    saveFenced: 'save changed 0 rows → 409, the newer owner’s answer stands',
    workFailed: 'work failed → release ',
    released: '1 row deleted: a retry may run the work again',
    releaseFenced: '0 rows: the claim is someone else’s now, nothing deleted',
  },
  cloakroom: {
    title: 'The cloakroom',
    /** The legend: each thing in the picture, and what it stands for. */
    legend: [
      ['ticket', 'Idempotency-Key'],
      ['hook', 'row'],
      ['coat', 'saved response'],
      ['attendant holding a coat', 'in_flight'],
    ] as const,
    empty: 'Every hook is free: no rows in idempotency_keys.',
    claimed: (ageMs: number) => parts`in_flight · claimed ${formatTime(ageMs)} ago`,
    deadHolder: ' by a worker that died',
    stale: 'older than lockMs: stale',
    staleAfter: (lockMs: number) => `stale after lockMs (${formatTime(lockMs)})`,
    /** A saved response on its coat's tag: "201 · ch_1", "201 · loan 1". */
    noResponse: 'no response yet',
    saved: 'saved',
    loan: (id: string) => `loan ${id}`,
  },
};
