import type { StoryId } from '../../src/core/trace';
import { choiceFlag, intFlag, parseFlags, UsageError } from '../../src/server/cli/flags';

/** `raw` as a number in [0, below), or a `UsageError`. */
function fractionBelow(name: string, raw: string, below: number): number {
  const value = /^\d*\.?\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  if (!(value >= 0 && value < below)) throw new UsageError(`--${name} must be a number from 0 up to (not including) ${below} (got "${raw.slice(0, 40)}")`);
  return value;
}

/**
 * The lab CLI's bounds. A million checkouts take minutes and about 1 GB, and beyond that the run's
 * log outgrows what a laptop should spend on a demonstration; 100 attempts is already a stubborn phone.
 * A loss of 1 would lose every answer (the phone always gives up), so the loss stays below 1.
 */
export const LAB_CLI_LIMITS = { checkouts: 1_000_000, attempts: 100, seed: 0xffff_ffff } as const;

export interface LabArgs {
  checkouts: number;
  loss: number;
  attempts: number;
  seed: number;
  story: StoryId;
  json: boolean;
}

/** `npm run lab -- …`'s arguments, checked; throws a `UsageError` naming the first bad one. */
export function readLabArgs(argv: string[]): LabArgs {
  const values = parseFlags(argv, {
    checkouts: { type: 'string' },
    loss: { type: 'string', default: '0.2' },
    attempts: { type: 'string' },
    seed: { type: 'string' },
    story: { type: 'string', default: 'payflow' },
    json: { type: 'boolean', default: false },
  });
  return {
    checkouts: intFlag('checkouts', values.checkouts, 100, 1, LAB_CLI_LIMITS.checkouts),
    loss: fractionBelow('loss', values.loss, 1),
    attempts: intFlag('attempts', values.attempts, 5, 1, LAB_CLI_LIMITS.attempts),
    seed: intFlag('seed', values.seed, 1, 0, LAB_CLI_LIMITS.seed),
    story: choiceFlag('story', values.story, ['payflow', 'library'] as const),
    json: values.json,
  };
}
