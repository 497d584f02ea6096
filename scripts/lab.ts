/**
 * npm run lab -- --checkouts 100 --loss 0.2 --attempts 5 --seed 1 [--story payflow|library] [--json]
 * Runs the l4 experiment on the real store and prints the lesson's table (or JSON rows).
 */
import { parseArgs } from 'node:util';
import { formatLabTable, runLab } from '../src/core/lab';
import { loadSqlJs } from '../src/core/sqlite';

const { values } = parseArgs({
  options: {
    checkouts: { type: 'string', default: '100' },
    loss: { type: 'string', default: '0.2' },
    attempts: { type: 'string', default: '5' },
    seed: { type: 'string', default: '1' },
    story: { type: 'string', default: 'payflow' },
    json: { type: 'boolean', default: false },
  },
});

const checkouts = Number(values.checkouts);
const loss = Number(values.loss);
const attempts = Number(values.attempts);
const seed = Number(values.seed);
const story = values.story;
if (!Number.isInteger(checkouts) || checkouts < 1) fail('--checkouts must be a whole number ≥ 1');
if (!(loss >= 0 && loss <= 1)) fail('--loss must be between 0 and 1');
if (!Number.isInteger(attempts) || attempts < 1) fail('--attempts must be a whole number ≥ 1');
if (!Number.isInteger(seed)) fail('--seed must be a whole number');
if (story !== 'payflow' && story !== 'library') fail('--story must be payflow or library');

const SQL = await loadSqlJs();
const started = performance.now();
const rows = await runLab(SQL, { story: story as 'payflow' | 'library', checkouts, loss, attempts, seed });
const ms = performance.now() - started;
if (values.json) {
  console.log(JSON.stringify({ rows }));
} else {
  console.log(`${checkouts} ${story === 'payflow' ? 'checkouts' : 'loans'}, ${loss * 100}% of answers lost, up to ${attempts} attempts, seed ${seed}\n`);
  console.log(formatLabTable(rows, story === 'payflow' ? 'charge' : 'loan'));
  console.log(`\n(${ms.toFixed(0)} ms)`);
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}
