/** What the lab counts: its settings, the phone's log of each order, how the phone reads an answer, and a version's tally. */
import { answerOutcome, comesBack } from '../trace/outcome';
import type { LabRow, LabVersion, StoryId } from '../trace/types';

/** The experiment's knobs, shared by its three versions. */
export interface LabSettings {
  story: StoryId;
  /** How many checkouts (or loans) the phone makes, one after another. */
  checkouts: number;
  /** The share of the shop's answers the network loses, 0…1. */
  loss: number;
  /** The phone's attempts per checkout, at most. */
  attempts: number;
  seed: number;
}

/** One attempt of one checkout, as the phone logged it. */
export interface AttemptLine {
  answered: boolean;
  status?: number;
}

/** Everything the phone knows about one checkout (the lab view opens its own Trace from this). */
export interface OrderLog {
  version: LabVersion;
  /** 1-based, as in `o17` or `U-1017`. */
  order: number;
  /** `o17` (PayFlow) or `U-1017` (library): the ledger's owner column. */
  owner: string;
  /** The key the phone made for this intent (same-key), or null. */
  intentKey: string | null;
  attempts: AttemptLine[];
  /** No answer that ended it: every answer lost, or only 409s and 5xx. */
  gaveUp: boolean;
  /** The shop refused it: its last answer was a 4xx other than 409 (a 422 for a key another order used). */
  refused: boolean;
}

/**
 * What the phone does with an answer (`answerOutcome`): a 2xx is the order done; a 409 in flight or a
 * 5xx is worth another try; any other 4xx is a refusal, final and never a success (the same request
 * would be refused again).
 */
export function outcomeOf(status: number, headers: Readonly<Record<string, string>> = {}): 'done' | 'retry' | 'refused' {
  const outcome = answerOutcome(status, headers);
  if (outcome === 'done') return 'done';
  return comesBack(outcome) ? 'retry' : 'refused';
}

/** How the phone names its attempts' keys; by default 128 seeded bits in UUID form (`Prng.uuid`). */
export interface LabKeyMaker {
  (): string;
}

/** A version's figures so far, all counted from its ledger and the phone's log. */
export interface LabTally {
  row: LabRow;
  /** How many orders have n charges (loans): `{1: 8071, 2: 1929}`. */
  chargesPerOrder: Record<number, number>;
  /** The first few orders charged more than once (with how many charges each), and the first few the phone gave up on. */
  examples: { doubled: { order: number; charges: number }[]; gaveUp: number[] };
}
