import type { LabRow } from '../trace/types';

/** The lab table's columns in the lesson's words, for charges (PayFlow) or loans (library). */
export const LAB_COLUMNS: Record<'charge' | 'loan', readonly string[]> = {
  charge: ['version', 'charges', 'double-charged orders', 'client gave up', 'refused (4xx)', 'calls'],
  loan: ['version', 'loans', 'duplicated loans', 'client gave up', 'refused (4xx)', 'calls'],
};

/** The lab's table in the lesson's form (version, charges, double-charged orders, client gave up, calls), with the orders refused by a 4xx. */
export function formatLabTable(rows: readonly LabRow[], unit: 'charge' | 'loan' = 'charge'): string {
  const head = [...LAB_COLUMNS[unit]];
  const body = rows.map((r) => [r.version, String(r.charges), String(r.doubleCharged), String(r.gaveUp), String(r.refused), String(r.calls)]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('   ');
  return [line(head), ...body.map(line)].join('\n');
}
