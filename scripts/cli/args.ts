/**
 * Reading a command line: every bad argument becomes one sentence (a `UsageError`) that the CLI
 * prints on one line before it exits with status 2. Never a stack trace for a typo.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** A bad command line; `message` is the one line to print. */
export class UsageError extends Error {
  override name = 'UsageError';
}

type Options = NonNullable<ParseArgsConfig['options']>;

/** `parseArgs` over `argv`, with its own complaints (an unknown option, a missing value) as `UsageError`s. */
export function readOptions<const O extends Options>(argv: string[], options: O) {
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new UsageError((error instanceof Error ? error.message : String(error)).replace(/\s*\n\s*/g, ' '));
  }
}

const grouped = (n: number) => n.toLocaleString('en-US');

/** `raw` as a whole number in [min, max], or a `UsageError` that names `--name` and the range. */
export function wholeNumber(name: string, raw: string, min: number, max: number): number {
  const value = /^-?\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  if (!(Number.isSafeInteger(value) && value >= min && value <= max)) {
    throw new UsageError(`--${name} must be a whole number from ${grouped(min)} to ${grouped(max)} (got “${raw}”)`);
  }
  return value;
}

/** `raw` as a number in [0, below), or a `UsageError`. */
export function fractionBelow(name: string, raw: string, below: number): number {
  const value = /^\d*\.?\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  if (!(value >= 0 && value < below)) throw new UsageError(`--${name} must be a number from 0 up to (not including) ${below} (got “${raw}”)`);
  return value;
}

/** `raw` if it is one of `choices`, or a `UsageError` that lists them. */
export function oneOf<const T extends string>(name: string, raw: string, choices: readonly T[]): T {
  if (!(choices as readonly string[]).includes(raw)) throw new UsageError(`--${name} must be one of ${choices.join(', ')} (got “${raw}”)`);
  return raw as T;
}

/**
 * Runs a CLI's `main`; a `UsageError` is printed as `<command>: <message>` on one line, with exit
 * status 2. Any other error is a bug and keeps its stack.
 */
export async function runCli(command: string, main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${command}: ${error.message}`);
    process.exitCode = 2;
  }
}
