/**
 * The parts of a statement's text the mutants change: its WHERE clause's conjuncts and its `?`
 * placeholders, with offsets into the text. The reference's SQL is plain (no sub-queries, no OR, no
 * string holding `AND` or `?`), and `conjunctsOf` refuses anything else rather than cut it wrongly.
 */

export interface Conjunct {
  /** Its text, trimmed (`locked_at = ?`). */
  text: string;
  /** Where the text to remove starts and ends: the conjunct with the `AND` that joins it to a neighbour. */
  cut: { start: number; end: number };
  /** Which `?` of the whole statement (0-based) it holds, if one. */
  placeholder: number | undefined;
}

/** The `?` placeholders' offsets in `sql`, in order. */
export function placeholdersOf(sql: string): number[] {
  return [...sql.matchAll(/\?/g)].map((m) => m.index);
}

/** The conjuncts of `sql`'s WHERE clause (none if it has none). */
export function conjunctsOf(sql: string): Conjunct[] {
  const where = /\bWHERE\b/i.exec(sql);
  if (!where) return [];
  const start = where.index + where[0].length;
  const end = /\b(?:RETURNING|ORDER|LIMIT)\b/i.exec(sql.slice(start))?.index ?? sql.length - start;
  const clause = sql.slice(start, start + end);
  if (/[()]|\bOR\b/i.test(clause)) throw new Error(`a WHERE too complex to cut by its ANDs: ${clause.trim()}`);
  const holes = placeholdersOf(sql);
  const parts: { from: number; to: number }[] = [];
  let from = start;
  for (const and of clause.matchAll(/\s+AND\s+/gi)) {
    parts.push({ from, to: start + and.index });
    from = start + and.index + and[0].length;
  }
  parts.push({ from, to: start + end });
  return parts.map((part, i) => {
    const raw = sql.slice(part.from, part.to);
    const text = raw.trim();
    const textStart = part.from + raw.length - raw.trimStart().length;
    const hole = holes.findIndex((at) => at >= part.from && at < part.to);
    // Cut the AND before it (or, for the first, the one after); a lone conjunct takes the WHERE with it.
    const cut =
      parts.length === 1
        ? { start: where.index - (sql.slice(0, where.index).length - sql.slice(0, where.index).trimEnd().length), end: part.to }
        : i === 0
          ? { start: textStart, end: parts[1]!.from }
          : { start: parts[i - 1]!.to, end: part.to };
    return { text, cut, placeholder: hole < 0 ? undefined : hole };
  });
}
