import { useEffect, useState } from 'react';

/** How long a row takes to come in or go, in milliseconds: TablePanel hands it to its stylesheet's fades as --row-fade. */
export const ROW_FADE_MS = 350;

/** A row as the table draws it: its key, its values, and whether a step has just taken it away. */
export interface ShownRow<Row> {
  key: string;
  row: Row;
  leaving: boolean;
}

/**
 * The rows to draw: `rows`, and, when the player stepped forward, the rows that step took away,
 * kept at their old places for `ROW_FADE_MS` while they fade out. A jump, or the next change of
 * rows, takes them away at once: a jump shows the beat as it stands.
 *
 * This is what framer-motion's AnimatePresence did for each row, done once for the table: a row
 * that AnimatePresence wraps costs a motion component, a presence child and their effects at every
 * mount, and in the lab every seek puts in and takes out a whole table of rows.
 */
export function useLeavingRows<Row>(rows: readonly Row[], keyOf: (row: Row) => string, stepped: boolean): readonly ShownRow<Row>[] {
  const keys = rows.map(keyOf);
  const signature = keys.join('\n');
  const [last, setLast] = useState({ signature, rows });
  const [leaving, setLeaving] = useState<readonly { at: number; row: Row }[]>([]);
  // Adjusted while rendering (React's "storing information from previous renders"), so the rows
  // that leave are drawn in the same commit as the rows that stay, not one frame later.
  if (signature !== last.signature) {
    const kept = new Set(keys);
    setLast({ signature, rows });
    setLeaving(stepped ? last.rows.flatMap((row, at) => (kept.has(keyOf(row)) ? [] : [{ at, row }])) : []);
  }
  useEffect(() => {
    if (leaving.length === 0) return;
    const timer = setTimeout(() => setLeaving([]), ROW_FADE_MS);
    return () => clearTimeout(timer);
  }, [leaving]);
  const shown: ShownRow<Row>[] = rows.map((row, i) => ({ key: keys[i]!, row, leaving: false }));
  // Each leaving row goes back where it stood (its old index, or the end if the table is shorter).
  // Its own key space: a row this step deleted and another it inserted may share a key.
  for (const { at, row } of leaving) shown.splice(Math.min(at, shown.length), 0, { key: `leaving:${keyOf(row)}`, row, leaving: true });
  return shown;
}
