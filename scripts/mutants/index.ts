/**
 * npm run test:mutants: every single-point mutant of the reference store (src/yourturn/stores/
 * reference.store.ts; the library story has no store of its own) through the twelve tests, then, for
 * those all twelve pass, through "Find a race in my store" with the page's schedule count and seed.
 * Prints the counts, the reviewed mutants with their arguments, the survivors and the time; exits 1
 * when a mutant survives unreviewed or the reviewed list is stale. `-- --verbose` lists every mutant.
 */
import '../../src/narration/en/activate';
import { readFileSync } from 'node:fs';
import { loadSqlJs } from '../../src/core/sqlite';
import { runCommand } from '../../src/server/cli/flags';
import { runMutants, type JudgedMutant } from '../../src/yourturn/testing/mutants/mutationRun';

const REFERENCE = new URL('../../src/yourturn/stores/reference.store.ts', import.meta.url);

function verdictOf({ verdict }: JudgedMutant): string {
  if (verdict.kind === 'tests') return `killed by test${verdict.failed.length === 1 ? '' : 's'} ${verdict.failed.join(', ')}`;
  if (verdict.kind === 'race') return `killed by the race finder (${verdict.broken.join(', ')}) after ${verdict.tried} schedules`;
  return `survived 12 tests and ${verdict.tried} schedules`;
}

await runCommand('test:mutants', async () => {
  const SQL = await loadSqlJs();
  const run = await runMutants(SQL, readFileSync(REFERENCE, 'utf8'));
  if (process.argv.includes('--verbose')) for (const j of run.judged) console.log(`  ${j.mutant.id}: ${verdictOf(j)}`);
  console.log(`mutants of the reference store: ${run.judged.length}`);
  console.log(`  killed by the twelve tests:       ${run.killedByTests.length}`);
  console.log(`  killed only by the race finder:   ${run.killedOnlyByRace.length}`);
  for (const j of run.killedOnlyByRace) console.log(`    ${j.mutant.id}: ${verdictOf(j)}`);
  console.log(`  reviewed, not killed:             ${run.reviewed.length}`);
  for (const j of run.reviewed) console.log(`    ${j.mutant.id} [${j.review!.kind}]: ${j.review!.why}`);
  console.log(`  survivors:                        ${run.survivors.length}`);
  for (const j of run.survivors) console.log(`    ${j.mutant.id}: ${verdictOf(j)}`);
  for (const id of run.staleReviews) console.log(`  reviewed but no longer a surviving mutant (look again): ${id}`);
  console.log(`time: ${(run.ms / 1000).toFixed(1)} s`);
  if (run.survivors.length > 0 || run.staleReviews.length > 0) process.exitCode = 1;
});
