/**
 * npx tsx scripts/chapterSummaries.ts — prints `chapters.json` (see scripts/vite/chaptersPlugin.ts):
 * every chapter of every story run once on the same store code the page runs (sql.js in Node), with
 * its title, beats and length at 1× as the player plays it.
 */
import '../src/narration/en/activate';
import { buildChapter } from '../src/core/scenarios';
import { loadSqlJs } from '../src/core/sqlite';
import { STORY_IDS } from '../src/core/trace';
import { chapterList } from '../src/narration/chapters';
import { summarize } from '../src/narration/chapterSummary';

/** What `chapters.json` holds: each story's chapters in order. */
export interface ChaptersFile {
  stories: Record<string, { id: string; title: string; beats: number; durationMs: number }[]>;
}

const SQL = await loadSqlJs();
const file: ChaptersFile = { stories: {} };
for (const story of STORY_IDS) {
  const chapters = [];
  for (const chapter of chapterList()) {
    const { beats, durationMs } = summarize(await buildChapter(SQL, { chapter: chapter.id, story, seed: 1 }));
    chapters.push({ id: chapter.id, title: chapter.title, beats, durationMs });
  }
  file.stories[story] = chapters;
}
process.stdout.write(JSON.stringify(file));
