import type { LabRow } from '../core/trace/types';
import { words } from './words';

/**
 * The lab's table in the lesson's form, as `npm run lab` prints it: version, charges (or loans),
 * double-charged orders, client gave up, calls, and the orders refused by a 4xx.
 */
export function formatLabTable(rows: readonly LabRow[], unit: 'charge' | 'loan' = 'charge'): string {
  const head = [...words.lab.columns[unit]];
  const body = rows.map((r) => [r.version, String(r.charges), String(r.doubleCharged), String(r.gaveUp), String(r.refused), String(r.calls)]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('   ');
  return [line(head), ...body.map(line)].join('\n');
}
