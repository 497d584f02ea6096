/**
 * npx tsx scripts/timeChapters.ts [--build] — every chapter of both stories, timed as the player plays
 * it at 1× without narration: read from the chapters WebVTT the transcript offers for download
 * (`lessonCues(…).chapters`), so the figure is the one a learner gets. With `--build`, it also builds
 * every Trace three times over (the first round pays for warming up) and prints build time and JSON size.
 */
import '../src/narration/en/activate';
import { buildChapter } from '../src/core/scenarios';
import { chapterList } from '../src/narration/chapters';
import { loadSqlJs } from '../src/core/sqlite';
import { STORY_IDS, type Trace } from '../src/core/trace';
import { captionOf, onScreenMs } from '../src/narration/captionOf';
import { lessonCues, toWebVTT, type TimedChapter } from '../src/narration/webvtt';

const SQL = await loadSqlJs();

/** Seconds per chapter per story, parsed back from the chapters WebVTT text. */
function chapterSeconds(vtt: string): Map<string, number> {
  const out = new Map<string, number>();
  const seconds = (t: string) => t.split(':').reduce((acc, part) => acc * 60 + Number(part), 0);
  for (const block of vtt.split('\n\n').slice(1)) {
    const [id, times] = block.split('\n');
    const [start, end] = times!.split(' --> ');
    out.set(id!, seconds(end!) - seconds(start!));
  }
  return out;
}

const table = new Map<string, Map<string, number>>();
for (const story of STORY_IDS) {
  const timed: TimedChapter[] = [];
  for (const chapter of chapterList()) {
    const trace: Trace = await buildChapter(SQL, { chapter: chapter.id, story });
    timed.push({
      id: chapter.id,
      title: chapter.id,
      beats: trace.beats.map((beat) => ({ text: captionOf(story, beat), durationMs: onScreenMs(story, beat, 1) })),
    });
  }
  table.set(story, chapterSeconds(toWebVTT(lessonCues(timed).chapters)));
}
const fmt = (s: number | undefined) => (s === undefined ? '—' : `${s.toFixed(0)} s`);
console.log(`| chapter | ${STORY_IDS.join(' | ')} |`);
console.log(`|---|${STORY_IDS.map(() => '---:').join('|')}|`);
for (const chapter of chapterList()) console.log(`| ${chapter.id} | ${STORY_IDS.map((s) => fmt(table.get(s)!.get(chapter.id))).join(' | ')} |`);
const total = (s: string) => [...table.get(s)!.values()].reduce((a, b) => a + b, 0);
console.log(`| **whole story** | ${STORY_IDS.map((s) => `${(total(s) / 60).toFixed(1)} min`).join(' | ')} |`);

if (process.argv.includes('--build')) {
  for (const round of [1, 2, 3]) {
    const started = performance.now();
    let beats = 0;
    let bytes = 0;
    const rows: string[] = [];
    for (const story of STORY_IDS) {
      for (const chapter of chapterList()) {
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
}
