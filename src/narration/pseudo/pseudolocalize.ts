/**
 * The pseudo-locale's transform (`?lang=en-XA`): English, accented, about 40% longer and bracketed,
 * so a word that is not from a catalog stands out as plain English at once, and a layout that breaks
 * with longer words breaks where a translation would. Identifiers are left as they are, as a real
 * translation leaves them: placeholders (`{worker}`, `#`), SQL and names in capitals, ids with digits
 * or underscores, camelCase (`lockMs`), header names (`Idempotency-Key`), single-letter keys.
 */

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [c, [...'àƀçđéƒĝĥíĵķĺɱñöƥʠŕšţüʋŵẋýžÀƁÇĐÉƑĜĤÍĴĶĹṀÑÖƤꝖŔŠŢÜṼŴẊÝŽ'][i]!]),
);
const VOWELS = /[aeiouAEIOU]/;

/** A token a translation keeps as it is. */
function isIdentifier(token: string): boolean {
  return (
    /[\d_/=@.:]/.test(token) || // ids, paths, SQL fragments, times: k-e515, in_flight, o1, POST /checkout
    /^[A-Z]{2,}s?$/.test(token) || // SQL and acronyms: INSERT, SQL, HTTP
    /[a-z][A-Z]/.test(token) || // camelCase and brands: lockMs, PayCo, SQLite
    /^[A-Z][a-z]*(-[A-Z][a-z]*)+$/.test(token) || // header names: Idempotency-Key, Retry-After
    /^[A-Z]$/.test(token) // a key: C, N, F, K
  );
}

/** One word, accented, its vowels doubled (that is most of the 40%). */
function accentWord(word: string): string {
  let out = '';
  for (const c of word) out += VOWELS.test(c) ? ACCENTED[c]! + ACCENTED[c]! : (ACCENTED[c] ?? c);
  return out;
}

/** The words of `text` outside placeholders and already-bracketed pieces, accented. */
function accentText(text: string): string {
  // `{…}` placeholders, `[…]` pieces that are pseudo already (a title inside a sentence), `#` counts, and words.
  return text.replace(/\{[^}]*\}|\[[^\]]*\]|[\p{L}\p{N}_'’/=@.:-]+/gu, (piece) => {
    if (piece.startsWith('{') || piece.startsWith('[')) return piece;
    // A sentence's full stop or colon is not part of its last word ("none." is a word, "charge:o1" an id).
    const [, word, end] = /^(.*?)([.:]*)$/su.exec(piece)!;
    return (isIdentifier(word!) ? word! : word!.replace(/[A-Za-z]+/g, accentWord)) + end;
  });
}

/** A string in the pseudo-locale: accented, padded to 40% longer, in brackets. An empty string stays empty. */
export function pseudolocalize(text: string): string {
  if (text.trim() === '' || /^\[.*\]$/s.test(text)) return text;
  const accented = accentText(text);
  const pad = Math.max(0, Math.ceil(text.length * 1.4) - accented.length - 2);
  return `[${accented}${'~'.repeat(pad)}]`;
}

/**
 * Every string in `words`, pseudo-localized, in the same shape: strings, arrays, objects, and
 * functions (a message that takes data), whose result is transformed when called.
 */
export function pseudoWords<T>(words: T): T {
  return transform(words) as T;
}

function transform(value: unknown): unknown {
  if (typeof value === 'string') return pseudolocalize(value);
  if (typeof value === 'function') {
    const message = value as (...args: unknown[]) => unknown;
    return (...args: unknown[]) => transform(message(...args));
  }
  if (Array.isArray(value)) return value.map(transform);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, transform(inner)]));
  return value;
}
