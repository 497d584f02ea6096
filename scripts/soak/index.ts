/**
 * `npm run test:soak [-- --runs N] [-- --e2e-runs M]`: builds once, then runs the engines suite N times
 * (default 5, or SOAK_RUNS) and the Chromium suite M times (default 2), one after the other, printing
 * each run's failures as it ends and a summary at the close. Exits 1 if any run failed: a suite that
 * fails one run in five is not green. Retries stay off (the configs say so): a flake is a failure here.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JSONReport } from '@playwright/test/reporter';
import { intFlag, parseFlags, runCommand } from '../../src/server/cli/flags';
import { readReport, type RunReport } from './report';

interface Suite {
  name: string;
  /** The npm script that runs it without building (`--` and the reporter flags are appended). */
  command: string[];
  /** What the runs set beyond the reporter's file. */
  env?: Record<string, string>;
}

const ENGINES: Suite = { name: 'engines', command: ['npm', 'run', 'test:engines', '--'] };
// The keyboard fuzzer presses twice the suite's keys per view here (`npm test` keeps to ten minutes).
const CHROMIUM: Suite = { name: 'chromium e2e', command: ['npx', 'playwright', 'test'], env: { FUZZ_KEYS: process.env.FUZZ_KEYS ?? '4000' } };

await runCommand('test:soak', async () => {
  const flags = parseFlags(process.argv.slice(2), { runs: { type: 'string' }, 'e2e-runs': { type: 'string' } });
  const runs = intFlag('runs', flags.runs ?? process.env.SOAK_RUNS, 5, 0, 100);
  const e2eRuns = intFlag('e2e-runs', flags['e2e-runs'], 2, 0, 100);

  run(['npm', 'run', 'build'], 'inherit');
  const reports: { label: string; report: RunReport }[] = [];
  const scratch = mkdtempSync(join(tmpdir(), 'cloakroom-soak-'));
  try {
    for (const [suite, count] of [[ENGINES, runs], [CHROMIUM, e2eRuns]] as const) {
      for (let i = 1; i <= count; i++) {
        const label = `${suite.name} ${i}/${count}`;
        console.log(`\n── ${label} ──`);
        const json = join(scratch, `${suite.name.replace(/\W+/g, '-')}-${i}.json`);
        const status = run([...suite.command, '--reporter=dot,json'], 'inherit', { ...suite.env, PLAYWRIGHT_JSON_OUTPUT_FILE: json });
        const report = readRun(json, status);
        reports.push({ label, report });
        console.log(`\n${label}: ${describe(report)}`);
        for (const failure of report.failures) console.log(`  ✘ ${failure.title}\n      ${failure.error}`);
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }

  console.log('\n══ soak summary ══');
  for (const { label, report } of reports) console.log(`${label.padEnd(18)} ${describe(report)}`);
  const failed = reports.filter(({ report }) => report.failed > 0);
  console.log(failed.length === 0 ? `all ${reports.length} runs green` : `${failed.length} of ${reports.length} runs failed`);
  const byTest = new Map<string, number>();
  for (const { report } of failed) for (const { title } of report.failures) byTest.set(title, (byTest.get(title) ?? 0) + 1);
  for (const [title, times] of byTest) console.log(`  ${times}× ${title}`);
  process.exitCode = failed.length === 0 ? 0 : 1;
});

/** Runs a command from the project's folder; returns its exit status. */
function run(command: string[], stdio: 'inherit', env: Record<string, string> = {}): number {
  const result = spawnSync(command[0]!, command.slice(1), { stdio, env: { ...process.env, ...env } });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** The run's report; a run that wrote none (it could not start) is one failure, said with its exit status. */
function readRun(json: string, status: number): RunReport {
  try {
    return readReport(JSON.parse(readFileSync(json, 'utf8')) as JSONReport);
  } catch {
    return { passed: 0, failed: 1, flaky: 0, skipped: 0, durationMs: 0, failures: [{ title: '(the run)', error: `no report; exit status ${status}` }] };
  }
}

function describe(report: RunReport): string {
  const parts = [`${report.passed} passed`, `${report.failed} failed`];
  if (report.flaky) parts.push(`${report.flaky} flaky`);
  if (report.skipped) parts.push(`${report.skipped} skipped`);
  return `${parts.join(', ')} (${(report.durationMs / 60_000).toFixed(1)} min)`;
}
