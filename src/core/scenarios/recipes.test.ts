import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSqlJs } from '../sqlite';
import { STORIES } from '../stories';
import { CHAPTER_IDS, STORY_IDS, type BreakId } from '../trace/types';
import { breaksFor } from './breakSwitches';
import { buildChapter, buildScene, chapterFraming } from './buildChapter';
import { clashesIn } from './exclusiveBreaks';
import { chapterScene, type ScriptedChapter } from './recipes';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

const subsets = <T>(items: readonly T[]): T[][] => items.reduce<T[][]>((all, item) => all.concat(all.map((s) => [...s, item])), [[]]);
const scripted = CHAPTER_IDS.filter((c): c is ScriptedChapter => c !== 'lab');

describe('a chapter’s scene is plain data', () => {
  for (const story of STORY_IDS) {
    for (const chapter of scripted) {
      for (const breaks of subsets(breaksFor(chapter, story)).filter((b) => clashesIn(b).length === 0)) {
        const name = [story, chapter, ...breaks].join(' ');
        it(`${name}: survives JSON and builds the same Trace from its copy`, async () => {
          const scene = chapterScene(chapter, story, breaks);
          const copy = JSON.parse(JSON.stringify(scene)) as typeof scene;
          expect(copy).toEqual(scene);
          const fromCopy = await buildScene(SQL, { story, chapter, breaks: breaks as BreakId[], seed: 1, scene: copy, ...chapterFraming(chapter, breaks) });
          expect(JSON.stringify(fromCopy)).toBe(JSON.stringify(await buildChapter(SQL, { chapter, story, breaks })));
        });
      }
    }
  }
});

describe('the story profiles say what the endpoints do', () => {
  it('a key reused for another request gets the profile’s mismatch status, in both stories', async () => {
    for (const story of STORY_IDS) {
      const trace = await buildChapter(SQL, { chapter: 'mismatch', story });
      const statuses = trace.beats.flatMap((b) => (b.kind === 'respond' && b.detail.type === 'http' && b.detail.direction === 'response' ? [b.detail.message.status] : []));
      expect(statuses).toContain(STORIES[story].mismatchStatus);
    }
  });
});
