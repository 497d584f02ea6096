/**
 * Recall: the core of `run()` from memory, as the PayFlow lesson asks for it before its lab. The code
 * is data (segments of text and blanks); the checker forgives what does not matter (case, spaces,
 * quotes, a leading dot) and nothing that does. The stories differ where their servers do: PayFlow
 * refuses a reused key with 422, the library (seed 004) with 409 `key_conflict`. Each blank's hint
 * explains it in words and names the chapter that shows it; the chapter's title is the view's to say.
 */
import type { ChapterId, StoryId } from '../../core/trace';

export type BlankId = 'conflict' | 'changes' | 'mismatch-status' | 'done' | 'conflict-status';

export interface Blank {
  id: BlankId;
  /** What the blank stands for, as its input's accessible name. */
  label: string;
  /** The answer as the lesson writes it. */
  answer: string;
  /** Accepted spellings, after `normalize`. */
  accepts: readonly string[];
  /** A nudge towards the answer, in a sentence or two that name no chapter. */
  hint: string;
  /** The chapter that shows it. */
  chapter: ChapterId;
}

export type Segment = string | { blank: BlankId };

/** A story's cloze: its blanks, in the order they appear, and the code they sit in. */
export interface Cloze {
  story: StoryId;
  blanks: readonly Blank[];
  lines: readonly (readonly Segment[])[];
}

const CONFLICT: Blank = {
  id: 'conflict',
  label: 'the conflict clause: ON CONFLICT(key) DO …',
  answer: 'NOTHING',
  accepts: ['nothing', 'do nothing', 'on conflict(key) do nothing', 'on conflict (key) do nothing'],
  hint: 'When the key is already there, the INSERT must neither fail nor overwrite the row: it quietly writes nothing.',
  chapter: 'double-click',
};

const CHANGES: Blank = {
  id: 'changes',
  label: 'what .run() reports that tells a claim from a clash',
  answer: 'changes',
  accepts: ['changes'],
  hint: 'The statement’s result counts the rows it wrote: 1 for the copy that claimed the key, 0 for the one that came second.',
  chapter: 'double-click',
};

const DONE: Blank = {
  id: 'done',
  label: 'the status of a row whose answer is saved',
  answer: 'done',
  accepts: ['done'],
  hint: 'The row’s status once the response is saved: the status a retry finds, and answers with the saved response.',
  chapter: 'ticket',
};

const CONFLICT_STATUS: Blank = {
  id: 'conflict-status',
  label: 'the HTTP status while another request holds a fresh lock',
  answer: '409',
  accepts: ['409', 'http 409', '409 conflict'],
  hint: 'Someone is hanging this coat up right now. The client should come back later, with the same key.',
  chapter: 'double-click',
};

/** The one blank the stories answer differently: how a key reused with other parameters is refused. */
const MISMATCH_STATUS: Record<StoryId, Blank> = {
  payflow: {
    id: 'mismatch-status',
    label: 'the HTTP status for a key reused with other parameters',
    answer: '422',
    accepts: ['422', 'http 422', '422 unprocessable entity', '422 unprocessable content'],
    hint: 'The key was used before for another cart. Only the client can fix that, so a retry will not help: PayFlow’s answer says “I understood the request, and cannot process it”.',
    chapter: 'mismatch',
  },
  library: {
    id: 'mismatch-status',
    label: 'the HTTP status for a key reused with another body',
    answer: '409',
    accepts: ['409', 'http 409', '409 conflict', '409 key_conflict', 'http 409 key_conflict'],
    hint: 'The key was used before with another body. Only the client can fix that, so a retry will not help: the library answers {"error": "key_conflict"}, a request that conflicts with what the server holds.',
    chapter: 'mismatch',
  },
};

/** The lesson's fill-in, line by line; a blank sits where the lesson leaves a gap. */
const RUN_LINES: readonly (readonly Segment[])[] = [
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

/** The cloze for a story: the same run(), with the story's own answer for a reused key. */
export function clozeFor(story: StoryId): Cloze {
  return { story, blanks: [CONFLICT, CHANGES, MISMATCH_STATUS[story], DONE, CONFLICT_STATUS], lines: RUN_LINES };
}

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

/** Checks every blank of a cloze; a missing answer counts as empty. */
export function checkAll(cloze: Cloze, answers: Partial<Record<BlankId, string>>): Record<BlankId, Verdict> {
  return Object.fromEntries(cloze.blanks.map((b) => [b.id, check(b, answers[b.id] ?? '')])) as Record<BlankId, Verdict>;
}

/** A cloze's blank by id. */
export function blankOf(cloze: Cloze, id: BlankId): Blank {
  return cloze.blanks.find((b) => b.id === id)!;
}
