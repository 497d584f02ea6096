/**
 * The Trace: the contract between core and everything above it (player, narration, views, embed).
 * A scenario runs once, to the end, against the real store on sql.js and records one Beat per thing
 * that happened, each with the state read back with SELECT after it. Plain, serializable data:
 * seeking is indexing into `beats`, never re-running SQL. See DESIGN.md, "The Trace".
 */
import type { SqlValue } from 'sql.js';
import type { StoreStep, StoreVariant } from '../store/IdempotencyStore';
import type { LabRow, LabVersion, StateSnapshot } from './rows';

export type { ChargeRow, LabRow, LabVersion, LoanRow, StateSnapshot } from './rows';

/** Chapter ids are pinned: URLs and course pages use them. */
export const CHAPTER_IDS = [
  'one-key',
  'lost-response',
  'ticket',
  'key-per-try',
  'double-click',
  'mismatch',
  'crash',
  'fencing',
  'retention',
  'scope',
  'lab',
  'your-turn',
  'sandbox',
] as const;
export type ChapterId = (typeof CHAPTER_IDS)[number];

export const STORY_IDS = ['payflow', 'library'] as const;
export type StoryId = (typeof STORY_IDS)[number];

/** The break-it switches; each is one of the lesson's mistakes. */
export const BREAK_IDS = ['no-key', 'key-per-try', 'select-then-insert', 'blind-takeover', 'no-fencing', 'no-provider-key', 'no-body-digest'] as const;
export type BreakId = (typeof BREAK_IDS)[number];

/** Who a beat belongs to: a lane on the stage (its name is a word, from src/narration). */
export interface Actor {
  id: string; // 'phone', 'phone-b', 'network', 'worker-1', 'db', 'payco', 'retention', …
  role: 'client' | 'network' | 'worker' | 'database' | 'provider' | 'clock';
}

export type BeatKind =
  | 'send' // a client sends a request into the network
  | 'deliver' // the network delivers a request or a response
  | 'lose' // the network drops a request or a response
  | 'receive' // a worker picks up a request
  | 'sql' // a statement ran on the shared database
  | 'decide' // the store took a step of run()'s decision (claimed, replayed, in flight, took over, …)
  | 'charge' // PayCo charged, or replayed a charge from its own key
  | 'crash' // a worker died
  | 'pause' // a worker froze (a long GC pause, a slow call)
  | 'wake' // a paused worker goes on
  | 'restart' // a worker process came back
  | 'respond' // a worker sends a response back
  | 'timeout' // a client gave up waiting for an answer
  | 'wait' // a client waits before retrying (backoff, Retry-After)
  | 'result' // a client got its answer
  | 'give-up' // a client stopped retrying
  | 'prune' // retention removed old keys
  | 'note'; // a scene-setting beat (the chapter's opening, its summary)

export interface HttpMessage {
  /** One id per attempt, shared by its request and its response. */
  requestId: string;
  method: string;
  path: string;
  /** Only the headers that matter to the lesson (Idempotency-Key, Authorization, Idempotency-Replayed, Retry-After). */
  headers: Record<string, string>;
  status?: number;
  body: unknown;
}

/** A read-only SELECT folded into the beat it served (the decision it fed, PayCo's key look-up, …). */
export interface SqlRead {
  /** On one line, as every statement of a beat is recorded. */
  sql: string;
  params: SqlValue[];
  rows: number;
  /**
   * Set for a statement that writes but is folded into a beat that shows its meaning: a claim whose
   * INSERT changed 0 rows (the decision that follows reads the row), PayCo's ledger INSERT (its charge
   * beat), BEGIN and COMMIT (the statements they wrap).
   */
  changes?: number;
}

export type BeatDetail =
  /**
   * A message on the wire. `to` is where it ended up: a worker or a client when the network delivered it
   * (the delivery is folded into this beat, so the message travels while the next thing happens), the
   * network when it is still on its way (a `lose` or a late `deliver` beat follows).
   */
  | {
      type: 'http';
      direction: 'request' | 'response';
      from: string;
      to: string;
      message: HttpMessage;
      /** The client that read this answer as its attempt's outcome (an answer that came too late is not read). */
      readBy?: string;
      /** How much longer than its latency the network held this message on its hop (a learner's delay). */
      delayMs?: number;
      /** An answer that reached its client after the attempt had timed out: nobody read it. */
      late?: true;
    }
  /**
   * A statement that ran on the shared database. `step` is the store's reading of it when the store
   * ran it (`claimed`, `saved`, `save-fenced`, …); `reads` are SELECTs that ran just before it.
   */
  | {
      type: 'sql';
      sql: string;
      params: SqlValue[];
      changes: number;
      rows: number;
      step?: StoreStep;
      reads?: SqlRead[];
      /** Statements that ran right after it and belong to it (the COMMIT that lands it). */
      after?: SqlRead[];
    }
  | { type: 'store'; step: StoreStep; reads?: SqlRead[]; after?: SqlRead[] }
  | {
      type: 'charge';
      chargeId: string;
      orderId: string;
      amount: number;
      replayed: boolean;
      paycoKey: string | null;
      /** The worker whose call this charge answers (the call travels from it to PayCo at this beat). */
      worker: string;
      reads?: SqlRead[];
    }
  | { type: 'worker'; worker: string; reason: string; untilTime?: number }
  /** A client's own step (it timed out, waits, has its result, gives up), about the attempt `requestId` names. */
  | { type: 'client'; client: string; requestId: string; attempt: number; reason: string; waitMs?: number }
  | { type: 'prune'; deleted: number; retentionMs: number; reads?: SqlRead[] }
  | { type: 'note' }
  /** The lab chapter: one version's tally so far, counted from its ledger and the phone's log. */
  | {
      type: 'lab';
      version: LabVersion;
      unit: 'charge' | 'loan';
      done: number;
      total: number;
      row: LabRow;
      /** How many orders (members) the ledger holds n rows for, by n: `{1: 80, 2: 17, 3: 3}`. */
      chargesPerOrder?: Record<number, number>;
      /** The store ran with these teaching mistakes in it (the honest limit's run), not the lesson's correct one. */
      mistakes?: Partial<StoreVariant>;
      /** The processes that died before their work, and the takeovers of the locks they left (the honest limit's takeover run). */
      faults?: { crashes: number; takeovers: number };
    };

/** A caption reference; the words live in src/narration, keyed by story and id. */
export interface CaptionRef {
  id: string;
  /** Values to fill in, e.g. { key: 'k1', status: 409 }. */
  vars?: Record<string, string | number>;
  /**
   * How the chapter tells it (its recipe says): `overview`, in plain words for a first look; `brief`,
   * once the learner has read the full sentence in earlier chapters. Narration uses the register's own
   * words for `id` where it has them, else the plain `id`'s.
   */
  register?: CaptionRegister;
  /**
   * Told right after a beat with the same caption id, of another actor, key or attempt (`tellInTurn`):
   * narration uses the id's `.too` words ("…is killed too"), so two beats in a row never read alike.
   */
  also?: true;
}

/** See `CaptionRef.register`. */
export type CaptionRegister = 'overview' | 'brief';

/**
 * An `in_flight` row after a beat, with what the views need to know about it (STYLE.md 11): who holds
 * the claim, since when, whether the lock is stale and whether the holder's work has started. Read
 * from the store's own steps once, here, so no view works it out again.
 */
export interface KeyClaim {
  /** The row's key, as the store holds it (scoped by client). */
  key: string;
  /** The row's locked_at: the holder's fencing token. */
  lockedAt: number;
  /** How long ago the claim was made or last taken over, at this beat. */
  ageMs: number;
  /** `ageMs >= lockMs`: the next request for this key may take the claim over. */
  stale: boolean;
  /**
   * The worker whose token matches locked_at, or null when that worker died (its claim outlives it).
   * A worker that took the key but lost it to a takeover no longer holds it, even if it does not know.
   */
  holder: string | null;
  /**
   * Set when `holder` is null because the worker whose token is the row's locked_at crashed holding
   * it: the claim outlives it (the attendant who fainted still has the coat) until a takeover writes a
   * new token or the process restarts.
   */
  deadHolder?: string;
  /**
   * Other live workers whose own token is this same locked_at: a blind takeover in the same
   * millisecond as another writes the same time, so two workers hold one claim (absent: none).
   */
  sharedWith?: string[];
  /** The holder has started the work (the charge, the loan). */
  working: boolean;
}

export interface Beat {
  /** Position within its chapter's beats, from 0. */
  index: number;
  /** Virtual time, ms since the scene started. */
  time: number;
  /**
   * Who did it: an `Actor.id` of the trace. A statement's beat belongs to the worker (or PayCo, or the
   * retention job) that ran it. Scene-setting notes (chapter opening, break-it switch, closing) use
   * `scene`, which is not a lane.
   */
  actor: string;
  kind: BeatKind;
  detail: BeatDetail;
  state: StateSnapshot;
  /**
   * Every `in_flight` row after this beat, with its holder and its age against lockMs. Recorded by
   * every chapter's scene; absent where no store decides (the lab's tally, a placeholder).
   */
  claims?: KeyClaim[];
  chapter: ChapterId;
  caption: CaptionRef;
  /**
   * The client request (`phone#1.2.1`) whose serving made this beat: the worker's statements and
   * decisions, PayCo's answer to its work, its answer on the wire. Absent for a client's own steps and
   * scene notes. Which run() call a charge or a decision belongs to is read from it (core/trace/ledger).
   */
  request?: string;
  /**
   * Set when several actors did alike at one moment and the beat tells them once (five copies sent,
   * four replays): every part in order, the first being the beat's own actor and detail with its own
   * caption. `state` and `claims` are as after the last part. See core/trace/together.
   */
  together?: BeatPart[];
}

/** One actor's share of a beat that tells several at once (`Beat.together`). */
export interface BeatPart {
  actor: string;
  detail: BeatDetail;
  caption: CaptionRef;
  /** As `Beat.request`, for this part. */
  request?: string;
}

/**
 * A worker reached a point where a fault can stop it (the store's await points, picking a request up,
 * answering, inside the library's transaction). The sandbox anchors "crash Worker 2 at its save" here.
 */
export interface PointVisit {
  worker: string;
  /** A `WorkerPoint` of core/sim/faults. */
  point: string;
  /** This worker's visits to this point so far, from 1. */
  visit: number;
  time: number;
  /** The index of the last beat recorded before the visit (-1 before any beat). */
  after: number;
}

/** One chapter's scene: its own fresh database, its actors and its beats. */
export interface Trace {
  /**
   * `scene`: messages, statements and decisions on the stage (every chapter, a lab order, a race
   * replay); `lab`: the lab chapter's tallies of whole experiments, which the views draw as a table.
   */
  kind: 'scene' | 'lab';
  chapter: ChapterId;
  story: StoryId;
  breaks: BreakId[];
  seed: number;
  lockMs: number;
  actors: Actor[];
  beats: Beat[];
  /** Every point a worker reached, in the order reached (a scene's; the lab's tallies have none). */
  visits?: PointVisit[];
  /** A learner's own scene: the beats where its actions show (the Timeline marks them). */
  marks?: number[];
  /** PayFlow: the shop sent PayCo its own key (`charge:o1`) in this scene. Absent where no scene ran (the lab's tallies). */
  paycoKey?: boolean;
  /**
   * A learner's scene forked from a chapter: the chapter, its switches and the beat it was cut at. Up to
   * that beat the scene is the chapter's own, unless a change to the whole scene (a switch, lockMs,
   * PayCo's key, a worker) re-ran it from the start.
   */
  fork?: { chapter: ChapterId; breaks: BreakId[]; beat: number };
  /** Set when the trace replays a race explorer's counterexample rather than a chapter's script. */
  explorer?: {
    /** The variant's name, or the switches it combines (`select-then-insert + no-provider-key`). */
    variant: string;
    /** The mistakes the replayed system has in it, as break ids (none: the correct system). */
    breaks: BreakId[];
    violations: string[];
  };
}
