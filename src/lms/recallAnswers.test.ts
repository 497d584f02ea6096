import { describe, expect, it } from 'vitest';
import { clozeFor } from '../learn/recall/cloze';
import { reportRecallCheck } from '../learn/recall/recallChecks';
import { watchRecall } from './recallAnswers';
import type { RecallAnswer } from './xapi/statements';

describe('checks of the recall cloze, for statements', () => {
  it('gives each blank’s answer, what was written and whether it counts, by the story’s own rules', () => {
    const seen: RecallAnswer[] = [];
    const stop = watchRecall((r) => seen.push(r));
    const answers = { conflict: ' Do Nothing ', changes: '.changes', 'mismatch-status': '409', done: 'finished' };
    reportRecallCheck({ cloze: clozeFor('library'), answers });
    reportRecallCheck({ cloze: clozeFor('payflow'), answers });
    stop();
    reportRecallCheck({ cloze: clozeFor('payflow'), answers });

    expect(seen.map((r) => [r.story, r.blanks.map((b) => b.right)])).toEqual([
      ['library', [true, true, true, false, false]], // the library refuses a reused key with 409
      ['payflow', [true, true, false, false, false]], // PayFlow with 422
    ]);
    expect(seen[0]!.blanks[0]).toMatchObject({ answer: 'NOTHING', response: ' Do Nothing ' });
    expect(seen[0]!.blanks[4]).toMatchObject({ response: '' }); // left empty
  });
});
