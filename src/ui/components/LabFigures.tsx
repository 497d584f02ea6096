import type { LabRow } from '../../core/trace';
import { formatCount } from '../../narration/format';

/** A figure of the table, or a dash before its version has run. */
const cell = (n: number | undefined) => (n === undefined ? '–' : formatCount(n));

/** A lab row's figures, in LabTableHead's order after its first column; the bad ones marked. */
export function LabFigures({ row }: { row: LabRow | undefined }) {
  return (
    <>
      <td>{cell(row?.charges)}</td>
      <td className={row && row.doubleCharged > 0 ? 'bad-number' : undefined}>{cell(row?.doubleCharged)}</td>
      <td>{cell(row?.gaveUp)}</td>
      <td className={row && row.refused > 0 ? 'bad-number' : undefined}>{cell(row?.refused)}</td>
      <td>{cell(row?.calls)}</td>
    </>
  );
}
