import { BREAK_IDS, type BreakId, type ChapterId, type StoryId } from '../trace/types';

/** What the player needs to list a chapter and its break-it switches. */
export interface ChapterInfo {
  id: ChapterId;
  /** Short and learner-facing. */
  title: string;
  /** One line: what happens in it. */
  summary: string;
  /** The break-it switches that change this chapter in at least one story. */
  appliesBreaks: BreakId[];
  /**
   * The switches per story. The library writes its loan in the key's own transaction: SELECT-then-INSERT
   * opens a gap there too, but a blind takeover or a missing fence has no race left to lose (the
   * chapter shows that nothing breaks, and why).
   */
  storyBreaks: Record<StoryId, BreakId[]>;
}

const both = (breaks: BreakId[]): Record<StoryId, BreakId[]> => ({ payflow: breaks, library: breaks });

const CHAPTER_LIST: Omit<ChapterInfo, 'appliesBreaks'>[] = [
  { id: 'one-key', title: 'One key, three mishaps', summary: 'One key and one order absorb a double click, a crash and a lost answer.', storyBreaks: both([]) },
  { id: 'lost-response', title: 'The lost answer', summary: 'No key: the answer is lost, the retry does it all again.', storyBreaks: both([]) },
  { id: 'ticket', title: 'A ticket for the coat', summary: 'The same key on the retry: the saved answer comes back.', storyBreaks: both(['no-key', 'key-per-try']) },
  { id: 'key-per-try', title: 'A new ticket every time', summary: 'A fresh key on each attempt is no key at all.', storyBreaks: both([]) },
  {
    id: 'double-click',
    title: 'The double click',
    summary: 'Copies with one key at the same instant: one wins the claim.',
    storyBreaks: both(['no-key', 'key-per-try', 'select-then-insert']),
  },
  { id: 'mismatch', title: 'Same ticket, other coat', summary: 'A key reused with other parameters is refused.', storyBreaks: both([]) },
  {
    id: 'crash',
    title: 'The attendant faints',
    summary: 'A worker dies mid-request; the retry takes over after the lock goes stale.',
    storyBreaks: { payflow: ['no-provider-key', 'blind-takeover'], library: ['blind-takeover'] },
  },
  {
    id: 'fencing',
    title: 'Slow, not dead',
    summary: 'A frozen worker wakes after a takeover; its writes bounce off the fence.',
    storyBreaks: { payflow: ['no-fencing', 'no-provider-key'], library: ['no-fencing'] },
  },
  { id: 'retention', title: 'Tickets expire', summary: 'After the retention window a reused key is a new request.', storyBreaks: both([]) },
  { id: 'scope', title: 'Whose ticket?', summary: 'Two clients, one key string: two separate rows.', storyBreaks: both([]) },
  { id: 'lab', title: 'The lab: 100 checkouts', summary: 'No key, a key per try, one key per intent — counted.', storyBreaks: both([]) },
];

/** Every chapter, in lesson order. */
export const CHAPTERS: readonly ChapterInfo[] = CHAPTER_LIST.map((c) => ({
  ...c,
  appliesBreaks: BREAK_IDS.filter((b) => c.storyBreaks.payflow.includes(b) || c.storyBreaks.library.includes(b)),
}));

/** The chapter's metadata. */
export function chapterInfo(id: ChapterId): ChapterInfo {
  const info = CHAPTERS.find((c) => c.id === id);
  if (!info) throw new RangeError(`no chapter ${id}`);
  return info;
}

/** The switches that change `chapter` in `story`, in BREAK_IDS order. */
export function breaksFor(chapter: ChapterId, story: StoryId): BreakId[] {
  return chapterInfo(chapter).storyBreaks[story];
}
