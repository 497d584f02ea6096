/** What a phone reads, logs and sends through: its answers, its log's lines, how its taps end, its wire. */
import type { HttpMessage } from '../trace/types';
import type { Envelope } from './network';
import type { Mailbox } from './scheduler';

/** An answer as the phone reads it. */
export interface Reply {
  /** The worker that gave the answer (the scene knows it; the wire does not carry it). */
  worker?: string;
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** One line of the phone's log. */
export interface AttemptLog {
  phone: string;
  intent: number;
  tap: number;
  attempt: number;
  key: string | null;
  requestId: string;
  sentAt: number;
  outcome: 'answered' | 'timeout';
  status?: number;
  replayed?: boolean;
  body?: unknown;
}

/** How a tap ended. */
export interface TapResult {
  phone: string;
  intent: number;
  tap: number;
  attempts: number;
  outcome: 'answered' | 'gave-up';
  status?: number;
  replayed?: boolean;
  body?: unknown;
}

/** Carries a phone's request to the shop; the answer (if any) lands in `mailbox`. */
export interface Wire {
  dispatch(envelope: Envelope, request: Request, message: HttpMessage, mailbox: Mailbox<Reply>): void;
}
