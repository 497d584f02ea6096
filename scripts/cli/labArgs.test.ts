import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/server/cli/flags';
import { readExploreArgs } from './exploreArgs';
import { readLabArgs } from './labArgs';

/** The one-line message a bad command line gets, or null if it was read. */
function complaint(read: () => unknown): string | null {
  try {
    read();
    return null;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    expect(error.message).not.toContain('\n');
    return error.message;
  }
}

describe('the lab CLI’s arguments', () => {
  it('reads the lesson’s settings, and the defaults', () => {
    expect(readLabArgs(['--checkouts', '10000', '--seed', '6', '--loss', '0.2', '--attempts', '5'])).toEqual({ checkouts: 10_000, loss: 0.2, attempts: 5, seed: 6, story: 'payflow', json: false });
    expect(readLabArgs([])).toEqual({ checkouts: 100, loss: 0.2, attempts: 5, seed: 1, story: 'payflow', json: false });
    expect(readLabArgs(['--checkouts', '1000000', '--attempts', '100', '--loss', '0.999', '--story', 'library', '--json'])).toMatchObject({ checkouts: 1_000_000, attempts: 100, loss: 0.999, story: 'library', json: true });
  });

  it('bounds checkouts, attempts and loss, and names the argument that is out of bounds', () => {
    expect(complaint(() => readLabArgs(['--checkouts', '10000000']))).toBe('--checkouts must be a whole number from 1 to 1000000 (got "10000000")');
    expect(complaint(() => readLabArgs(['--attempts', '101']))).toMatch(/^--attempts must be a whole number from 1 to 100/);
    expect(complaint(() => readLabArgs(['--loss', '1']))).toMatch(/^--loss must be a number from 0 up to \(not including\) 1/);
    for (const loss of ['-0.1', 'NaN', '1e-1', '', 'Infinity']) expect(complaint(() => readLabArgs([`--loss=${loss}`])), loss).toMatch(/^--loss/);
    for (const checkouts of ['0', '1.5', '1e3', 'lots', '', '0x10']) expect(complaint(() => readLabArgs(['--checkouts', checkouts])), checkouts).toMatch(/^--checkouts/);
    expect(complaint(() => readLabArgs(['--seed=-1']))).toMatch(/^--seed/);
    expect(complaint(() => readLabArgs(['--seed', '-1']))).toMatch(/^Option '--seed' argument is ambiguous/); // parseArgs' own words, first line
    expect(complaint(() => readLabArgs(['--story', 'bank']))).toBe('--story must be one of payflow, library (got "bank")');
  });

  it('turns parseArgs’ own complaints into one line: an unknown option, a missing value, a stray word', () => {
    expect(complaint(() => readLabArgs(['--checkout', '5']))).toMatch(/Unknown option '--checkout'/);
    expect(complaint(() => readLabArgs(['--checkouts']))).toMatch(/argument missing/);
    expect(complaint(() => readLabArgs(['100']))).toMatch(/Unexpected argument '100'/);
  });
});

describe('the explorer CLI’s arguments', () => {
  it('reads a variant, runs and seed, and names a bad one', () => {
    expect(readExploreArgs(['--variant', 'no-fencing', '--runs', '50', '--exhaustive'])).toMatchObject({ variant: 'no-fencing', runs: 50, seed: 1, exhaustive: true });
    expect(complaint(() => readExploreArgs(['--variant', 'sideways']))).toMatch(/^--variant must be one of correct, /);
    expect(complaint(() => readExploreArgs(['--runs', '5000000']))).toMatch(/^--runs must be a whole number from 1 to 1000000/);
    expect(complaint(() => readExploreArgs(['--trace']))).toMatch(/argument missing/);
  });
});

describe('the CLIs on a bad command line', () => {
  for (const [script, args] of [
    ['scripts/lab.ts', ['--checkouts', '10000000']],
    ['scripts/lab.ts', ['--nope']],
    ['scripts/explore.ts', ['--runs', 'many']],
  ] as const) {
    it(`${script} ${args.join(' ')}: one line on stderr, exit status 2, nothing run`, () => {
      const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { encoding: 'utf8' });
      expect(result.status).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
      expect(result.stderr).toMatch(/^(lab|explore): /);
      expect(result.stderr).not.toMatch(/\bat .*:\d+:\d+/); // no stack trace
    });
  }
});
