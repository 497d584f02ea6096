/**
 * The one presentation of numbers (STYLE.md 12): core hands raw milliseconds, cents and counts to
 * narration, and these write them the same way in every caption, badge and clock.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A number with at most `digits` decimals and no trailing zeros: 0.5, 5.3, 25. */
function trimmed(n: number, digits: number): string {
  return String(+n.toFixed(digits));
}

/**
 * Virtual milliseconds as a learner reads them: "0.25 s", "5.3 s", "3 min", "25 h", "7 days". The unit
 * grows with the amount, so an hour never reads "3600.0 s".
 */
export function formatTime(ms: number): string {
  const a = Math.abs(ms);
  if (a >= 2 * DAY) return `${trimmed(ms / DAY, 1)} days`;
  if (a >= HOUR) return `${trimmed(ms / HOUR, 1)} h`;
  if (a >= 2 * MINUTE) return `${trimmed(ms / MINUTE, 1)} min`;
  return `${trimmed(ms / SECOND, 2)} s`;
}

/** An amount in cents, as the ledger's `amount` column holds it: "1500 cents". */
export function formatMoney(cents: number): string {
  return plural(cents, 'cent');
}

/** The plural of an English noun, for the nouns captions count. */
function pluralOf(noun: string): string {
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(s|x|ch|sh)$/.test(noun)) return `${noun}es`;
  return `${noun}s`;
}

/** "1 charge", "2 charges", "0 rows": the count and its noun, in agreement. */
export function plural(count: number, noun: string): string {
  return `${count} ${count === 1 ? noun : pluralOf(noun)}`;
}

/** "1st", "2nd", "3rd", "11th": the nth copy of something. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}
