/**
 * Recall: the core of `run()` from memory, as the PayFlow lesson asks for it before its lab. The code
 * is data (segments of text and blanks); the checker forgives what does not matter (case, spaces,
 * quotes, a leading dot) and nothing that does. The stories differ where their servers do: PayFlow
 * refuses a reused key with 422, the library (seed 004) with 409 `key_conflict`. Each blank's hint
 * explains it in words and names the chapter that shows it; the chapter's title is the view's to say.
 * The words (label, hint) are narration's (`narration/en/recall.ts`).
 */
import type { ChapterId, StoryId } from '../../core/trace';
import { words } from '../../narration/words';

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

/** A blank without its words, which `clozeFor` reads in the active language each time. */
type BlankFacts = Omit<Blank, 'label' | 'hint'>;

const CONFLICT: BlankFacts = {
  id: 'conflict',
  answer: 'NOTHING',
  accepts: ['nothing', 'do nothing', 'on conflict(key) do nothing', 'on conflict (key) do nothing'],
  chapter: 'double-click',
};

const CHANGES: BlankFacts = {
  id: 'changes',
  answer: 'changes',
  accepts: ['changes'],
  chapter: 'double-click',
};

const DONE: BlankFacts = {
  id: 'done',
  answer: 'done',
  accepts: ['done'],
  chapter: 'ticket',
};

const CONFLICT_STATUS: BlankFacts = {
  id: 'conflict-status',
  answer: '409',
  accepts: ['409', 'http 409', '409 conflict'],
  chapter: 'double-click',
};

/** The one blank the stories answer differently: how a key reused with other parameters is refused. */
const MISMATCH_STATUS: Record<StoryId, BlankFacts> = {
  payflow: {
    id: 'mismatch-status',
    answer: '422',
    accepts: ['422', 'http 422', '422 unprocessable entity', '422 unprocessable content'],
    chapter: 'mismatch',
  },
  library: {
    id: 'mismatch-status',
    answer: '409',
    accepts: ['409', 'http 409', '409 conflict', '409 key_conflict', 'http 409 key_conflict'],
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

/** The cloze for a story: the same run(), with the story's own answer for a reused key; its words in the active language. */
export function clozeFor(story: StoryId): Cloze {
  const said = words.recall.blanks;
  const worded = (blank: BlankFacts): Blank => {
    const own = said[blank.id];
    return { ...blank, ...('label' in own ? own : own[story]) };
  };
  return { story, blanks: [CONFLICT, CHANGES, MISMATCH_STATUS[story], DONE, CONFLICT_STATUS].map(worded), lines: RUN_LINES };
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
