/**
 * The SQL text split around its `?` placeholders, each paired with the value that was bound to it,
 * so the panel can show the statement as it really ran. `?` inside a quoted literal is not a
 * placeholder.
 */
import type { SqlValue } from 'sql.js';

/** A run of SQL text, or a bound value with its SQL spelling. */
export type SqlPart = { text: string } | { value: SqlValue; literal: string };

/** Splits `sql` at its placeholders and pairs each with its bound value, in order. */
export function bindSql(sql: string, params: readonly SqlValue[]): SqlPart[] {
  const parts: SqlPart[] = [];
  let text = '';
  let quote: string | null = null;
  let next = 0;
  for (const ch of sql) {
    if (quote) {
      text += ch;
      if (ch === quote) quote = null;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      text += ch;
    } else if (ch === '?' && next < params.length) {
      if (text) parts.push({ text });
      text = '';
      const value = params[next++]!;
      parts.push({ value, literal: literalOf(value) });
    } else {
      text += ch;
    }
  }
  if (text) parts.push({ text });
  return parts;
}

/** A value as SQL would spell it. */
export function literalOf(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`;
  if (value instanceof Uint8Array) return `x'${[...value].map((b) => b.toString(16).padStart(2, '0')).join('')}'`;
  return String(value);
}
