/**
 * One learner's file under test, in a process of its own (`npm run test:04` starts it): it compiles
 * the file once and runs the tests it is sent, one at a time, answering each result over IPC. The
 * parent ends it when a test does not settle in time, so an endless loop costs that test, not the run.
 */
import { readFileSync } from 'node:fs';
import { loadSqlJs } from '../../src/core/sqlite';
import { runCompiledTest } from '../../src/yourturn/harness/runTest';
import type { TestId } from '../../src/yourturn/harness/results';
import { compileStore } from '../../src/yourturn/learnerModule';

const SQL = await loadSqlJs();
const compiled = compileStore(readFileSync(process.argv[2]!, 'utf8'));

process.on('message', async (id: TestId) => {
  process.send!(await runCompiledTest(SQL, compiled, id));
});
process.send!('ready');
