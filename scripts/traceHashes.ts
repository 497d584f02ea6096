/**
 * Prints the sha256 of every Trace the app can build from its scripted scenes: each chapter × story ×
 * every allowed set of its break switches, each story's lab, and explorer replays of fixed schedules.
 * A redesign that must keep behaviour records these first and compares after
 * (`npx tsx scripts/traceHashes.ts > before.json`). src/core/scenarios/traceHashes.test.ts holds them.
 */
import { createHash } from 'node:crypto';
import { loadSqlJs } from '../src/core/sqlite';
import { traceCases } from '../src/core/scenarios/traceCases';

const SQL = await loadSqlJs();
const out: Record<string, string> = {};
for (const c of traceCases()) {
  const trace = await c.build(SQL);
  out[c.name] = createHash('sha256').update(JSON.stringify(trace)).digest('hex');
}
console.log(JSON.stringify(out, null, 1));
