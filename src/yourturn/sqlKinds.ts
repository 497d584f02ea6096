/**
 * What a statement of the learner's is, read from its text: enough for the harness to know where a
 * second request may start (after a read) and for the scenes to tell what a write that changed no
 * row was trying to do. Never used to decide what a write did: that is read from the rows.
 */

/** A statement's verb, as its first word says. */
export type SqlVerb = 'select' | 'insert' | 'update' | 'delete' | 'other';

/** The first word of a statement (after comments and a `WITH …` prefix is not looked through: `other`). */
export function verbOf(sql: string): SqlVerb {
  const word = /^\s*(?:--[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*(\w+)/.exec(sql)?.[1]?.toLowerCase();
  if (word === 'select') return 'select';
  if (word === 'insert' || word === 'replace') return 'insert';
  if (word === 'update') return 'update';
  if (word === 'delete') return 'delete';
  return 'other';
}

/** The statement names the store's table. */
export function touchesKeys(sql: string): boolean {
  return /\bidempotency_keys\b/i.test(sql);
}

/** The columns an UPDATE sets (lower case), from its SET clause. */
export function columnsSet(sql: string): string[] {
  const set = /\bSET\b([\s\S]*?)(?:\bWHERE\b|\bRETURNING\b|$)/i.exec(sql)?.[1] ?? '';
  return [...set.matchAll(/(?:^|,)\s*"?(\w+)"?\s*=/g)].map((m) => m[1]!.toLowerCase());
}
