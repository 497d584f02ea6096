/** The lab's table as far as the cursor has got: each version's latest tally from the `lab` beats. */
import type { Beat, LabRow, LabVersion } from '../../core/trace';

/** The lab's versions in the lesson's order. */
export const LAB_VERSIONS: readonly LabVersion[] = ['no-key', 'key-per-try', 'same-key'];

/** One line of the lab's table at the cursor. */
export interface LabLine {
  version: LabVersion;
  /** Undefined until the version has started counting. */
  row: LabRow | undefined;
  done: number;
  total: number;
  unit: 'charge' | 'loan';
  /** This version's tally changed at the current beat. */
  current: boolean;
}

/** Each version's latest tally at or before `cursor`; versions not yet run have no row. */
export function labLinesAt(beats: readonly Beat[], cursor: number): LabLine[] {
  const lines = new Map<LabVersion, LabLine>();
  let unit: 'charge' | 'loan' = 'charge';
  let total = 0;
  for (let i = 0; i <= Math.min(cursor, beats.length - 1); i++) {
    const { detail } = beats[i]!;
    // The table is the lesson's three versions; the honest limit's run with the store's mistakes is told, not tabled.
    if (detail.type !== 'lab' || detail.mistakes) continue;
    unit = detail.unit;
    total = detail.total;
    lines.set(detail.version, { version: detail.version, row: detail.row, done: detail.done, total: detail.total, unit: detail.unit, current: i === cursor });
  }
  return LAB_VERSIONS.map((version) => lines.get(version) ?? { version, row: undefined, done: 0, total, unit, current: false });
}
