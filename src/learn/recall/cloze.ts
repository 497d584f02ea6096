/**
 * Recall: the core of `run()` from memory, as the PayFlow lesson asks for it before its lab. The code
 * is data (segments of text and blanks); the checker forgives what does not matter (case, spaces,
 * quotes, a leading dot) and nothing that does. Each blank's hint points to the chapter that shows it.
 */
import type { ChapterId } from '../../core/trace';

export interface Blank {
  id: 'conflict' | 'changes' | 'mismatch-status' | 'done' | 'conflict-status';
  /** What the blank stands for, as its input's accessible name. */
  label: string;
  /** The answer as the lesson writes it. */
  answer: string;
  /** Accepted spellings, after `normalize`. */
  accepts: readonly string[];
  hint: string;
  chapter: ChapterId;
}

export type Segment = string | { blank: Blank['id'] };

export const BLANKS: readonly Blank[] = [
  {
    id: 'conflict',
    label: 'the conflict clause: ON CONFLICT(key) DO …',
    answer: 'NOTHING',
    accepts: ['nothing', 'do nothing', 'on conflict(key) do nothing', 'on conflict (key) do nothing'],
    hint: 'When the key is already there, the INSERT must neither fail nor overwrite. Watch the second click’s INSERT in “The double click”.',
    chapter: 'double-click',
  },
  {
    id: 'changes',
    label: 'what .run() reports that tells a claim from a clash',
    answer: 'changes',
    accepts: ['changes'],
    hint: 'The statement’s result counts the rows it wrote: 1 for the claim, 0 for the copy. “The double click” shows both.',
    chapter: 'double-click',
  },
  {
    id: 'mismatch-status',
    label: 'the HTTP status for a key reused with other parameters',
    answer: '422',
    accepts: ['422', 'http 422', '422 unprocessable entity', '422 unprocessable content'],
    hint: 'Same ticket, other coat: the client must fix its request, retrying will not help. See “Same ticket, other coat”.',
    chapter: 'mismatch',
  },
  {
    id: 'done',
    label: 'the status of a row whose answer is saved',
    answer: 'done',
    accepts: ['done'],
    hint: 'The row’s status once the response is saved, the one a retry replays. See “A ticket for the coat”.',
    chapter: 'ticket',
  },
  {
    id: 'conflict-status',
    label: 'the HTTP status while another request holds a fresh lock',
    answer: '409',
    accepts: ['409', 'http 409', '409 conflict'],
    hint: 'Someone is hanging this coat up right now: come back later, with the same key. See “The double click”.',
    chapter: 'double-click',
  },
];

/** The lesson's fill-in, line by line; a blank sits where the lesson leaves a gap. */
export const RUN_CLOZE: readonly Segment[][] = [
  ['const claimed = this.db.prepare(`'],
  ['  INSERT INTO idempotency_keys'],
  ['    (key, fingerprint, status, locked_at)'],
  ["  VALUES (?, ?, 'in_flight', ?)"],
  ['  ON CONFLICT(key) DO ', { blank: 'conflict' }, '`)'],
  ['  .run(key, fp, now).', { blank: 'changes' }, ' === 1;'],
  [''],
  ['if (!claimed) {'],
  ['  const row = /* SELECT … WHERE key = ? */;'],
  ['  if (row.fingerprint !== fp)          // HTTP ', { blank: 'mismatch-status' }],
  ['    throw new MismatchError();'],
  ["  if (row.status === '", { blank: 'done' }, "')"],
  ['    return JSON.parse(row.response);'],
  ['  if (now - row.locked_at < this.lockMs) // HTTP ', { blank: 'conflict-status' }],
  ['    throw new ConflictError();'],
  ['  // stale: take over with compare-and-set …'],
  ['}'],
];

/** Case, surrounding spaces and quotes, runs of spaces, a leading dot and a trailing semicolon do not matter. */
export function normalize(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replace(/^[.'"`]+|[;'"`]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export type Verdict = 'empty' | 'right' | 'wrong';

/** Checks one blank. */
export function check(blank: Blank, input: string): Verdict {
  const value = normalize(input);
  if (value === '') return 'empty';
  return blank.accepts.includes(value) ? 'right' : 'wrong';
}

/** Checks every blank; a missing answer counts as empty. */
export function checkAll(answers: Partial<Record<Blank['id'], string>>): Record<Blank['id'], Verdict> {
  return Object.fromEntries(BLANKS.map((b) => [b.id, check(b, answers[b.id] ?? '')])) as Record<Blank['id'], Verdict>;
}

/** The blank by id. */
export function blank(id: Blank['id']): Blank {
  return BLANKS.find((b) => b.id === id)!;
}
