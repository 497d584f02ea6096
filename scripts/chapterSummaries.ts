/**
 * npx tsx scripts/chapterSummaries.ts — prints `chapters.json` (see scripts/vite/chaptersPlugin.ts):
 * every chapter of every story run once on the same store code the page runs (sql.js in Node), with
 * its title, beats and length at 1× as the player plays it.
 */
import '../src/narration/en/activate';
import { buildChapter } from '../src/core/scenarios';
import { loadSqlJs } from '../src/core/sqlite';
import { STORY_IDS } from '../src/core/trace';
import { chapterInfo, chapterList } from '../src/narration/chapters';
import { summarize } from '../src/narration/chapterSummary';
import { inEvery, loadEveryLanguage } from '../src/narration/everyLanguage';
import { inLanguage } from '../src/narration/language';
import { words } from '../src/narration/words';

/** The poster's words in one language, as templates embed.js fills ({title}, {n}, {length}, {min}, {s}). */
export type PosterWords = Record<'kicker' | 'play' | 'playNamed' | 'group' | 'open' | 'chapterId' | 'chapter' | 'length', string>;

/**
 * What `chapters.json` holds: each story's chapters in order (`title` in English, `titles` in every
 * language), and the poster's words in every language.
 */
export interface ChaptersFile {
  stories: Record<string, { id: string; title: string; titles: Record<string, string>; beats: number; durationMs: number }[]>;
  posters: Record<string, PosterWords>;
}

const SQL = await loadSqlJs();
const languages = await loadEveryLanguage();
const file: ChaptersFile = { stories: {}, posters: {} };
for (const story of STORY_IDS) {
  const chapters = [];
  for (const chapter of chapterList()) {
    const { beats, durationMs } = summarize(await buildChapter(SQL, { chapter: chapter.id, story, seed: 1 }));
    chapters.push({ id: chapter.id, title: chapter.title, titles: inEvery(languages, () => chapterInfo(chapter.id).title), beats, durationMs });
  }
  file.stories[story] = chapters;
}
for (const lang of languages) {
  const poster = (): PosterWords => {
    const say = words.course.poster;
    return {
      kicker: say.kicker,
      play: say.play,
      playNamed: say.playNamed('{title}'),
      group: say.group('{title}'),
      open: say.open,
      chapterId: say.chapterId('{id}'),
      chapter: say.chapter('{n}', '{title}', '{length}'),
      length: say.length('{min}', '{s}'),
    };
  };
  file.posters[lang.id] = inLanguage(lang, poster);
}
process.stdout.write(JSON.stringify(file));
