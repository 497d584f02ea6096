import { parseArgs, type ParseArgsConfig } from 'node:util';
import { DatabaseOpenError } from '../sqlite/nativeDatabase';
import { ListenError } from '../listen';

/** A mistake on the command line, or a resource the command cannot have: said in one line, exit 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

type Options = NonNullable<ParseArgsConfig['options']>;

/** `parseArgs`, strict: an unknown flag, a missing value or a stray argument is a `UsageError`. */
export function parseFlags<O extends Options>(args: string[], options: O) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message.split('\n')[0]! : String(error));
  }
}

/** A whole-number flag within [min, max]; `raw` undefined ⇒ `fallback`. */
export function intFlag(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^-?\d+$/.test(raw.trim()) || value < min || value > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max} (got "${raw.slice(0, 40)}")`);
  }
  return value;
}

/** One of a fixed set of words. */
export function choiceFlag<T extends string>(name: string, raw: string | undefined, choices: readonly T[]): T {
  if (raw !== undefined && (choices as readonly string[]).includes(raw)) return raw as T;
  throw new UsageError(`--${name} must be one of ${choices.join(', ')}${raw === undefined ? '' : ` (got "${raw.slice(0, 40)}")`}`);
}

/**
 * Runs a command: the errors a person can fix (bad flags, a busy port, an unusable database file) are
 * printed as one line `<command>: <reason>` with exit code 2, never a stack trace. Anything else is a
 * bug and keeps its stack.
 */
export async function runCommand(command: string, main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (error instanceof UsageError || error instanceof DatabaseOpenError || error instanceof ListenError) {
      process.stderr.write(`${command}: ${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
}
