/** The messages between the page and the lab's worker (plain, structured-cloneable data). */
import type { LabSettings, LabTally } from '../../core/lab';
import type { LabVersion, Trace } from '../../core/trace';

/** What the page asks the lab worker. `id` ties the answers to the request. */
export type LabRequest =
  | { type: 'run'; id: number; settings: LabSettings }
  /** Loads sql.js and runs a short unseen lab, so the learner's first run meets a compiled engine. */
  | { type: 'warm'; id: number }
  | { type: 'cancel'; id: number }
  | { type: 'order'; id: number; version: LabVersion; order: number };

/** What the lab worker reports. */
export type LabEvent =
  /** While running: the versions finished so far and the one running now, each counted from its ledger. */
  | { type: 'progress'; id: number; versionIndex: number; done: number; total: number; tallies: LabTally[] }
  | { type: 'done'; id: number; tallies: LabTally[]; ms: number }
  | { type: 'cancelled'; id: number; tallies: LabTally[] }
  | { type: 'order'; id: number; trace: Trace }
  | { type: 'error'; id: number; message: string };
