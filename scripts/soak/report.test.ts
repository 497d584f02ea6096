import { describe, expect, it } from 'vitest';
import { readReport, type JsonReport } from './report';

const stats = { expected: 2, unexpected: 1, flaky: 0, skipped: 1, duration: 90_000 };

describe('a soak run’s report', () => {
  it('names each failed test as the list reporter does, with the first line of its error', () => {
    const report: JsonReport = {
      stats,
      suites: [
        {
          title: 'core.spec.ts',
          specs: [
            { title: 'passes', tests: [{ projectName: 'webkit', status: 'expected', results: [{ status: 'passed' }] }] },
            {
              title: 'a blocked file inside the scene chunk',
              tests: [{ projectName: 'firefox', status: 'unexpected', results: [{ status: 'failed', error: { message: '\u001b[31mError: expect(received).toBe(expected)\u001b[39m\n\nExpected: 1' } }] }],
            },
          ],
          suites: [{ title: 'a describe', specs: [{ title: 'is skipped', tests: [{ projectName: 'firefox', status: 'skipped', results: [] }] }] }],
        },
      ],
    };
    expect(readReport(report)).toEqual({
      passed: 2,
      failed: 1,
      flaky: 0,
      skipped: 1,
      durationMs: 90_000,
      failures: [{ title: '[firefox] › core.spec.ts › a blocked file inside the scene chunk', error: 'Error: expect(received).toBe(expected)' }],
    });
  });

  it('counts a run that failed outside any test (no server, no browser) as failed', () => {
    const report = readReport({ stats: { ...stats, expected: 0, unexpected: 0 }, suites: [], errors: [{ message: 'Error: Timed out waiting 30000ms from config.webServer.' }] });
    expect(report.failed).toBe(1);
    expect(report.failures).toEqual([{ title: '(outside any test)', error: 'Error: Timed out waiting 30000ms from config.webServer.' }]);
  });

  it('names a test that timed out by its status when it has no error', () => {
    const report = readReport({ stats, suites: [{ title: 'x.spec.ts', specs: [{ title: 't', tests: [{ projectName: '', status: 'unexpected', results: [{ status: 'timedOut' }] }] }] }] });
    expect(report.failures).toEqual([{ title: 'x.spec.ts › t', error: 'timedOut' }]);
  });
});
