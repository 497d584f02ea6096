/**
 * A schedule's faults as the replay's opening caption hands them to narration: facts, never words.
 * They travel as one caption var (a `…Faults` var, `captionText`), so the faults a schedule lacks
 * leave no gap in the sentence: the words for each are narration's.
 */
import type { WorkerPoint } from '../sim/faults';
import type { Schedule } from './schedule';

/** What went wrong in a schedule, as a caption says it: workers counted from 1. */
export interface ScheduleFaults {
  crash?: { worker: number; at: WorkerPoint };
  /** `untilTakeover`: it wakes at another worker's takeover. */
  pause?: { worker: number; at: WorkerPoint; untilTakeover: boolean };
  /** How many answers the network lost. */
  lostAnswers: number;
  /** How many of PayCo's answers were lost. */
  paycoLost: number;
}

/** The faults of `schedule` as a caption var: `crash:1:save,pause:2:claim[:takeover],lost:2,payco:1` ("" for none). */
export function faultsVar(schedule: Schedule): string {
  const parts: string[] = [];
  if (schedule.crash) parts.push(`crash:${schedule.crash.worker + 1}:${schedule.crash.at}`);
  if (schedule.pause) parts.push(`pause:${schedule.pause.worker + 1}:${schedule.pause.at}${schedule.pause.untilTakeover ? ':takeover' : ''}`);
  if (schedule.lostResponses.length) parts.push(`lost:${schedule.lostResponses.length}`);
  if (schedule.paycoFailures.length) parts.push(`payco:${schedule.paycoFailures.length}`);
  return parts.join(',');
}

/** `faultsVar`'s text read back. */
export function readFaults(text: string): ScheduleFaults {
  const faults: ScheduleFaults = { lostAnswers: 0, paycoLost: 0 };
  for (const part of text ? text.split(',') : []) {
    const [kind, a, b, c] = part.split(':');
    if (kind === 'crash') faults.crash = { worker: Number(a), at: b as WorkerPoint };
    else if (kind === 'pause') faults.pause = { worker: Number(a), at: b as WorkerPoint, untilTakeover: c === 'takeover' };
    else if (kind === 'lost') faults.lostAnswers = Number(a);
    else if (kind === 'payco') faults.paycoLost = Number(a);
  }
  return faults;
}
