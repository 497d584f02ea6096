/**
 * The Trace: the contract between core and everything above it (player, narration, views, embed).
 * A scenario runs once, to the end, against the real store on sql.js and records one Beat per thing
 * that happened, each with the state read back with SELECT after it. Plain, serializable data:
 * seeking is indexing into `beats`, never re-running SQL. See DESIGN.md, "The Trace".
 */
import type { Actor, BeatDetail, BeatKind } from './details';
import type { StateSnapshot } from './rows';

export type { ChargeRow, LabRow, LabVersion, LoanRow, StateSnapshot } from './rows';
export type { Actor, BeatDetail, BeatKind, HttpMessage, SqlRead } from './details';

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
  /**
   * Set when this beat's tables are read from a new, empty database (the lab's next version): the
   * beats before it are another database's, so nothing was inserted, changed or deleted by this one.
   */
  freshDatabase?: true;
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
