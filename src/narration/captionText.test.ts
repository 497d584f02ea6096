import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildChapter, CHAPTERS } from '../core/scenarios';
import { loadSqlJs } from '../core/sqlite';
import { STORY_IDS, type BreakId } from '../core/trace';
import { captionText } from './captionText';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

/** No switch, each switch alone, and all of a chapter's switches together. */
function breakSets(applicable: BreakId[]): BreakId[][] {
  const sets: BreakId[][] = [[], ...applicable.map((b) => [b])];
  if (applicable.length > 1) sets.push(applicable);
  return sets;
}

describe('captionText', () => {
  it('fills the placeholders from the beat’s vars', () => {
    expect(captionText('payflow', { id: 'decide.replayed', vars: { worker: 'worker-2', ticket: 'k-7f21' } })).toBe(
      'The row for k-7f21 says done. worker-2 hands back the saved answer and runs nothing.',
    );
  });

  it('prefers the story’s own words over the shared ones', () => {
    expect(captionText('library', { id: 'respond.mismatch', vars: { worker: 'worker-1' } })).toContain('409 key_conflict');
    expect(captionText('payflow', { id: 'respond.mismatch', vars: { worker: 'worker-1', error: 'idempotency_key_mismatch' } })).toContain('422');
  });

  it('returns an empty string for an unknown caption, so a gap cannot pass for a sentence', () => {
    expect(captionText('payflow', { id: 'no.such.caption' })).toBe('');
  });

  for (const story of STORY_IDS) {
    for (const chapter of CHAPTERS) {
      for (const breaks of breakSets(chapter.storyBreaks[story])) {
        const name = breaks.length ? `${chapter.id} with ${breaks.join(' + ')}` : chapter.id;
        it(`gives every beat of ${story} / ${name} a complete sentence`, async () => {
          const trace = await buildChapter(SQL, { chapter: chapter.id, story, breaks });
          for (const beat of trace.beats) {
            const text = captionText(story, beat.caption);
            expect(text, `beat ${beat.index} (${beat.caption.id})`).not.toBe('');
            expect(text, `beat ${beat.index} (${beat.caption.id})`).not.toMatch(/\{\w+\}/);
            expect(text, `beat ${beat.index} (${beat.caption.id})`).toMatch(/[.!?:)]$/);
          }
        });
      }
    }
  }
});
