/**
 * npx tsx scripts/timeChapters.ts — builds every chapter of both stories three times over (the first
 * round pays for warming up) and prints each Trace's beats, build time and JSON size.
 */
import { buildChapter, CHAPTERS } from '../src/core/scenarios';
import { loadSqlJs } from '../src/core/sqlite';
import { STORY_IDS } from '../src/core/trace';

const SQL = await loadSqlJs();
for (const round of [1, 2, 3]) {
  const started = performance.now();
  let beats = 0;
  let bytes = 0;
  const rows: string[] = [];
  for (const story of STORY_IDS) {
    for (const chapter of CHAPTERS) {
      const t0 = performance.now();
      const trace = await buildChapter(SQL, { chapter: chapter.id, story });
      const size = JSON.stringify(trace).length;
      beats += trace.beats.length;
      bytes += size;
      rows.push(`${story.padEnd(8)} ${chapter.id.padEnd(14)} ${String(trace.beats.length).padStart(3)} beats ${(performance.now() - t0).toFixed(0).padStart(5)} ms ${(size / 1024).toFixed(0).padStart(4)} KB`);
    }
  }
  console.log(`round ${round}: ${rows.length} traces in ${(performance.now() - started).toFixed(0)} ms, ${beats} beats, ${(bytes / 1024).toFixed(0)} KB of JSON`);
  if (round === 3) console.log(rows.join('\n'));
}
const started = performance.now();
let variants = 0;
for (const story of STORY_IDS) {
  for (const chapter of CHAPTERS) {
    for (const b of chapter.storyBreaks[story]) {
      await buildChapter(SQL, { chapter: chapter.id, story, breaks: [b] });
      variants++;
    }
  }
}
console.log(`${variants} single-switch variants in ${(performance.now() - started).toFixed(0)} ms`);
