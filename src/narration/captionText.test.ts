import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildChapter } from '../core/scenarios';
import { chapterList } from './chapters';
import { loadSqlJs } from '../core/sqlite';
import { STORY_IDS, type BreakId } from '../core/trace';
import { captionText } from './captionText';
import { YOUR_STORE } from '../core/explorer';
import { language, setLanguage } from './language';

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
  it('fills the placeholders from the beat’s vars, naming a worker as its lane does', () => {
    expect(captionText('payflow', { id: 'decide.replayed', vars: { worker: 'worker-2', ticket: 'k-7f21' } })).toBe(
      'Worker 2’s claim changes 0 rows: k-7f21 is done, its coat on the hook.',
    );
  });

  it('writes times, money and counts one way: narration formats the raw numbers core hands it', () => {
    expect(captionText('payflow', { id: 'timeout', vars: { attempt: 1, timeoutMs: 3000, waitMs: 500, phone: 'the phone' } })).toBe(
      'No answer to attempt 1 in 3 s; the phone backs off 0.5 s.',
    );
    expect(captionText('payflow', { id: 'payco.charged', vars: { worker: 'worker-1', paycoKey: 'charge:o1', amount: 1500, chargeId: 'ch_1' } })).toContain(
      '1500 cents',
    );
    expect(captionText('payflow', { id: 'outro.lost-response', vars: { charges: 1 } })).toContain('charged 1 time.');
    expect(captionText('payflow', { id: 'outro.lost-response', vars: { charges: 2 } })).toContain('charged 2 times.');
    expect(captionText('library', { id: 'prune', vars: { deleted: 1, windowMs: 7 * 24 * 3_600_000, ticketList: 'OD-e515' } })).toContain('deletes OD-e515, done more than 7 days ago');
    expect(captionText('payflow', { id: 'send.tap', vars: { tap: 3, ticket: 'k-1' } })).toMatch(/^The 3rd tap/);
  });

  it('names the learner’s own store in the race’s opening caption in the language on screen, never as an id or in English', async () => {
    const intro = { id: 'race.intro', vars: { variant: YOUR_STORE, taps: 2, workers: 2, scheduleFaults: '' } };
    expect(captionText('payflow', intro)).toContain('failing schedule for your store, replayed');
    const previous = language();
    setLanguage(await import('./es/language').then((m) => m.default));
    try {
      expect(captionText('payflow', intro)).toContain('que falla para tu almacén:');
    } finally {
      setLanguage(previous);
    }
    // The lesson's own variants are named by their switch's id, as before.
    expect(captionText('payflow', { ...intro, vars: { ...intro.vars, variant: 'blind-takeover' } })).toContain('for blind-takeover, replayed');
  });

  it('prefers the story’s own words over the shared ones', () => {
    expect(captionText('library', { id: 'respond.mismatch', vars: { worker: 'worker-1' } })).toContain('409 key_conflict');
    expect(captionText('payflow', { id: 'respond.mismatch', vars: { worker: 'worker-1', error: 'idempotency_key_mismatch' } })).toContain('422');
  });

  it('returns an empty string for an unknown caption, so a gap cannot pass for a sentence', () => {
    expect(captionText('payflow', { id: 'no.such.caption' })).toBe('');
  });

  for (const story of STORY_IDS) {
    for (const chapter of chapterList()) {
      for (const breaks of breakSets(chapter.storyBreaks[story])) {
        const name = breaks.length ? `${chapter.id} with ${breaks.join(' + ')}` : chapter.id;
        it(`gives every beat of ${story} / ${name} a complete sentence`, async () => {
          const trace = await buildChapter(SQL, { chapter: chapter.id, story, breaks });
          for (const beat of trace.beats) {
            const text = captionText(story, beat.caption);
            // The library has desks, loans and OD-… keys: no PayFlow word leaks into its story.
            if (story === 'library') {
              expect(text, `beat ${beat.index} (${beat.caption.id})`).not.toMatch(/\b(checkouts?|phones?|orders?|charges?|carts?|PayCo)\b/i);
              expect(text, `beat ${beat.index} (${beat.caption.id})`).not.toMatch(/\bk-[0-9a-f]{4}\b/); // PayFlow's keys; the library's are OD-…
            }
            expect(text, `beat ${beat.index} (${beat.caption.id})`).not.toBe('');
            expect(text, `beat ${beat.index} (${beat.caption.id})`).not.toMatch(/\{\w+\}/);
            expect(text, `beat ${beat.index} (${beat.caption.id})`).toMatch(/[.!?:)]$/);
          }
        });
      }
    }
  }
});
