import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { breaksFor, buildChapter } from '../core/scenarios';
import { CHAPTERS } from './chapters';
import { loadSqlJs } from '../core/sqlite';
import { STORY_IDS, type BreakId, type StoryId, type Trace } from '../core/trace';
import { captionOf, onScreenMs } from './captionOf';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

/** A chapter's length at 1× without narration, as the player plays it and the chapters WebVTT times it. */
const lengthMs = (story: StoryId, trace: Trace) => trace.beats.reduce((sum, beat) => sum + onScreenMs(story, beat, 1), 0);

describe('the lesson’s pace (DESIGN.md, Chapters)', () => {
  for (const story of STORY_IDS) {
    it(`${story}: one-key ≤ 90 s, every chapter ≤ 120 s with or without a switch, the story ≤ 15 min`, async () => {
      let total = 0;
      for (const chapter of CHAPTERS) {
        for (const breaks of [[], ...breaksFor(chapter.id, story).map((b) => [b])] as BreakId[][]) {
          const trace = await buildChapter(SQL, { chapter: chapter.id, story, breaks });
          const ms = lengthMs(story, trace);
          const name = `${story}/${chapter.id}${breaks.length ? `+${breaks[0]}` : ''}`;
          expect(ms, name).toBeLessThanOrEqual(chapter.id === 'one-key' ? 90_000 : 120_000);
          if (breaks.length === 0 && chapter.lesson) total += ms; // the sandbox is no part of the lesson's length
        }
      }
      expect(total).toBeLessThanOrEqual(15 * 60_000);
    });

    it(`${story}: no caption repeats within a chapter unless its beat repeats an action`, async () => {
      for (const chapter of CHAPTERS) {
        for (const breaks of [[], ...breaksFor(chapter.id, story).map((b) => [b])] as BreakId[][]) {
          const trace = await buildChapter(SQL, { chapter: chapter.id, story, breaks });
          const seen = new Map<string, number>();
          for (const beat of trace.beats) {
            const text = captionOf(story, beat);
            const earlier = seen.get(text);
            if (earlier !== undefined) {
              // A repeat is allowed only when the beat repeats the same action by the same actor kind
              // (the lab's progress lines are each a new count, so they never repeat).
              const first = trace.beats[earlier]!;
              expect(`${first.kind}/${first.caption.id}`, `${story}/${chapter.id}${breaks.length ? `+${breaks[0]}` : ''} beat ${beat.index}: “${text}”`).toBe(
                `${beat.kind}/${beat.caption.id}`,
              );
            }
            seen.set(text, beat.index);
          }
        }
      }
    });
  }
});
