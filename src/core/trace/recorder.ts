import type { Connection, StatementEvent } from '../sqlite/connection';
import type { StoreStep } from '../store/IdempotencyStore';
import { foldingOf, oneLine } from './folding';
import { Holds } from './holds';
import { RequestBodyBook, type RequestBodies } from './requestBodies';
import { readState, type LedgerTable } from './snapshot';
import { toldOutcome } from './workOutcome';
import type {
  Actor,
  Beat,
  BeatDetail,
  BeatKind,
  BreakId,
  CaptionRef,
  ChapterId,
  PointVisit,
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
  /** The story's ledger, read into every snapshot. */
  ledger: LedgerTable;
  /** The scheduler's steps so far (each beat notes the step that made it; a scene resumed mid-way stops before one). */
  stepsTaken?: () => number;
  /** The client request the running task serves, if any (each beat made in it records it: `Beat.request`). */
  request?: () => string | undefined;
  /** PayFlow: the shop sends PayCo its own key (`Trace.paycoKey`). */
  paycoKey?: boolean;
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

/** A statement that only reads: it leaves every row as it was. */
const READS_ONLY = /^SELECT\b/i;

/**
 * Decides a beat's caption once its detail, the state before it and the beat before it (its claims)
 * are known; `keyOf` says which key a request's run() claimed or took over (none: it holds none).
 */
export type Captioner = (
  beat: Omit<Beat, 'caption' | 'index'>,
  before: StateSnapshot,
  previous?: Beat,
  keyOf?: (request: string) => string | undefined,
  bodiesOf?: (request: string, key: string) => RequestBodies | undefined,
) => CaptionRef;

/**
 * Records a scene into a Trace: one beat per event, each with the state after it read back with
 * SELECT (through `Connection.peek`, which the statement observer does not see). Consecutive beats
 * whose state did not change share one snapshot object.
 */
export class TraceRecorder {
  private readonly beats: Beat[] = [];
  private readonly visits: PointVisit[] = [];
  /** The scheduler step each beat was recorded in, by beat (0: before the first step). */
  private readonly steps: number[] = [];
  private readonly actors = new Map<string, Actor>();
  /** Statements waiting to be folded into their request's (or actor's) next beat: workers interleave, and so do one worker's requests. */
  private readonly pending = new Map<string, SqlRead[]>();
  private lastState: StateSnapshot = { idempotencyKeys: [], charges: [], loans: [] };
  private lastStateJson = JSON.stringify(this.lastState);
  /** A statement that may have changed a row ran since `lastState` was read (a SELECT cannot). */
  private written = false;
  /** The state before the latest beat, for re-captioning it when the store's step arrives. */
  private stateBeforeLast: StateSnapshot = this.lastState;
  /** Each worker's claim, as the store's steps report it. */
  private readonly holds: Holds;
  /** The key each request's run() claimed or took over, by request. */
  private readonly requestKeys = new Map<string, string>();
  private readonly keyOf = (request: string) => this.requestKeys.get(request);
  /** Each request's body and which one wrote each row: what a refusal for another body refused. */
  private readonly bodies = new RequestBodyBook();
  /** The requests whose work reached PayCo's ledger (a charge made or replayed): their outcome is never "failed". */
  private readonly charged = new Set<string>();
  /** The captioner's choice, told by the outcome rule. */
  private caption(beat: Omit<Beat, 'index' | 'caption'>, before: StateSnapshot, previous: Beat | undefined): CaptionRef {
    return toldOutcome(this.captioner(beat, before, previous, this.keyOf, this.bodies.of), beat.request !== undefined && this.charged.has(beat.request));
  }

  constructor(
    private readonly options: RecorderOptions,
    private readonly sql: Connection,
    private readonly captioner: Captioner,
  ) {
    this.holds = new Holds(options.lockMs);
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
    const folder = this.folder(actor);
    const waiting = this.pending.get(folder);
    if (waiting && (detail.type === 'store' || detail.type === 'charge' || detail.type === 'sql' || detail.type === 'prune')) {
      detail.reads = waiting;
      this.pending.delete(folder);
    }
    // A process's memory dies with it; its claim outlives it in the row until a restart or a takeover.
    if (kind === 'crash') this.holds.crashed(actor);
    if (kind === 'restart') this.holds.restarted(actor);
    const state = this.readState();
    const request = this.options.request?.();
    if (request && detail.type === 'charge') this.charged.add(request);
    if (detail.type === 'http' && detail.direction === 'request') this.bodies.note(detail.message);
    const partial = {
      time: this.options.now(),
      actor,
      kind,
      detail,
      state,
      claims: this.holds.claims(state, this.options.now()),
      chapter: this.options.chapter,
      ...(request ? { request } : {}),
    };
    const told = caption ? toldOutcome(caption, request !== undefined && this.charged.has(request)) : this.caption(partial, before, this.beats.at(-1));
    const beat: Beat = { index: this.beats.length, ...partial, caption: told };
    this.beats.push(beat);
    this.steps.push(this.options.stepsTaken?.() ?? 0);
    return beat;
  }

  /**
   * Feed for `Connection.observe`: writes become `sql` beats; reads, BEGIN, a claim that changed 0 rows
   * and PayCo's ledger INSERT wait to be folded into the next beat (the decision or charge that says
   * what they meant); a COMMIT joins the statement before it. A beat must change something a learner
   * should look at.
   */
  statement(event: StatementEvent, actor: string): void {
    const params = [...event.params];
    const sql = oneLine(event.sql);
    if (!READS_ONLY.test(sql)) this.written = true;
    const folding = foldingOf(sql, event.changes);
    if (folding === 'read') return this.fold(actor, { sql, params, rows: event.rows });
    if (folding === 'forward') return this.fold(actor, { sql, params, rows: event.rows, changes: event.changes });
    const last = this.beats[this.beats.length - 1];
    // A ROLLBACK that undid nothing (a refused request wrote nothing) belongs to the refusal, like a COMMIT to its write.
    const emptyRollback = /^ROLLBACK\b/i.test(sql) && JSON.stringify(this.snapshot()) === this.lastStateJson;
    if ((folding === 'commit' || emptyRollback) && last?.actor === actor && (last.detail.type === 'sql' || last.detail.type === 'store')) {
      (last.detail.after ??= []).push(...(this.pending.get(this.folder(actor)) ?? []), { sql, params, rows: 0, changes: 0 });
      this.pending.delete(this.folder(actor));
      return;
    }
    this.beat(actor, 'sql', { type: 'sql', sql, params, changes: event.changes, rows: event.rows });
  }

  private fold(actor: string, statement: SqlRead): void {
    const folder = this.folder(actor);
    const list = this.pending.get(folder);
    if (list) list.push(statement);
    else this.pending.set(folder, [statement]);
  }

  /** Whose statements wait together to be folded: one request's (a worker may serve several at once), else the actor's. */
  private folder(actor: string): string {
    return this.options.request?.() ?? actor;
  }

  /**
   * A client read the answer that reached it: the worker's answer (whose beat already travels to the
   * client) and the client's reading of it are one beat, captioned by the client. False when no such
   * beat is found (the caller then records the result as a beat of its own).
   */
  answered(requestId: string, client: string, caption: CaptionRef): boolean {
    for (let i = this.beats.length - 1; i >= 0; i--) {
      const beat = this.beats[i]!;
      if (beat.detail.type !== 'http' || beat.detail.message.requestId !== requestId || beat.detail.direction !== 'response') continue;
      if (beat.kind !== 'respond' || beat.detail.to !== client) return false;
      beat.detail.readBy = client;
      beat.caption = { id: caption.id, vars: { ...beat.caption.vars, ...caption.vars } };
      return true;
    }
    return false;
  }

  /**
   * An answer arrived after its attempt timed out: the worker's answer becomes that late arrival (one
   * beat) when it is the latest beat. False otherwise; the caller records the late arrival itself.
   */
  late(requestId: string, to: string, caption: CaptionRef): boolean {
    const last = this.beats[this.beats.length - 1];
    if (!last || last.kind !== 'respond' || last.detail.type !== 'http' || last.detail.message.requestId !== requestId) return false;
    last.detail.to = to;
    last.detail.late = true;
    last.caption = { id: caption.id, vars: { ...last.caption.vars, ...caption.vars } };
    return true;
  }

  /**
   * The network lost a message: the beat that sent it, if it is the latest beat, becomes the loss (one
   * beat: the answer leaves and falls). False when something happened in between; the caller then
   * records the loss as a beat of its own.
   */
  lost(requestId: string, direction: 'request' | 'response', to: string, caption: CaptionRef): boolean {
    const last = this.beats[this.beats.length - 1];
    if (!last || last.detail.type !== 'http' || last.detail.message.requestId !== requestId || last.detail.direction !== direction) return false;
    if (last.kind !== 'send' && last.kind !== 'respond') return false;
    last.kind = 'lose';
    last.actor = 'network';
    last.detail.to = to; // where it was going; it falls on the way
    last.caption = caption;
    return true;
  }

  /**
   * The network delivered a message: the beat that sent it (a client's request, a worker's answer)
   * now ends where it arrived, instead of a beat of its own that only moves it along. False when no
   * such beat is found (the caller then records the delivery itself).
   */
  delivered(requestId: string, direction: 'request' | 'response', to: string): boolean {
    if (!this.actors.has(to)) return false;
    for (let i = this.beats.length - 1; i >= 0; i--) {
      const { detail, kind } = this.beats[i]!;
      if (detail.type !== 'http' || detail.message.requestId !== requestId || detail.direction !== direction) continue;
      if (kind !== 'send' && kind !== 'respond') return false;
      detail.to = to;
      return true;
    }
    return false;
  }

  /** A worker reached a point where a fault could stop it. */
  visit(worker: string, point: string, visit: number): void {
    this.visits.push({ worker, point, visit, time: this.options.now(), after: this.beats.length - 1 });
  }

  /** Feed for the store's `onStep`: a step that explains the write just made joins that write's beat. */
  step(step: StoreStep, actor: string): void {
    this.holds.step(step, actor);
    const request = this.options.request?.();
    if (request && (step.step === 'claimed' || step.step === 'took-over')) this.requestKeys.set(request, step.key);
    if (request && (step.step === 'claimed' || step.step === 'saved')) this.bodies.wrote(step.key, request);
    const last = this.beats[this.beats.length - 1];
    if (WRITE_STEPS.has(step.step) && last && last.kind === 'sql' && last.actor === actor && last.detail.type === 'sql' && !last.detail.step) {
      last.detail.step = step;
      last.claims = this.holds.claims(last.state, last.time);
      last.caption = this.caption(last, this.stateBeforeLast, this.beats.at(-2));
      return;
    }
    // The work's own beats show it start (the PayCo call, the loan); the release that follows a failure says it failed.
    if (step.step === 'work-started' || step.step === 'work-failed') return;
    this.beat(actor, 'decide', { type: 'store', step });
  }

  /** The state now, read back with SELECT. */
  snapshot(): StateSnapshot {
    return readState(this.sql, this.options.ledger);
  }

  /** The scheduler step each beat so far was recorded in (0: before the first), by beat, before any beats are told together. */
  beatSteps(): readonly number[] {
    return this.steps;
  }

  /** The finished Trace. */
  finish(): Trace {
    const { chapter, story, breaks, seed, lockMs, paycoKey } = this.options;
    return { kind: 'scene', chapter, story, breaks, seed, lockMs, actors: [...this.actors.values()], beats: this.beats, visits: this.visits, ...(paycoKey === undefined ? {} : { paycoKey }) };
  }

  private readState(): StateSnapshot {
    // Nothing wrote since the last read: the rows are those, and reading every table again would say so.
    if (!this.written) return this.lastState;
    this.written = false;
    const state = this.snapshot();
    const json = JSON.stringify(state);
    if (json === this.lastStateJson) return this.lastState;
    this.lastState = state;
    this.lastStateJson = json;
    return state;
  }
}
