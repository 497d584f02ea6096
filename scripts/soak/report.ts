/**
 * What one Playwright run said, read from its JSON report (`--reporter=json`): the counts and each
 * test that failed, with the first line of its error. Pure, so the soak's summary is tested in Node.
 */
export interface RunReport {
  passed: number;
  failed: number;
  flaky: number;
  skipped: number;
  durationMs: number;
  failures: Failure[];
}

export interface Failure {
  /** `[project] › file › describe › title`, as Playwright's list reporter names a test. */
  title: string;
  /** The first line of the first error (ANSI colours removed), or the result's status. */
  error: string;
}

/** The parts of Playwright's JSON report this reads (see @playwright/test/reporter's JSONReport). */
interface JsonSuite {
  title: string;
  specs?: { title: string; tests: { projectName: string; status: string; results: { status?: string; error?: { message?: string } }[] }[] }[];
  suites?: JsonSuite[];
}
export interface JsonReport {
  suites: JsonSuite[];
  stats: { expected: number; unexpected: number; flaky: number; skipped: number; duration: number };
  /** Errors outside any test (a web server that did not start, a config that did not load). */
  errors?: { message?: string }[];
}

const ANSI = new RegExp(String.raw`\u001b\[[0-9;]*m`, 'g');

function firstLine(text: string | undefined): string | undefined {
  return text?.replace(ANSI, '').split('\n').find((line) => line.trim() !== '')?.trim();
}

export function readReport(report: JsonReport): RunReport {
  const failures: Failure[] = [];
  const walk = (suite: JsonSuite, path: string[]) => {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const failed = test.results.find((result) => result.status !== 'passed' && result.status !== 'skipped');
        const project = test.projectName ? `[${test.projectName}] › ` : '';
        failures.push({ title: `${project}${[...here, spec.title].join(' › ')}`, error: firstLine(failed?.error?.message) ?? failed?.status ?? 'failed' });
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites) walk(suite, []);
  // A run that failed before any test (no server, no browser) has no test to blame: it still failed.
  for (const error of report.errors ?? []) failures.push({ title: '(outside any test)', error: firstLine(error.message) ?? 'error' });
  const { expected, unexpected, flaky, skipped, duration } = report.stats;
  return { passed: expected, failed: unexpected + (report.errors?.length ?? 0), flaky, skipped, durationMs: duration, failures };
}
