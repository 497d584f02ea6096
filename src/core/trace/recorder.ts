import type { Connection, StatementEvent } from '../sqlite/connection';
import type { StoreStep } from '../store/IdempotencyStore';
import type { IdempotencyRow } from '../store/schema';
import type {
  Actor,
  Beat,
  BeatDetail,
  BeatKind,
  BreakId,
  CaptionRef,
  ChapterId,
  ChargeRow,
  LoanRow,
  SqlRead,
  StateSnapshot,
  StoryId,
  Trace,
} from './types';

export interface RecorderOptions {
  chapter: ChapterId;
  story: StoryId;
  breaks: BreakId[];
  seed: number;
  lockMs: number;
  /** The scene's clock (virtual ms). */
  now: () => number;
}

/** Steps the store takes right after a write, and that say what that write meant. */
const WRITE_STEPS = new Set<StoreStep['step']>([
  'claimed',
  'took-over',
  'takeover-lost',
  'saved',
  'save-fenced',
  'released',
  'release-fenced',
]);

/** Decides a beat's caption once its detail and the state before it are known. */
export type Captioner = (beat: Omit<Beat, 'caption' | 'index'>, before: StateSnapshot) => CaptionRef;

/**
 * Records a scene into a Trace: one beat per event, each with the state after it read back with
 * SELECT (through `Connection.peek`, which the statement observer does not see). Consecutive beats
 * whose state did not change share one snapshot object.
 */
export class TraceRecorder {
  private readonly beats: Beat[] = [];
  private readonly actors = new Map<string, Actor>();
  private pendingReads: SqlRead[] = [];
  private lastState: StateSnapshot = { idempotencyKeys: [], charges: [], loans: [] };
  private lastStateJson = JSON.stringify(this.lastState);
  /** The state before the latest beat, for re-captioning it when the store's step arrives. */
  private stateBeforeLast: StateSnapshot = this.lastState;
  private readonly tables: { charges: boolean; loans: boolean };

  constructor(
    private readonly options: RecorderOptions,
    private readonly sql: Connection,
    private readonly captioner: Captioner,
  ) {
    this.tables = tablesOf(sql);
    this.lastState = this.snapshot();
    this.lastStateJson = JSON.stringify(this.lastState);
  }

  /** Adds a lane to the stage (first registration wins; order is the order of registration). */
  actor(actor: Actor): void {
    if (!this.actors.has(actor.id)) this.actors.set(actor.id, actor);
  }

  /** Records a beat; `caption` overrides the captioner. */
  beat(actor: string, kind: BeatKind, detail: BeatDetail, caption?: CaptionRef): Beat {
    const before = this.lastState;
    this.stateBeforeLast = before;
    if (this.pendingReads.length > 0 && (detail.type === 'store' || detail.type === 'charge' || detail.type === 'sql')) {
      detail.reads = this.pendingReads;
      this.pendingReads = [];
    }
    const partial = { time: this.options.now(), actor, kind, detail, state: this.readState(), chapter: this.options.chapter };
    const beat: Beat = { index: this.beats.length, ...partial, caption: caption ?? this.captioner(partial, before) };
    this.beats.push(beat);
    return beat;
  }

  /** Feed for `Connection.observe`: writes become `sql` beats, reads wait to be folded into the next beat. */
  statement(event: StatementEvent, actor: string): void {
    const params = [...event.params];
    if (isRead(event.sql)) {
      this.pendingReads.push({ sql: event.sql, params, rows: event.rows });
      return;
    }
    this.beat(actor, 'sql', { type: 'sql', sql: normalize(event.sql), params, changes: event.changes, rows: event.rows });
  }

  /** Feed for the store's `onStep`: a step that explains the write just made joins that write's beat. */
  step(step: StoreStep, actor: string): void {
    const last = this.beats[this.beats.length - 1];
    if (WRITE_STEPS.has(step.step) && last && last.kind === 'sql' && last.actor === actor && last.detail.type === 'sql' && !last.detail.step) {
      last.detail.step = step;
      last.caption = this.captioner(last, this.stateBeforeLast);
      return;
    }
    if (step.step === 'work-started') return; // the work's own beats (PayCo call, loan insert) show it
    this.beat(actor, 'decide', { type: 'store', step });
  }

  /** The state now, read back with SELECT. */
  snapshot(): StateSnapshot {
    return readState(this.sql, this.tables);
  }

  /** The finished Trace. */
  finish(): Trace {
    const { chapter, story, breaks, seed, lockMs } = this.options;
    return { chapter, story, breaks, seed, lockMs, actors: [...this.actors.values()], beats: this.beats };
  }

  private readState(): StateSnapshot {
    const state = this.snapshot();
    const json = JSON.stringify(state);
    if (json === this.lastStateJson) return this.lastState;
    this.lastState = state;
    this.lastStateJson = json;
    return state;
  }
}

/** Which of the optional tables (PayCo's ledger, the library's loans) this database has. */
function tablesOf(sql: Connection): { charges: boolean; loans: boolean } {
  const names = new Set(sql.peek<{ name: string }>(`SELECT name FROM sqlite_master WHERE type = 'table'`).map((row) => row.name));
  return { charges: names.has('payco_charges'), loans: names.has('loan') };
}

/** The rows a beat's state shows, read with SELECT through `peek` (unseen by the statement observer). */
export function readState(sql: Connection, tables = tablesOf(sql)): StateSnapshot {
  return {
    idempotencyKeys: sql.peek<IdempotencyRow>(`SELECT * FROM idempotency_keys ORDER BY created_at, key`),
    charges: tables.charges ? sql.peek<ChargeRow>(`SELECT * FROM payco_charges ORDER BY created_at, id`) : [],
    loans: tables.loans ? sql.peek<LoanRow>(`SELECT * FROM loan ORDER BY id`) : [],
  };
}

function isRead(sql: string): boolean {
  return /^\s*SELECT\b/i.test(sql);
}

/** The store writes its SQL over several lines; a beat shows it on one. */
function normalize(sql: string): string {
  return sql.replace(/\s+/g, ' ').trim();
}
