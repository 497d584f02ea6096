/**
 * Your turn's words, in English (the model for the others): the twelve tests, what a failure says
 * (expected against what happened), the editor, the notices. A chunk of its own, loaded when Your turn
 * opens (src/narration/yourTurnWords.ts); the command line (`npm run test:04`) prints the same words.
 */
import type { Caller, Expected, Failure, Holder, Outcome, RowExpected, StartedAt, TestId, WriteKind } from '../../yourturn/harness/results';
import type { CodeLinkProblem } from '../../yourturn/codeLink';
import type { CodeProblem } from '../../yourturn/learnerModule';
import { wayOutCall } from '../wayOutCall';
import type { CodeOrigin } from '../../yourturn/yourTurnStore';
import { formatCount, formatList, formatTime } from '../format';

const tests: Record<TestId, string> = {
  'new-key': 'A new key claims and runs the work once',
  replay: 'The same key and params replay the saved answer; the work does not run',
  mismatch: 'Other params give a mismatch, and the work never runs',
  reordered: '{a, b} equals {b, a}',
  'in-flight': 'An in-flight, fresh key gives a conflict',
  stale: 'A stale key is taken over and the work runs',
  'two-stale': 'Two retries on one stale key: only one takes over',
  'work-throws': 'When the work throws, the claim is released and a retry runs the work',
  restart: 'A restart: a new store over the same database sees everything',
  crash: 'The end-to-end crash: charged, died before the save, taken over after lockMs, PayCo’s key replays: one charge',
  'late-save': 'Fencing: the slow worker’s late save changes nothing; the new owner’s answer stands',
  'failed-work': 'Fencing: the slow worker’s failed work deletes nothing',
};

const callers: Record<Caller, string> = {
  request: 'the first request',
  second: 'the second request',
  retry: 'the retry',
  slow: 'the slow worker',
  owner: 'the new owner',
  restarted: 'the restarted store',
  neighbour: 'the request for another key',
};

const times = (n: number) => (n === 0 ? 'never' : n === 1 ? 'once' : `${n} times`);

function outcome(o: Outcome): string {
  if (o.kind === 'answered') return `answered ${o.value}`;
  if (o.kind === 'threw') return `threw ${o.error}`;
  return 'never finished (its promise did not settle)';
}

function expected(e: Expected): string {
  switch (e.kind) {
    case 'answer':
      return `the work’s answer, ${e.value}`;
    case 'replay':
      return `the saved answer, ${e.value}`;
    case 'mismatch':
      return 'MismatchError (422)';
    case 'conflict':
      return 'ConflictError (409)';
    case 'rethrow':
      return `the work’s own error thrown on (${e.error})`;
  }
}

function rowExpected(e: RowExpected): string {
  if (e.kind === 'done') return e.lockedAt === undefined ? `done, with ${e.value} saved` : `done, locked_at ${e.lockedAt} (the takeover’s own time, its token), with ${e.value} saved`;
  if (e.kind === 'gone') return 'gone (the claim released)';
  return `still ${callers[e.by]}’s claim (in_flight, locked_at ${e.lockedAt})`;
}

const writes: Record<WriteKind, string> = { save: 'save', release: 'DELETE', write: 'write' };

/** A late write that changed rows: whose they were and what it did to them. */
function lateWrite(caller: Caller, write: WriteKind, changes: number, holder: Holder): string {
  const did = `${callers[caller]}’s ${writes[write]} changed ${changes === 1 ? '1 row' : `${changes} rows`}`;
  const whose = callers[holder.caller];
  if (holder.holds === 'answer') return `${did} after ${whose} had saved its answer (locked_at ${holder.lockedAt}): ${write === 'release' ? `it deleted ${whose}’s answer` : `its answer replaced ${whose}’s`}`;
  return `${did} while ${whose} still held the claim (locked_at ${holder.lockedAt}): ${write === 'release' ? `it freed ${whose}’s claim for a third request` : `its answer replaced ${whose}’s`}`;
}

function code(problem: CodeProblem): string {
  switch (problem.kind) {
    case 'syntax':
      return problem.line > 0 ? `the code does not parse: ${problem.detail}, line ${problem.line}, column ${problem.column}` : `the code does not parse: ${problem.detail}`;
    case 'module-threw':
      return `the module threw as it loaded: ${problem.error}`;
    case 'no-store':
      return problem.found ? `the code exports no class IdempotencyStore (it exports ${problem.found})` : 'the code exports no class IdempotencyStore';
    case 'import':
      return `it imports '${problem.name}': only 'cloakroom' can be imported here`;
  }
}

function startedAt(at: StartedAt | undefined): string {
  if (!at) return '';
  if (at.kind === 'await') return ' (the second request started while the first one’s work was running)';
  if (at.kind === 'after') return ' (the second request started after the first one had ended)';
  return ` (the second request started inside the first one’s statement ${at.n}: ${at.sql.replace(/\s+/g, ' ').trim()})`;
}

/** Why a test failed, in plain words: what happened against what was expected. */
function failure(f: Failure): string {
  const why = (() => {
    switch (f.kind) {
      case 'code':
        return code(f.problem);
      case 'constructor':
        return `new IdempotencyStore(db, { lockMs, now }) threw ${f.error}`;
      case 'work-runs':
        return f.ran === 0 ? `the work never ran, expected ${times(f.expected)}` : `work ran ${times(f.ran)}, expected ${times(f.expected)}`;
      case 'outcome':
        return `${callers[f.caller]} ${outcome(f.got)}, expected ${expected(f.expected)}`;
      case 'row': {
        const found = f.found ? `${f.found.status}, locked_at ${f.found.lockedAt}${f.found.response === null ? '' : `, response ${f.found.response}`}` : 'gone';
        return `the row for ${f.key} is ${found}, expected ${rowExpected(f.expected)}`;
      }
      case 'charges':
        return `PayCo charged ${times(f.count)}, expected once`;
      case 'late-write':
        return lateWrite(f.caller, f.write, f.changes, f.holder);
      case 'database':
        return `the database could not be read after your code ran: ${f.error}`;
      case 'timeout':
        return `timed out: it did not settle within ${formatTime(f.ms)} (an endless loop, or a promise that never settles), so its worker was ended`;
      case 'way-out':
        return `your code tried to reach outside the realm it runs in: ${formatList(f.attempts.map(wayOutCall))}; each was refused and nothing was sent (the tests judge a store by its database alone)`;
    }
  })();
  const age = f.lockAge ? ` (the lock was ${formatTime(f.lockAge.ageMs)} old and lockMs is ${formatTime(f.lockAge.lockMs)}: a lock is stale from lockMs on, as now − locked_at < lockMs is the contract’s fresh)` : '';
  return why + startedAt(f.startedAt) + age;
}

const from: Record<CodeOrigin, string> = {
  skeleton: 'The seed’s starting point: complete the claim and the first three checks (the ____ and the empty strings), then write the takeover and the release on error.',
  saved: 'Your code, as you left it in this browser.',
  link: 'The code from the link. Nothing has run yet: press “Run the tests”.',
  solution: 'A solution in the seed’s style. It passes all twelve tests; change it and see which break.',
  edited: '',
};

function linkProblem(when: 'opening' | 'saving', problem: CodeLinkProblem): string {
  if (when === 'opening') {
    return problem.kind === 'too-long'
      ? `The code in this link is too long (${formatCount(problem.chars)} characters; a link carries at most ${formatCount(problem.limit)}): the seed’s starting point is shown instead.`
      : 'The code in this link cannot be read (it was cut short, or is not Cloakroom’s): the seed’s starting point is shown instead.';
  }
  return `Your code is too long for the address (${formatCount(problem.kind === 'too-long' ? problem.chars : 0)} characters; a link carries at most ${formatCount(problem.kind === 'too-long' ? problem.limit : 0)}): it is kept in this browser only.`;
}

/**
 * The captions of a scene played on the learner's store (src/yourturn/scenes/yoursCaptions.ts, which
 * declares the facts each one states): what their SQL did, in the placeholders of every caption.
 */
const captions = {
  'yours.intro': 'This scene, played on your store: the same clients, network and faults as the lesson’s; the run() is yours, and every row below is what your SQL did.',
  'yours.outro.payflow': 'On your store the scene ends with {charges|charge} in PayCo’s ledger and {rows|key row}, {done} of them done. The Checks say which rules held.',
  'yours.outro.library': 'On your store the scene ends with {loans|loan} and {rows|key row}, {done} of them done. The Checks say which rules held.',
  'yours.outro.payflow.doubled': 'On your store the scene ends with {charges|charge} in PayCo’s ledger: {ownerList} charged more than once. {rows|key row}, {done} of them done. The Checks say which rule broke, and at which beat.',
  'yours.outro.library.doubled': 'On your store the scene ends with {loans|loan}: {ownerList} borrowed the book more than once. {rows|key row}, {done} of them done. The Checks say which rule broke, and at which beat.',
  'yours.sql.claim': '{worker}’s INSERT adds the row for {ticket}: in_flight, locked_at {token}. 1 row changed.',
  'yours.sql.takeover': '{worker}’s UPDATE moves the lock on {ticket} from locked_at {oldToken} to {token}: 1 row changed, and {worker} holds it.',
  'yours.sql.takeover.stolen': '{worker} read locked_at {oldToken}, but the row had moved on to {rowToken}; its UPDATE writes {token} anyway and takes {ticket} from its new holder.',
  'yours.sql.takeover.lost': '{worker}’s UPDATE of the lock on {ticket} changes 0 rows.',
  'yours.sql.save': '{worker}’s UPDATE saves its answer: {ticket} is done.',
  'yours.sql.save.over': '{worker}’s write saves its answer for {ticket} over a row that was no longer its claim ({rowStatus}, locked_at {rowToken}).',
  'yours.sql.save.fenced': '{worker}’s save for {ticket} changes 0 rows: its answer is not kept.',
  'yours.sql.release': '{worker}’s DELETE removes its claim on {ticket}: {changes|row} changed.',
  'yours.sql.release.over': '{worker}’s DELETE removes {ticket}, which was no longer its claim (locked_at {rowToken}).',
  'yours.sql.release.fenced': '{worker}’s DELETE for {ticket} changes 0 rows: the row stays.',
  'yours.sql.other': '{worker} runs {verb} on idempotency_keys: {changes|row} changed.',
  'yours.decide.replayed': '{worker}’s run() for {ticket} returns without running the work.',
  'yours.decide.mismatch': '{worker}’s run() for {ticket} throws MismatchError; the work does not run.',
  'yours.decide.in-flight': '{worker}’s run() throws ConflictError: the row for {ticket} is {status}, locked {ageMs} ago.',
  'yours.decide.in-flight.norow': '{worker}’s run() throws ConflictError; there is no row for {ticket}.',
  'yours.decide.claimed': '{worker} holds {ticket}.',
  'yours.respond.mismatch': '{worker} answers {status} {error}: its run() threw MismatchError.',
  'yours.result.replayed': '{worker} answers 201 with Idempotency-Replayed: true, and {phone} gets {chargeId}.',
};

export const yourTurn = {
  title: 'Your turn',
  captions,
  tests,
  passed: 'passed',
  failed: (why: string) => `failed: ${why}`,
  failure,
  /** The command line's last line for a file, and the panel's score. */
  tally: (passed: number, total: number) => `${formatCount(passed)} of ${formatCount(total)} passed`,

  /** Try it yourself's entry, outside the chapter. */
  entryLead: 'Seed 000’s exercise, in the page: you write IdempotencyStore.run, and the lesson’s twelve tests and its real scenes judge it.',
  open: 'Open Your turn',
  loading: 'Loading Your turn…',
  lead: 'Write IdempotencyStore.run. Your code runs in a worker of its own on a real SQLite database; the twelve tests judge it, then any scene of either story can play on it.',
  contractLead: 'The contract, as the tests and every scene call your store:',
  contractClock: 'now() is the scene’s clock, in ms.',
  editor: 'Your store',
  editorHelp: 'TypeScript; the types are stripped before it runs. In the editor, Tab indents; press Esc, then Tab, to leave it.',
  from,
  kept: 'Kept in this browser as you type; after each run the address carries it too (code=).',
  dbTitle: 'The db your store is handed, node:sqlite’s DatabaseSync: this is all of it you need',
  dbReminder: `const st = db.prepare('UPDATE t SET a = ? WHERE k = ?');  // compile once, with ? placeholders
st.run(1, 'k1').changes        // run a write: how many rows it changed (0 or 1 here)
db.prepare('SELECT * FROM t WHERE k = ?').get('k1')   // first row, or undefined
  as { a: number } | undefined                        // rows come back untyped: cast them`,
  run: 'Run the tests',
  running: 'Running the tests…',
  startAgain: 'Start again',
  showSolution: 'Show a solution',
  testsLabel: 'Tests',
  notRun: 'not run yet',
  runningTest: 'running…',
  allPassed: 'All twelve pass. Now watch your store in the lesson’s scenes.',
  syntaxAt: (line: number, column: number) => `Line ${line}, column ${column}`,
  linkProblem,
  failedToRun: (problem: string) => `The tests could not run: ${problem}.`,
  watch: {
    title: 'Watch your store',
    lead: 'Play any chapter of this story on your store: the stage, the rows, the SQL (yours, as it ran), run()’s tree and the Checks, with the first beat each broke at.',
    chapter: 'Scene to play',
    noProviderKey: 'PayCo gets no key of the shop’s own (only your store stands between a retry and a second charge)',
    play: 'Watch your store',
    building: 'Playing the scene on your store…',
    failed: (why: string) => `The scene could not run on your store: ${why}.`,
    /** The scene banner's title. */
    scene: (chapter: string) => `Your store: ${chapter}`,
    findRace: 'Find a race in my store',
    searching: 'Running random schedules of the shop on your store…',
    held: (tried: number) => `No race found in ${tried} random schedules: each invariant held on your store.`,
    raceScene: 'Your store: the smallest race found',
    runLab: 'Run the lab on my store',
    labRunning: 'Running the lab’s version 3 on your store…',
    labTable: 'The lab, version 3 (one key per checkout), on the lesson’s store and on yours',
    labStore: 'store',
    labLesson: 'the lesson’s',
    labYours: 'yours',
    labSame: 'Your store gives the lesson’s row. Here one request runs at a time, as in the seed’s lab; “Find a race in my store” is where two meet.',
    labDiffers: 'Your store’s row differs from the lesson’s: the lab’s own answers, lost the same way, met your store.',
  },
  /** Why a line is marked in the editor. */
  syntaxMark: (detail: string) => `Syntax error: ${detail}`,
};
