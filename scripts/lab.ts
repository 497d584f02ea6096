/**
 * npm run lab -- --checkouts 100 --loss 0.2 --attempts 5 --seed 1 [--story payflow|library] [--json]
 * Runs the l4 experiment on the real store and prints the lesson's table (or JSON rows).
 * Bounds: checkouts 1…1,000,000, attempts 1…100, 0 ≤ loss < 1; a bad argument is one line on stderr, exit 2.
 */
import '../src/narration/en/activate';
import { runLab } from '../src/core/lab';
import { loadSqlJs } from '../src/core/sqlite';
import { formatLabTable } from '../src/narration/labTable';
import { words } from '../src/narration/words';
import { runCommand } from '../src/server/cli/flags';
import { readLabArgs } from './cli/labArgs';

await runCommand('lab', async () => {
  const { checkouts, loss, attempts, seed, story, json } = readLabArgs(process.argv.slice(2));
  const SQL = await loadSqlJs();
  const started = performance.now();
  const rows = await runLab(SQL, { story, checkouts, loss, attempts, seed });
  const ms = performance.now() - started;
  if (json) {
    console.log(JSON.stringify({ rows }));
  } else {
    console.log(`${words.lab.cliSettings(story, checkouts, loss, attempts, seed)}\n`);
    console.log(formatLabTable(rows, story === 'payflow' ? 'charge' : 'loan'));
    console.log(`\n(${ms.toFixed(0)} ms)`);
  }
});
