/**
 * A chapter's summary promises only what its scene shows (issue 22): one summary serves both stories,
 * so a mechanism it names (a takeover, the fence, a replay, a 409) must happen on the store in each
 * story's chapter.
 */
import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildChapter } from '../core/scenarios';
import { loadSqlJs } from '../core/sqlite';
import { STORY_IDS, unfold, type Beat, type Trace } from '../core/trace';
import { chapterList } from './chapters';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

const stepOf = (beat: Beat) => ((beat.detail.type === 'sql' || beat.detail.type === 'store') && beat.detail.step ? beat.detail.step.step : undefined);

/** The mechanisms a summary may name, each with the words that name it and what shows it on the store. */
const MECHANISMS: { name: string; words: RegExp; shown: (trace: Trace) => boolean }[] = [
  { name: 'a takeover', words: /\btak(?:e|es|ing|en) (?:it |the lock |the key )?over\b|\btakeovers?\b/i, shown: (t) => unfold(t.beats).some((b) => stepOf(b) === 'took-over') },
  { name: 'the fence', words: /\bfenc/i, shown: (t) => unfold(t.beats).some((b) => stepOf(b) === 'save-fenced' || stepOf(b) === 'release-fenced') },
  {
    name: 'a replay',
    words: /\breplay/i,
    shown: (t) => unfold(t.beats).some((b) => stepOf(b) === 'replayed' || (b.detail.type === 'charge' && b.detail.replayed)),
  },
  { name: 'a 409', words: /\b409\b/, shown: (t) => unfold(t.beats).some((b) => b.detail.type === 'http' && b.detail.message.status === 409) },
];

/** The mechanisms `summary` names that `trace` never shows. */
export function unshownPromises(summary: string, trace: Trace): string[] {
  return MECHANISMS.filter((m) => m.words.test(summary) && !m.shown(trace)).map((m) => m.name);
}

describe('chapter summaries', () => {
  it('finds a mechanism a summary names and the scene does not show', async () => {
    const libraryCrash = await buildChapter(SQL, { chapter: 'crash', story: 'library' });
    expect(unshownPromises('A worker dies mid-request; the retry takes over after the lock goes stale.', libraryCrash)).toEqual(['a takeover']);
    const libraryFencing = await buildChapter(SQL, { chapter: 'fencing', story: 'library' });
    expect(unshownPromises('A frozen worker wakes after a takeover; its writes bounce off the fence.', libraryFencing)).toEqual(['a takeover', 'the fence']);
  });

  for (const story of STORY_IDS) {
    it(`promise only what each ${story} chapter shows`, async () => {
      const promises: string[] = [];
      for (const chapter of chapterList()) {
        const trace = await buildChapter(SQL, { chapter: chapter.id, story });
        for (const name of unshownPromises(chapter.summary, trace)) promises.push(`${chapter.id}: “${chapter.summary}” names ${name}`);
      }
      expect(promises).toEqual([]);
    });
  }
});
