/**
 * What a beat changed in a table: rows that appeared, cells that changed, rows that went. Compares
 * the state recorded after the previous beat with the state recorded after this one, by primary key;
 * nothing is recomputed from the story.
 */

export interface TableChanges<Row = Record<string, unknown>> {
  /** Keys of rows that did not exist before this beat. */
  added: Set<string>;
  /** Changed cells, as `key → set of column names`. */
  changed: Map<string, Set<string>>;
  /** Rows that existed before this beat and are gone after it. */
  removed: Row[];
}

const NONE: TableChanges<never> = { added: new Set(), changed: new Map(), removed: [] };

/**
 * Diffs two snapshots of one table. `before` undefined (a chapter's first beat) marks nothing:
 * the scene starts from a fresh database, so there is nothing to compare with.
 */
export function rowChanges<Row extends object>(
  before: readonly Row[] | undefined,
  after: readonly Row[],
  keyOf: (row: Row) => string,
): TableChanges<Row> {
  if (!before || before === after) return NONE;
  const old = new Map(before.map((row) => [keyOf(row), row]));
  const added = new Set<string>();
  const changed = new Map<string, Set<string>>();
  for (const row of after) {
    const key = keyOf(row);
    const previous = old.get(key);
    old.delete(key);
    if (!previous) {
      added.add(key);
      continue;
    }
    const columns = new Set<string>();
    for (const column of Object.keys(row)) {
      if (!Object.is((row as Record<string, unknown>)[column], (previous as Record<string, unknown>)[column])) columns.add(column);
    }
    if (columns.size > 0) changed.set(key, columns);
  }
  return { added, changed, removed: [...old.values()] };
}
