/**
 * The form of every sentence a learner reads (issue 22): no shell command in a caption or a chapter's
 * words (commands belong in the race panel), identifiers exactly as the code spells them wherever a
 * sentence puts them, and the one typographic rule of the word layer (’ inside words).
 */
import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { breaksFor, buildChapter } from '../core/scenarios';
import { loadSqlJs } from '../core/sqlite';
import { STORY_IDS, type BreakId, type CaptionRef, type StoryId } from '../core/trace';
import { captionText } from './captionText';
import { chapterList } from './chapters';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

/** Identifiers a sentence may hold, spelled as the code, the schema and the wire spell them. */
const IDENTIFIERS = [
  'lockMs',
  'locked_at',
  'in_flight',
  'created_at',
  'idempotency_keys',
  'Idempotency-Key',
  'Idempotency-Replayed',
  'Retry-After',
  'key_conflict',
  'idempotency_key_mismatch',
  'request_in_flight',
  'takeover_lost',
  'lock_lost',
  'charge:o1',
  'sha256',
];

/** Vars whose values are identifiers (keys, ids, error codes), never words a sentence may capitalise. */
const IDENTIFIER_VARS = ['ticket', 'paycoKey', 'error', 'chargeId', 'orderId', 'member', 'isbn'];

/** What is wrong with the form of `text`; empty when nothing is. */
export function formProblems(text: string, ref?: CaptionRef): string[] {
  const problems: string[] = [];
  if (/\b(?:npm|npx|node|sqlite3|curl)\s+\S/.test(text) || /(?:^|\s)--[a-z]/.test(text)) problems.push(`a shell command — “${text}”`);
  for (const id of IDENTIFIERS) {
    const spelled = new RegExp(`(?<![\\w-])${id.replace(/[-:]/g, '\\$&')}(?![\\w-])`, 'gi');
    for (const [found] of text.matchAll(spelled)) if (found !== id) problems.push(`${found} for ${id} — “${text}”`);
  }
  for (const name of IDENTIFIER_VARS) {
    const value = ref?.vars?.[name];
    if (typeof value !== 'string' || value === '') continue;
    const lower = text.toLowerCase();
    if (lower.includes(value.toLowerCase()) && !text.includes(value)) problems.push(`${name} ${value} with its case changed — “${text}”`);
  }
  if (/\p{L}'\p{L}/u.test(text)) problems.push(`a straight apostrophe — “${text}”`);
  return problems;
}

describe('the form of every sentence', () => {
  it('finds a shell command, an identifier with broken case and a straight apostrophe', () => {
    expect(formProblems('Race it: npm run race:processes -- --variant correct.')).toHaveLength(1);
    expect(formProblems('LockMs 5 s, PayCo timeout 8 s.')).toEqual(['LockMs for lockMs — “LockMs 5 s, PayCo timeout 8 s.”']);
    expect(formProblems('K-e515 is done.', { id: 'x', vars: { ticket: 'k-e515' } })).toHaveLength(1);
    expect(formProblems("Ben's phone has ch_2.")).toHaveLength(1);
    expect(formProblems('lockMs 5 s: Ben’s phone waits for k-e515.', { id: 'x', vars: { ticket: 'k-e515' } })).toEqual([]);
  });

  it('holds for every chapter’s title and summary', () => {
    expect(chapterList().flatMap((c) => [...formProblems(c.title), ...formProblems(c.summary)])).toEqual([]);
  });

  for (const story of STORY_IDS) {
    it(`holds for every caption of ${story}, with every switch`, async () => {
      const problems: string[] = [];
      for (const chapter of chapterList()) {
        const applicable = breaksFor(chapter.id, story);
        for (const breaks of [[], ...applicable.map((b) => [b]), applicable] as BreakId[][]) {
          const trace = await buildChapter(SQL, { chapter: chapter.id, story, breaks });
          for (const beat of trace.beats) {
            for (const p of formProblems(captionText(story as StoryId, beat.caption), beat.caption)) problems.push(`${chapter.id}${breaks.length ? `+${breaks.join('+')}` : ''} beat ${beat.index + 1}: ${p}`);
          }
        }
      }
      expect(problems).toEqual([]);
    }, 60_000); // every chapter with every switch set: seconds alone, far longer on a shared 2-core machine
  }
});
