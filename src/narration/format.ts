/**
 * The one presentation of numbers (STYLE.md 12): core hands raw milliseconds, cents and counts to
 * narration, and these write them one way in every caption, badge, clock and table, in the active
 * language: the number by `Intl.NumberFormat`, the form that agrees with it by `Intl.PluralRules`, the
 * words around it from the language's `Basics`.
 */
import type { Basics, PluralForms } from './catalog';
import { language } from './language';

/** The active language's basics. */
const basics = (): Basics => language().basics;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Intl's formatters, one per way of writing, made on first use: the first `Intl.NumberFormat` in a
 * page costs Chromium tens of milliseconds, so only what is shown pays for it, once.
 */
const formats = new Map<string, unknown>();

/** The formatter named `id` in the active language's locale, made by `make` the first time it is asked for. */
function made<T>(id: string, make: (locale: string) => T): T {
  const { locale } = basics();
  const key = `${locale}:${id}`;
  if (!formats.has(key)) formats.set(key, make(locale));
  return formats.get(key) as T;
}

function formatsFor(digits: number, grouping: boolean) {
  return made(`number:${digits}:${grouping}`, (locale) => {
    // `negative`: a value that rounds to zero reads "0", never "-0". `auto` groups as the locale does:
    // English from four digits ("1,000"), Spanish from five ("1000", "12.433").
    const options = { maximumFractionDigits: digits, useGrouping: grouping ? 'auto' : false, signDisplay: 'negative' } as const;
    return { number: new Intl.NumberFormat(locale, options), plural: new Intl.PluralRules(locale, { maximumFractionDigits: digits }), written: new Map<number, Written>() };
  });
}

/** A number as written, and which plural form agrees with it. */
interface Written {
  text: string;
  form: Intl.LDMLPluralRule;
}

/**
 * Numbers written so far, per way of writing, at most this many: a seek writes the same clock times
 * and counts again (the lab's tables some thirty of them), and each Intl call costs microseconds.
 */
const MOST_REMEMBERED = 2000;

/** `n` written with at most `digits` decimals, in the form of `forms` that agrees with it as written. */
function measure(n: number, forms: PluralForms | undefined, digits = 0, grouping = true): string {
  const { number, plural, written } = formatsFor(digits, grouping);
  let w = written.get(n);
  if (!w) {
    if (written.size >= MOST_REMEMBERED) written.clear();
    written.set(n, (w = { text: number.format(n), form: plural.select(n) }));
  }
  return forms ? (forms[w.form] ?? forms.other).replace('#', w.text) : w.text;
}

/** A number as the language writes it, with at most `digits` decimals: "12,433", "0.5". */
export function formatNumber(n: number, digits = 0): string {
  return measure(n, undefined, digits);
}

/**
 * The one of `forms` that agrees with `count`, `#` standing for it: `{ one: ' schedule.', other:
 * ' schedules.' }` → " schedules.". For a message whose number is a piece of its own (`parts`).
 */
export function plural(count: number, forms: PluralForms): string {
  return measure(count, forms);
}

/**
 * A count ("12,433"), or a count with its noun in agreement ("1 charge", "2 charges", "0 rows"). The
 * noun is its plural forms, or (as captions write `{n|noun}`) a noun the language's `noun` inflects.
 */
export function formatCount(count: number, noun?: PluralForms | string): string {
  return measure(count, typeof noun === 'string' ? basics().noun(noun) : noun);
}

/**
 * Virtual milliseconds as a learner reads them: "0.25 s", "5.3 s", "3 min", "25 h", "7 days". The unit
 * grows with the amount, so an hour never reads "3600.0 s".
 */
export function formatTime(ms: number): string {
  const a = Math.abs(ms);
  if (a >= 2 * DAY) return measure(ms / DAY, basics().time.days, 1);
  if (a >= HOUR) return measure(ms / HOUR, basics().time.hours, 1);
  if (a >= 2 * MINUTE) return measure(ms / MINUTE, basics().time.minutes, 1);
  return measure(ms / SECOND, basics().time.seconds, 2);
}

/** An amount in cents, as the ledger's `amount` column holds it (ungrouped): "1500 cents". */
export function formatMoney(cents: number): string {
  return measure(cents, basics().cents, 0, false);
}

/** "1st", "2nd", "3rd", "11th" (Spanish "1.er", "2.º", "3.er"): the nth copy of something. */
export function ordinal(n: number): string {
  const { ordinal: forms, ordinalRule } = basics();
  const category = ordinalRule ? ordinalRule(n) : made('ordinal', (locale) => new Intl.PluralRules(locale, { type: 'ordinal' })).select(n);
  return (forms[category] ?? forms.other).replace('#', formatNumber(n));
}

/** A fraction of the whole as a percentage, as the language writes one: 0.2 → "20%" ("20 %" in Spanish). */
export function formatPercent(fraction: number): string {
  return made('percent', (locale) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 })).format(fraction);
}

/** Items as a sentence lists them: "1, 2 and 3". */
export function formatList(items: readonly string[]): string {
  return basics().list(items);
}
