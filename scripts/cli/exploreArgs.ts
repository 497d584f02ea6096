import { EXPLORER_VARIANTS, type ExplorerVariant } from '../../src/core/explorer';
import { choiceFlag, intFlag, parseFlags } from '../../src/server/cli/flags';

/** The explorer CLI's bounds: a million random schedules is hours of work; fast-check seeds are 32-bit. */
export const EXPLORE_CLI_LIMITS = { runs: 1_000_000, seed: 0x7fff_ffff } as const;

export interface ExploreArgs {
  variant: ExplorerVariant;
  runs: number;
  seed: number;
  json: boolean;
  exhaustive: boolean;
  trace: string | undefined;
}

/** `npm run explore -- …`'s arguments, checked; throws a `UsageError` naming the first bad one. */
export function readExploreArgs(argv: string[]): ExploreArgs {
  const values = parseFlags(argv, {
    variant: { type: 'string', default: 'correct' },
    runs: { type: 'string' },
    seed: { type: 'string' },
    json: { type: 'boolean', default: false },
    exhaustive: { type: 'boolean', default: false },
    trace: { type: 'string' },
  });
  return {
    variant: choiceFlag('variant', values.variant, EXPLORER_VARIANTS),
    runs: intFlag('runs', values.runs, 3000, 1, EXPLORE_CLI_LIMITS.runs),
    seed: intFlag('seed', values.seed, 1, 0, EXPLORE_CLI_LIMITS.seed),
    json: values.json,
    exhaustive: values.exhaustive,
    trace: values.trace,
  };
}
