import type { ChapterText } from '../catalog';
import type { ChapterId } from '../../core/trace';

/** Each chapter's title and one-line summary (true in both stories), in English. */
export const chapters: Record<ChapterId, ChapterText> = {
  'one-key': { title: 'One key, three mishaps', summary: 'One key absorbs a double click, a crash and a lost answer.' },
  'lost-response': { title: 'The lost answer', summary: 'No key: the answer is lost, the retry does it all again.' },
  ticket: { title: 'A ticket for the coat', summary: 'The same key on the retry, even after a restart: the saved answer comes back.' },
  'key-per-try': { title: 'A new ticket every time', summary: 'A fresh key on each attempt is no key at all.' },
  'double-click': { title: 'The double click', summary: 'Copies with one key at the same instant: one wins the claim.' },
  mismatch: { title: 'Same ticket, other coat', summary: 'A key reused with other parameters is refused.' },
  crash: { title: 'The attendant faints', summary: 'A worker fails or dies mid-request; the retry still does the work once.' },
  fencing: { title: 'Slow, not dead', summary: 'A frozen worker wakes late; the answer already saved stands.' },
  retention: { title: 'Tickets expire', summary: 'After the retention window a reused key is a new request.' },
  scope: { title: 'Whose ticket?', summary: 'Two clients, one key string: two separate rows.' },
  lab: { title: 'The lab: 100 requests', summary: 'No key, a key per try, one key per intent — counted.' },
  'your-turn': { title: 'Your turn', summary: 'You write IdempotencyStore.run; the twelve tests and every scene judge it on the real rows.' },
  sandbox: { title: 'Your own scene', summary: 'Blank (one phone, two workers) or from a chapter’s beat: you decide what happens, the real store runs it.' },
};
