import type { Database, SqlJsStatic } from 'sql.js';
import type { LabRow, LabVersion } from '../trace/types';
import { LabVersionRun, type LabSettings, type LabTally } from './labVersion';

export const LAB_VERSIONS: readonly LabVersion[] = ['no-key', 'key-per-try', 'same-key'];

export interface LabOptions extends Omit<LabSettings, 'story'> {
  story?: LabSettings['story'];
  versions?: readonly LabVersion[];
  /** Called after each checkout, with the version's database (the lab chapter samples it). */
  onCheckout?: (version: LabVersion, done: number, db: Database, tally: () => LabTally) => void;
}

/** The lab's virtual timing, for the lab chapter's clock: a round trip, the phone's timeout, its backoff. */
export const LAB_TIMING = { roundTripMs: 200, timeoutMs: 3_000, backoffMs: 500 } as const;

/**
 * The PayFlow lesson's `l4` experiment: a phone makes `checkouts` checkouts through the real endpoint
 * and store over a network that loses `loss` of the answers, trying up to `attempts` times. The shop
 * sends PayCo no key of its own (as in the lesson), so only its own key handling protects the charge.
 * Each version gets a fresh database; the network loses the same answers in every version (one seed),
 * so the versions differ only in how the phone names its attempts. Every figure is counted from the
 * ledger (`payco_charges`, or `loan`) and the phone's log. (The page runs the same `LabVersionRun`s
 * in a worker, pausing between checkouts: see src/learn/lab.)
 */
export async function runLab(SQL: SqlJsStatic, options: LabOptions): Promise<LabRow[]> {
  const settings: LabSettings = { ...options, story: options.story ?? 'payflow' };
  const rows: LabRow[] = [];
  for (const version of options.versions ?? LAB_VERSIONS) {
    const run = new LabVersionRun(SQL, version, settings);
    try {
      while (!run.finished) {
        await run.checkout();
        options.onCheckout?.(version, run.done, run.db, () => run.tally());
      }
      rows.push(run.tally().row);
    } finally {
      run.close();
    }
  }
  return rows;
}
