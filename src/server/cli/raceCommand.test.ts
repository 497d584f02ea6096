import { describe, expect, it } from 'vitest';
import { processCommand } from '../../learn/race/processCommand';
import { RACE_VARIANTS as FINDER_VARIANTS } from '../../learn/race/raceVariants';
import { UsageError } from './flags';
import { parseRaceFlags } from './raceCommand';

const argsOf = (commandLine: string) => commandLine.split(' -- ')[1]!.split(' ');

describe('npm run race:processes flags', () => {
  it('reads the command line as the lesson gives it', () => {
    expect(parseRaceFlags(argsOf('npm run race:processes -- --variant select-then-insert --processes 6 --rounds 3'))).toMatchObject({
      variant: 'select-then-insert',
      processes: 6,
      rounds: 3,
      json: false,
      correctStore: false,
    });
  });

  it('accepts every command the race finder offers', () => {
    for (const variant of FINDER_VARIANTS) expect(() => parseRaceFlags(argsOf(processCommand(variant.id))), variant.id).not.toThrow();
  });

  it('refuses bad flags with a one-line reason', () => {
    const cases: [string[], RegExp][] = [
      [[], /--variant must be one of correct, select-then-insert, blind-takeover, no-fencing/],
      [['--variant', 'optimistic'], /--variant must be one of .* \(got "optimistic"\)/],
      [['--variant', 'no-fencing', '--processes', '2'], /no-fencing needs --processes 3 or more/],
      [['--variant', 'correct', '--processes', '33'], /--processes must be a whole number from 2 to 32/],
      [['--variant', 'correct', '--rounds', '1.5'], /--rounds must be a whole number/],
      [['--variant', 'correct', '--store', 'broken'], /--store must be one of correct/],
      [['--variant', 'correct', 'extra'], /Unexpected argument 'extra'/],
    ];
    for (const [args, message] of cases) {
      const attempt = () => parseRaceFlags(args);
      expect(attempt, args.join(' ')).toThrow(UsageError);
      expect(attempt, args.join(' ')).toThrow(message);
    }
  });
});
