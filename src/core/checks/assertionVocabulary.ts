/** The facts a caption can assert, as data: the vocabulary the checker (captionAssertions.ts) reads against a Trace. */
import type { LedgerCause } from '../trace/ledger';
import type { ExtraRowsBy } from './extraRows';
import type { TakeoverHow } from '../trace/takeovers';
import type { WorkerCondition } from '../trace/conditions';
import type { BreakId } from '../trace/types';

/**
 * The name of one of the caption's vars. A name ending in `List` holds comma-separated values
 * (`workerList`: "worker-1,worker-2"); any other name, one value. `=` and a value is that value itself,
 * for what the words say without a var ("the takeover" is `=1` takeover).
 */
export type VarName = string;

/** Before or after the beat (default: after). */
export type When = 'before' | 'after';

export type CaptionAssertion =
  /** Each worker named is a process that is up at this beat: not down from a crash, not frozen in a pause. */
  | { fact: 'acts'; worker: VarName }
  /** Every statement the beat tells changed this many rows. */
  | { fact: 'changed'; rows: VarName }
  /** The beat tells this many actors' parts at once (five copies, four replays). */
  | { fact: 'count'; count: VarName }
  /** The beat's HTTP message has this status. */
  | { fact: 'status'; status: VarName }
  /** After (or before) the beat, the worker holds the row `ticket` names: its token is the row's locked_at (with `dead`, it died holding it). */
  | { fact: 'holds'; worker: VarName; ticket: VarName; when?: When; dead?: true }
  /** The row `ticket` names is in this status (or there is none) before or after the beat. */
  | { fact: 'row'; ticket: VarName; status: 'in_flight' | 'done' | 'absent'; when?: When }
  /** The row `ticket` names holds this locked_at, in ms, before or after the beat. */
  | { fact: 'locked-at'; ticket: VarName; value: VarName; when?: When }
  /** `ticket` names exactly one row in sight (before or after): a bare ticket is not another client's too. */
  | { fact: 'names-row'; ticket: VarName }
  /** The beat's takeover was compare-and-set or blind; `from`: the worker whose claim it took was alive, or gone (or none). */
  | { fact: 'takeover'; how: TakeoverHow; from?: 'live' | 'gone'; other?: VarName }
  /** Up to this beat the scene had this many takeovers (of this kind). */
  | { fact: 'takeovers'; count: VarName; how?: TakeoverHow }
  /** The client had (or had not) read, before this beat, an answer carrying `answer` (a charge id or a loan id). */
  | { fact: 'heard'; client: VarName; answer: VarName; before: boolean }
  /** The client had (or had not) read, before this beat, a 2xx for a request carrying the key `ticket`. */
  | { fact: 'key-known'; client: VarName; ticket: VarName; known: boolean }
  /** The last 2xx the client read, by this beat, carries `answer`. */
  | { fact: 'accepted'; client: VarName; answer: VarName }
  /** The beat's parts are exactly look-ups by these workers of these tickets, each finding a row or none. */
  | { fact: 'looked-up'; workers: VarName; tickets: VarName; found: boolean }
  /** The beat deleted exactly the rows of these tickets (an empty value: none). */
  | { fact: 'pruned'; tickets: VarName }
  /** After the beat, the story's ledger (charges, loans) holds this many rows. */
  | { fact: 'ledger'; count: VarName }
  /** After the beat, PayCo's ledger holds exactly these charges for this order (an empty list: none). */
  | { fact: 'charges-for'; order: VarName; charges: VarName }
  /** The PayCo look-up made while serving this beat's request (a reconcile) found exactly these charges for this order. */
  | { fact: 'reconciled'; order: VarName; charges: VarName }
  /** This long (ms) is shorter than the story's retention window: the client stopped while its key was kept. */
  | { fact: 'within-retention'; ms: VarName }
  /** After the beat, idempotency_keys holds this many rows, `done` of them done. */
  | { fact: 'key-rows'; count: VarName; done: VarName }
  /** After the beat, exactly these owners (orders, members) have more than one ledger row (an empty value: none). */
  | { fact: 'doubled'; owners: VarName }
  /** Every row beyond its owner's first that stayed was made by the intent's first tap (its retries), or every one by later taps. */
  | { fact: 'extra-rows-by'; by: ExtraRowsBy }
  /** Each of these ledger rows (charge ids, loan ids) came from this cause (`retry`: from a request that was not its tap's first attempt). */
  | { fact: 'caused'; ids: VarName; cause: LedgerCause | 'any'; retry?: boolean }
  /** After (or before) the beat, the row `ticket` names (or the only row) is done, its saved answer carrying `answer`. */
  | { fact: 'saved'; answer: VarName; ticket?: VarName; when?: When }
  /** A learner's scene kept (or rewrote) the beats of the chapter it was forked from, up to the fork's beat. */
  | { fact: 'prefix'; kept: boolean }
  /** Each of a learner's changes to the whole scene (`lockMs=1000`, `paycoKey=off`, `break+=blind-takeover`, `break-=no-fencing`, `workers=3`) is how the scene ran. */
  | { fact: 'scene-changes'; changes: VarName }
  /** The worker never reached this visit of this point. */
  | { fact: 'never-reached'; worker: VarName; point: VarName; visit: VarName }
  /** The scene made fewer PayCo calls than this call's number. */
  | { fact: 'payco-calls-under'; call: VarName }
  /** PayCo's answer to that call never came back: the call was made, and a worker went down while it travelled. */
  | { fact: 'payco-answer-cut'; call: VarName }
  /** No worker of the scene is up at this beat. */
  | { fact: 'none-up' }
  /** The worker reached that point's visit and went down there before the fault set for it could happen. */
  | { fact: 'cut-short'; worker: VarName; point: VarName; visit: VarName }
  /** The worker was down (crashed, not restarted) at this moment (ms). */
  | { fact: 'down-at'; worker: VarName; at: VarName }
  /** The scene ran with this lockMs (ms), this many workers, PayCo's own key on or off, a switch on or off. */
  | { fact: 'setting'; lockMs?: VarName; workers?: VarName; paycoKey?: boolean; break?: BreakId; on?: boolean }
  /** No message of this request id (`phone#1.1.2`) went this way in the whole scene. */
  | { fact: 'never-sent'; request: VarName; direction: 'request' | 'response' }
  /** The beat's message was held this many ms longer on its hop. */
  | { fact: 'delayed'; ms: VarName }
  /** The beat's request and the row it was refused by share method and path: the fingerprints differ in the body. */
  | { fact: 'differs-in-body'; ticket: VarName }
  /** The beat's request carries another body (compared canonically) than the first request its client sent with the same key. */
  | { fact: 'other-body' }
  /**
   * A refusal's request against the one whose claim wrote the key's row: the same fields and values in
   * another order (`reordered`), or other fields or values.
   */
  | { fact: 'body-against-row'; reordered: boolean }
  /** The list var holds this many values. */
  | { fact: 'list-length'; list: VarName; count: VarName }
  /** The list names two or more (a sentence whose subject it is: "{workerList} call PayCo"). */
  | { fact: 'several'; list: VarName }
  /** A beat before this one (or after it: what an opening foretells) was told with this caption id. */
  | { fact: 'told'; id: string; when?: When }
  /** Each PayCo part of the beat charged (or replayed a charge, or answered an error) with the shop's own key or none: `chargeId`/`chargeIdList`, `paycoKey` ('' for none). */
  | { fact: 'payco'; outcome: 'charged' | 'replayed' | 'failed'; key: boolean }
  /** Each request the beat sends carries Idempotency-Key `ticket` (`ticketList`), or none (`ticket` absent); `attempt` and `tap` are its numbers. */
  | { fact: 'sent'; ticket?: VarName; attempt?: VarName; tap?: VarName }
  /** The beat's answer carries this error code (`error` in its body). */
  | { fact: 'error'; error: VarName }
  /** The beat's answer carries Retry-After: this many seconds. */
  | { fact: 'retry-after'; seconds: VarName }
  /** After the beat, the worker is up, frozen or down. */
  /** The worker's condition after the beat, or (`before`) as the beat began; any of a list. */
  | { fact: 'condition'; worker: VarName; is: WorkerCondition | readonly WorkerCondition[]; before?: true }
  /** The beat is the network losing a message going this way. */
  | { fact: 'lost'; direction: 'request' | 'response' }
  /** By this beat, this many answers with this status had reached a client in time. */
  | { fact: 'answered'; status: VarName; count: VarName }
  /** During this beat the ledger gained this many rows. */
  | { fact: 'written'; count: VarName }
  /** During this beat idempotency_keys lost this many rows (a ROLLBACK that undid a claim). */
  | { fact: 'keys-undone'; count: VarName }
  /**
   * The outcome rule: the work of the beat's request had no effect (`failed`: no charge made or replayed
   * for it, no loan of it left), or had one (`unknown`: it threw after PayCo charged). Only a work with
   * no effect may be told as failed.
   */
  | { fact: 'outcome'; is: 'failed' | 'unknown' }
  /** Every loan row the beat wrote is this member's (`member`), of this book (`isbn`). */
  | { fact: 'loans-for'; member?: VarName; isbn?: VarName };
