import type { StoryId } from '../../src/core/trace';
import { fractionBelow, oneOf, readOptions, wholeNumber } from './args';

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
  const values = readOptions(argv, {
    checkouts: { type: 'string', default: '100' },
    loss: { type: 'string', default: '0.2' },
    attempts: { type: 'string', default: '5' },
    seed: { type: 'string', default: '1' },
    story: { type: 'string', default: 'payflow' },
    json: { type: 'boolean', default: false },
  });
  return {
    checkouts: wholeNumber('checkouts', values.checkouts, 1, LAB_CLI_LIMITS.checkouts),
    loss: fractionBelow('loss', values.loss, 1),
    attempts: wholeNumber('attempts', values.attempts, 1, LAB_CLI_LIMITS.attempts),
    seed: wholeNumber('seed', values.seed, 0, LAB_CLI_LIMITS.seed),
    story: oneOf('story', values.story, ['payflow', 'library'] as const),
    json: values.json,
  };
}
