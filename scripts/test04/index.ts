/**
 * npm run test:04 -- path/to/idempotency.ts [more files or folders]
 * Seed 000's exercise on the command line: the same twelve tests, harness and words as the page's Your
 * turn, on each learner's file (a folder: every .ts file in it, for an instructor grading submissions).
 * Prints each test; exits 1 if any test failed, 2 for a path that cannot be read.
 */
import '../../src/narration/en/activate';
import { fork, type ChildProcess } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runCommand, UsageError } from '../../src/server/cli/flags';
import { TEST_IDS, type TestId, type TestResult } from '../../src/yourturn/harness/results';
import { runEachTest, type TestExecutor } from '../../src/yourturn/runTests';
import { yourTurn } from '../../src/narration/en/yourTurn';

const CHILD = fileURLToPath(new URL('./child.ts', import.meta.url));
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** The files the arguments name: a folder gives its .ts files (not its sub-folders), sorted. */
function filesOf(paths: string[]): string[] {
  if (paths.length === 0) throw new UsageError('name a file or a folder: npm run test:04 -- path/to/idempotency.ts');
  return paths.flatMap((path) => {
    let stat;
    try {
      stat = statSync(path);
    } catch {
      throw new UsageError(`cannot read ${path}`);
    }
    if (!stat.isDirectory()) return [path];
    return readdirSync(path)
      .filter((name) => name.endsWith('.ts'))
      .sort()
      .map((name) => join(path, name));
  });
}

/** A child process that runs one file's tests; replaced after it is ended. */
function childExecutor(file: string): TestExecutor {
  let child: ChildProcess | undefined;
  let ready: Promise<void> | undefined;
  const start = () => {
    const c = fork(CHILD, [file], { execArgv: ['--import', TSX], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child = c;
    ready = new Promise((resolve) => c.once('message', () => resolve()));
  };
  return {
    ready() {
      if (!child) start();
      return ready!;
    },
    async run(id: TestId) {
      const c = child!;
      return new Promise<TestResult>((resolve) => {
        c.once('message', (result: TestResult) => resolve(result));
        c.send(id);
      });
    },
    end() {
      child?.kill('SIGKILL');
      child = undefined;
    },
  };
}

await runCommand('test:04', async () => {
  const files = filesOf(process.argv.slice(2));
  let failed = 0;
  for (const file of files) {
    console.log(file);
    const executor = childExecutor(file);
    const report = await runEachTest(executor, (result) => {
      const n = TEST_IDS.indexOf(result.id) + 1;
      const verdict = result.passed ? yourTurn.passed : yourTurn.failed(yourTurn.failure(result.failure));
      console.log(`  ${result.passed ? '✓' : '✗'} ${n}. ${yourTurn.tests[result.id]}: ${verdict}`);
    });
    executor.end();
    console.log(`  ${yourTurn.tally(report.passed, TEST_IDS.length)}\n`);
    if (report.passed < TEST_IDS.length) failed++;
  }
  if (failed > 0) process.exitCode = 1;
});
