/**
 * npm run explore -- --variant V --runs N --seed S [--json] [--exhaustive] [--trace out.json]
 * V: correct | select-then-insert | blind-takeover | no-fencing | no-provider-key | key-per-try.
 * Runs N random schedules (fast-check) against the real store; prints the shrunk counterexample, if
 * any. --json prints {"variant","runs","counterexample"}. --trace writes the counterexample's replay
 * as a Trace. --exhaustive also runs every interleaving of two requests with one crash (or freeze) point.
 */
import { writeFileSync } from 'node:fs';
import { exhaustive, explore, replaySchedule } from '../src/core/explorer';
import { INVARIANTS } from '../src/narration/en/invariants'; // the CLI speaks English
import { loadSqlJs } from '../src/core/sqlite';
import { runCommand } from '../src/server/cli/flags';
import { readExploreArgs } from './cli/exploreArgs';

await runCommand('explore', async () => {
  const { variant, runs, seed, json, exhaustive: alsoExhaustive, trace } = readExploreArgs(process.argv.slice(2));
  const SQL = await loadSqlJs();
  const started = performance.now();
  const report = await explore(SQL, variant, runs, seed);
  const seconds = (performance.now() - started) / 1000;

  if (trace && report.counterexample) {
    writeFileSync(trace, JSON.stringify(await replaySchedule(SQL, variant, report.counterexample.schedule)));
  }

  if (json) {
    console.log(JSON.stringify(report));
  } else {
    console.log(`variant ${variant}: ${report.runs} random schedules, seed ${seed}, ${seconds.toFixed(1)} s (${Math.round(report.runs / seconds)} runs/s)`);
    if (!report.counterexample) console.log('no counterexample: every invariant held');
    else {
      const { schedule, violations, foundAfter, shrinks } = report.counterexample;
      console.log(`counterexample after ${foundAfter} runs, shrunk ${shrinks} times:`);
      console.log(`  ${JSON.stringify(schedule)}`);
      for (const v of violations) console.log(`  broken: ${INVARIANTS[v.invariant]} — ${v.message}`);
      if (trace) console.log(`  replayed into a Trace: ${trace}`);
    }
    console.log('\ninvariants checked after every run:');
    for (const text of Object.values(INVARIANTS)) console.log(`  - ${text}`);
  }

  if (alsoExhaustive) {
    const t = performance.now();
    const small = await exhaustive(SQL, variant);
    const line = json
      ? JSON.stringify({ exhaustive: small })
      : `\nexhaustive: ${small.interleavings} interleavings at the store's await points (${small.crashInterleavings} over no crash + ${small.crashCases - 1} crash points, the rest over ${small.freezeCases} freeze points), ${small.failing} failing, ${((performance.now() - t) / 1000).toFixed(1)} s`;
    console.log(line);
  }
});
