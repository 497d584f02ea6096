/** Who acts in a beat, its kind, and what it records of what happened (the Trace's `detail`: an HTTP message, a statement and its rows, a client's decision, a lab tally). See types.ts. */
import type { SqlValue } from 'sql.js';
import type { StoreStep, StoreVariant } from '../store/IdempotencyStore';
import type { LabRow, LabVersion } from './rows';

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
