/** What the page asks the lab service of the engine worker, and what it answers (plain, structured-cloneable data). */
import type { LabSettings, LabTally } from '../../core/lab';
import type { LabVersion, Trace } from '../../core/trace';
import type { Method } from '../../platform/rpc/messages';

/** While running: the versions finished so far and the one running now, each counted from its ledger. */
export interface LabProgress {
  versionIndex: number;
  done: number;
  total: number;
  tallies: LabTally[];
}

/** How a run ended: all three versions done, or cancelled with the tallies it had. */
export type LabOutcome = { kind: 'done'; tallies: LabTally[]; ms: number } | { kind: 'cancelled'; tallies: LabTally[] };

/**
 * `runLab`: the three versions' checkouts, with progress; cancelling it (or starting another run)
 * ends it at its next slice. `warmLab`: loads sql.js and runs a short unseen lab, so the learner's
 * first run meets a compiled engine. `replayOrder`: one checkout of the last finished run, as a Trace.
 */
export type LabApi = {
  runLab: Method<LabSettings, LabOutcome, LabProgress>;
  warmLab: Method<void, void>;
  replayOrder: Method<{ version: LabVersion; order: number }, Trace>;
};
