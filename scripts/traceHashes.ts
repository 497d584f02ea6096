/**
 * Prints what every scripted scene does, as a sha256 of `behaviourOf` its Trace (the SQL, the rows, the
 * captions and lane names in words): each chapter × story × allowed switch set, each story's lab, lab
 * orders and explorer replays. `npx tsx scripts/traceHashes.ts > src/narration/traceHashes.json`
 * re-pins them, for a change that means to alter a scene; src/narration/traceHashes.test.ts checks them.
 */
import '../src/narration/en/activate';
import { createHash } from 'node:crypto';
import { traceCases } from '../src/core/testing/traceCases';
import { loadSqlJs } from '../src/core/sqlite';
import { APP_READING, behaviourOf } from '../src/narration/testing/behaviour';

const SQL = await loadSqlJs();
const out: Record<string, string> = {};
for (const c of traceCases()) {
  const behaviour = behaviourOf(await c.build(SQL), APP_READING);
  out[c.name] = createHash('sha256').update(JSON.stringify(behaviour)).digest('hex');
}
console.log(JSON.stringify(out, null, 1));
